import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { postLoadRebalanceByNodeEvacuationStop, postLoadRebalanceByNodeStop } from '../../generated/endpoints/load-rebalance/load-rebalance';

/** What to stop: a node's evacuation, or the rebalance a node coordinates. */
export type StopTarget = { kind: 'evacuation' | 'rebalance'; node: string };

interface StopDialogProps {
  target: StopTarget | undefined;
  onStopped: () => void;
  onClose: () => void;
}

/** Asks before stopping: clients already moved stay where they are. */
export function StopDialog({ target, onStopped, onClose }: StopDialogProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  // The dialog keeps its words while it closes.
  const [shown, setShown] = useState(target);
  if (target !== undefined && target !== shown) setShown(target);
  const node = shown?.node ?? '';

  async function confirm() {
    if (!target) return;
    setBusy(true);
    const stop = target.kind === 'evacuation' ? postLoadRebalanceByNodeEvacuationStop(target.node) : postLoadRebalanceByNodeStop(target.node);
    const ok = await succeeded(stop);
    setBusy(false);
    onClose();
    if (!ok) return;
    const stopped = target.node;
    toaster.create({ type: 'success', title: target.kind === 'evacuation' ? t`Evacuation of ${stopped} stopped` : t`Rebalance stopped` });
    onStopped();
  }

  return (
    <ConfirmDialog
      open={target !== undefined}
      busy={busy}
      title={shown?.kind === 'rebalance' ? <Trans>Stop the rebalance?</Trans> : <Trans>Stop evacuating {node}?</Trans>}
      confirmLabel={<Trans>Stop</Trans>}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {shown?.kind === 'rebalance' ? (
        <Trans>Clients already moved stay on their new nodes; the others stay where they are.</Trans>
      ) : (
        <Trans>{node} takes connections again and its health check passes. Clients already moved stay on their new nodes.</Trans>
      )}
    </ConfirmDialog>
  );
}
