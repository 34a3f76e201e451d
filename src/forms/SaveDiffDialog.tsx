import { Table, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RJSFSchema } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { clipValue, describeValue, labelOfPath, schemaAtPath, type Change } from './diff';

interface SaveDiffDialogProps {
  changes: Change[] | undefined;
  busy: boolean;
  /**
   * The schema the form edits: fields are named by their labels and values told in the form's
   * words (Yes/No, units, choices by name, secrets hidden). Without it, values are shown as they are.
   */
  schema?: RJSFSchema;
  /** A field's name, where the caller has its own (else the schema's labels, then the label catalog). */
  labelFor?: (path: string) => string;
  onConfirm: () => void;
  onCancel: () => void;
  /** What saving does beyond storing the values (a restart, dropped connections), above the list. */
  notice?: ReactNode;
  title?: ReactNode;
  confirmLabel?: ReactNode;
  finalFocus?: () => HTMLElement | null;
}

/** A value in its cell: broken between words only, cut when too long, the whole of it on hover. */
function ValueText({ text, strong }: { text: string; strong?: boolean }) {
  const { shown, full } = clipValue(text);
  return (
    <Text as="span" title={full} fontWeight={strong ? 'medium' : undefined} whiteSpace="pre-wrap" wordBreak="normal" overflowWrap="normal">
      {shown}
    </Text>
  );
}

/** Before a save: every changed field with its old and new value, to confirm. */
export function SaveDiffDialog({ changes, busy, schema, labelFor, onConfirm, onCancel, notice, title, confirmLabel, finalFocus }: SaveDiffDialogProps) {
  const { t, i18n } = useLingui();
  const describe = (path: string, value: unknown) => describeValue(i18n, value, schemaAtPath(schema, path), path.split('.').at(-1));
  return (
    <ConfirmDialog
      open={changes !== undefined}
      busy={busy}
      title={title ?? <Trans>Save these changes?</Trans>}
      confirmLabel={confirmLabel ?? <Trans>Save</Trans>}
      onConfirm={onConfirm}
      onCancel={onCancel}
      finalFocus={finalFocus}
    >
      <Stack gap="4">
        {notice}
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={t`Changes to save`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Setting</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Now</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>After saving</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {changes?.map((change) => (
                <Table.Row key={change.path}>
                  <Table.Cell>{labelFor ? labelFor(change.path) : labelOfPath(schema, change.path, i18n)}</Table.Cell>
                  <Table.Cell>
                    <ValueText text={describe(change.path, change.before)} />
                  </Table.Cell>
                  <Table.Cell>
                    <ValueText text={describe(change.path, change.after)} strong />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
    </ConfirmDialog>
  );
}
