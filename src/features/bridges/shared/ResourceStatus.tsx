import { chakra, Portal, Stack, Text, Tooltip } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusBadge } from '../../../components/StatusBadge';
import type { BridgeNodeStatus } from '../../../generated/model';
import { resourceStatus, type BridgeStatus } from '../model/bridge';
import { STATUS_LABELS, STATUS_PALETTE } from './status-labels';

export function ResourceStatusBadge({ status }: { status: BridgeStatus }) {
  const { i18n } = useLingui();
  return <StatusBadge status={STATUS_PALETTE[status]}>{i18n._(STATUS_LABELS[status])}</StatusBadge>;
}

interface ResourceStatusProps {
  status: BridgeStatus;
  enable: boolean;
  nodeStatus: readonly BridgeNodeStatus[];
  /** Why the broker could not reach the target, shown with the nodes. */
  reason?: string;
}

/**
 * The status of a bridge or connector, and on hover or keyboard focus its status on each node (a
 * cluster may reach the target from some nodes only). The badge is a button so the keyboard gets there.
 */
export function ResourceStatus({ status, enable, nodeStatus, reason }: ResourceStatusProps) {
  const { i18n } = useLingui();
  if (!nodeStatus.length) return <ResourceStatusBadge status={status} />;
  return (
    <Tooltip.Root openDelay={200} closeDelay={0} positioning={{ placement: 'top' }} lazyMount unmountOnExit>
      <Tooltip.Trigger asChild>
        <chakra.button type="button" display="inline-flex" borderRadius="l2" cursor="help" _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing' }}>
          <ResourceStatusBadge status={status} />
        </chakra.button>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>
            <Stack gap="1">
              {nodeStatus.map((entry) => {
                const node = entry.node ?? '–';
                const label = i18n._(STATUS_LABELS[resourceStatus({ enable, status: entry.status, status_reason: entry.status_reason })]);
                return (
                  <Text key={node}>
                    <Trans>
                      {node}: {label}
                    </Trans>
                    {entry.status_reason ? ` (${entry.status_reason})` : null}
                  </Text>
                );
              })}
              {reason && !nodeStatus.some((entry) => entry.status_reason) ? <Text>{reason}</Text> : null}
            </Stack>
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
