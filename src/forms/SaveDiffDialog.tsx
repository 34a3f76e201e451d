import { Stack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { showValue, type Change } from './diff';
import type { ReactNode } from 'react';

interface SaveDiffDialogProps {
  changes: Change[] | undefined;
  busy: boolean;
  labelFor: (path: string) => string;
  onConfirm: () => void;
  onCancel: () => void;
  /** What saving does beyond storing the values (a restart, dropped connections), above the list. */
  notice?: ReactNode;
  title?: ReactNode;
  confirmLabel?: ReactNode;
}

/** Before a save: every changed field with its old and new value, to confirm. */
export function SaveDiffDialog({ changes, busy, labelFor, onConfirm, onCancel, notice, title, confirmLabel }: SaveDiffDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={changes !== undefined}
      busy={busy}
      title={title ?? <Trans>Save these changes?</Trans>}
      confirmLabel={confirmLabel ?? <Trans>Save</Trans>}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Stack gap="4">
        {notice}
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
                <Table.Cell>{labelFor(change.path)}</Table.Cell>
                <Table.Cell wordBreak="break-all">{showValue(change.before)}</Table.Cell>
                <Table.Cell wordBreak="break-all" fontWeight="medium">
                  {showValue(change.after)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Stack>
    </ConfirmDialog>
  );
}
