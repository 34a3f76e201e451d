import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface DeleteTraceDialogProps {
  /** The trace to delete; the dialog is open while one is given. */
  name: string | undefined;
  busy: boolean;
  onConfirm: (name: string) => void;
  onCancel: () => void;
}

/** Asks before deleting a trace: its log files go with it on every node. */
export function DeleteTraceDialog({ name, busy, onConfirm, onCancel }: DeleteTraceDialogProps) {
  return (
    <ConfirmDialog
      open={name !== undefined}
      destructive
      busy={busy}
      title={<Trans>Delete this log trace?</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      onConfirm={() => name !== undefined && onConfirm(name)}
      onCancel={onCancel}
    >
      {name !== undefined ? <Trans>The trace {name} and its log files on every node are deleted. Download the log first if you still need it.</Trans> : null}
    </ConfirmDialog>
  );
}
