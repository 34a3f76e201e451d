import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SelectField } from '../../components/SelectField';
import { addReplica, invalidateStorage } from './durable-storage-queries';
import type { ReplicaChange } from './durable-storage-model';
import { siteLabel, type SiteInfo } from './site-info';

interface AddReplicaDialogProps {
  ds: string;
  /** The sites that hold no replica of the storage yet; the dialog is open while there is a list. */
  candidates: SiteInfo[] | undefined;
  allSites: readonly string[];
  onClose: () => void;
  onStarted: (change: ReplicaChange) => void;
}

/** Asks which site should hold one more replica of `ds`, and says what adding it sets in motion. */
export function AddReplicaDialog({ ds, candidates, allSites, onClose, onStarted }: AddReplicaDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<string>();
  const [busy, setBusy] = useState(false);
  const site = picked ?? candidates?.[0]?.site;

  async function confirm(target: string) {
    setBusy(true);
    const ok = await succeeded(addReplica(ds, target));
    setBusy(false);
    // Refused (the toast says why): the site picked stays picked.
    if (!ok) return;
    setPicked(undefined);
    onClose();
    toaster.create({ type: 'success', title: t`Adding a replica of ${ds} on ${target}` });
    onStarted({ ds, site: target, kind: 'add' });
    await invalidateStorage(queryClient, ds, allSites);
  }

  return (
    <ConfirmDialog
      open={candidates !== undefined}
      busy={busy}
      title={<Trans>Add a replica of {ds}?</Trans>}
      confirmLabel={<Trans>Add replica</Trans>}
      onConfirm={() => site !== undefined && void confirm(site)}
      onCancel={() => {
        setPicked(undefined);
        onClose();
      }}
    >
      {candidates && site !== undefined ? (
        <Stack gap="4">
          <SelectField label={t`Site`} value={site} options={candidates.map((c): [string, string] => [c.site, siteLabel(c)])} onChange={setPicked} />
          <Text>
            <Trans>
              The broker copies the data of {ds} to this site in the background, shard by shard. The storage stays available meanwhile. With much data this can take a
              while: the shards on this screen show how far it has got.
            </Trans>
          </Text>
        </Stack>
      ) : null}
    </ConfirmDialog>
  );
}
