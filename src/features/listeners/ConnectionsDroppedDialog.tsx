import { Alert, Stack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { showValue, type Change } from '../../forms/diff';

interface ConnectionsDroppedDialogProps {
  /** The listener being updated, or undefined when the dialog is closed. */
  listenerId: string | undefined;
  changes: Change[];
  labelFor: (path: string) => string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Before a listener is PUT: the broker restarts it with the new settings, which drops every
 * connection it holds, so the operator sees that and what changes before saying yes.
 */
export function ConnectionsDroppedDialog({ listenerId, changes, labelFor, busy, onConfirm, onCancel }: ConnectionsDroppedDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={listenerId !== undefined}
      busy={busy}
      title={<Trans>Update listener {listenerId}?</Trans>}
      confirmLabel={<Trans>Save and drop connections</Trans>}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Stack gap="4">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>Saving restarts the listener on every node: its existing connections are dropped and clients have to reconnect.</Trans>
          </Alert.Description>
        </Alert.Root>
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
            {changes.map((change) => (
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
