import { Button, IconButton, Menu, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, Download } from 'lucide-react';
import { cloneElement, type ReactElement } from 'react';
import { useTraceDownload } from './use-trace-download';

interface DownloadTraceButtonProps {
  name: string;
  /** The nodes with a log of the trace: with several, the log of one of them or of all. */
  nodes: readonly string[];
  /** An icon for a table row; a labelled button elsewhere. */
  compact?: boolean;
}

/** Downloads the trace's log as a zip (a GET: a viewer may download too). */
export function DownloadTraceButton({ name, nodes, compact }: DownloadTraceButtonProps) {
  const { t } = useLingui();
  const { download, busy } = useTraceDownload();
  const label = t`Download ${name}`;
  const loading = busy(name) || nodes.some((node) => busy(name, node));

  const trigger: ReactElement<{ onClick?: () => void }> = compact ? (
    <IconButton size="xs" variant="ghost" aria-label={label} title={label} loading={loading}>
      <Download />
    </IconButton>
  ) : (
    <Button size="sm" variant="outline" loading={loading}>
      <Download />
      <Trans>Download</Trans>
      {nodes.length > 1 ? <ChevronDown /> : null}
    </Button>
  );

  if (nodes.length <= 1) return cloneElement(trigger, { onClick: () => void download(name, nodes[0]) });
  return (
    <Menu.Root>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="all" onClick={() => void download(name)}>
              <Trans>All nodes</Trans>
            </Menu.Item>
            <Menu.Separator />
            {nodes.map((node) => (
              <Menu.Item key={node} value={node} onClick={() => void download(name, node)}>
                {node}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
