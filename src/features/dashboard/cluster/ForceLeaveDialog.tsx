import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { succeeded } from '../../../api/succeeded';
import { toaster } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { deleteClusterByNodeForceLeave, getGetClusterQueryKey } from '../../../generated/endpoints/cluster/cluster';
import { getGetNodesQueryKey } from '../../../generated/endpoints/nodes/nodes';

interface ForceLeaveDialogProps {
  /** The stopped node to remove; undefined when the dialog is closed. */
  node: string | undefined;
  onClose: () => void;
}

/** Asks before forcing a stopped node out of the cluster, then does it. */
export function ForceLeaveDialog({ node, onClose }: ForceLeaveDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // The dialog keeps its words while it closes.
  const [shown, setShown] = useState(node);
  if (node !== undefined && node !== shown) setShown(node);

  async function confirm() {
    if (node === undefined) return;
    setBusy(true);
    const ok = await succeeded(deleteClusterByNodeForceLeave(node));
    setBusy(false);
    onClose();
    if (!ok) return;
    toaster.create({ type: 'success', title: t`${node} left the cluster` });
    await Promise.all([queryClient.invalidateQueries({ queryKey: getGetNodesQueryKey() }), queryClient.invalidateQueries({ queryKey: getGetClusterQueryKey() })]);
  }

  return (
    <ConfirmDialog
      open={node !== undefined}
      destructive
      busy={busy}
      title={<Trans>Force {shown} to leave the cluster?</Trans>}
      confirmLabel={<Trans>Force leave</Trans>}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <Trans>
        The cluster removes this stopped node from its members and cleans up what it held there (its routes and sessions). To come back, the node must be invited
        again once it runs.
      </Trans>
    </ConfirmDialog>
  );
}
