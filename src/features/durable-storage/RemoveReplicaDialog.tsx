import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { invalidateStorage, removeReplica } from './durable-storage-queries';
import type { ReplicaChange } from './durable-storage-model';
import { siteLabel, type SiteInfo } from './site-info';

interface RemoveReplicaDialogProps {
  ds: string;
  /** The site whose replica goes; the dialog is open while one is given. */
  target: SiteInfo | undefined;
  allSites: readonly string[];
  onClose: () => void;
  onStarted: (change: ReplicaChange) => void;
}

/** Asks before `ds` gives up its replica on a site, and says what removing it sets in motion. */
export function RemoveReplicaDialog({ ds, target, allSites, onClose, onStarted }: RemoveReplicaDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function confirm(site: string) {
    setBusy(true);
    const ok = await succeeded(removeReplica(ds, site));
    setBusy(false);
    onClose();
    if (!ok) return;
    toaster.create({ type: 'success', title: t`Removing the replica of ${ds} on ${site}` });
    onStarted({ ds, site, kind: 'remove' });
    await invalidateStorage(queryClient, ds, allSites);
  }

  const label = target ? siteLabel(target) : '';
  return (
    <ConfirmDialog
      open={target !== undefined}
      destructive
      busy={busy}
      title={<Trans>Remove the replica of {ds} on {label}?</Trans>}
      confirmLabel={<Trans>Remove replica</Trans>}
      onConfirm={() => target !== undefined && void confirm(target.site)}
      onCancel={onClose}
    >
      {target ? (
        <Trans>
          The broker moves the data of {ds} off this site in the background, shard by shard, onto the sites that keep a replica. The storage stays available meanwhile.
          With much data this can take a while: the shards on this screen show how far it has got.
        </Trans>
      ) : null}
    </ConfirmDialog>
  );
}
