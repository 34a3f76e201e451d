import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { putDsStoragesByDsReplicas } from '../../generated/endpoints/durable-storage/durable-storage';
import type { ReplicaChange } from './durable-storage-model';
import { invalidateStorage } from './durable-storage-queries';
import { siteLabel, type SiteInfo } from './site-info';

interface SetReplicasDialogProps {
  ds: string;
  /** The sites that hold a replica now; the dialog is open while there is a list. */
  current: readonly string[] | undefined;
  sites: readonly SiteInfo[];
  onClose: () => void;
  onStarted: (change: ReplicaChange) => void;
}

/**
 * Chooses every site that should hold `ds` at once (after nodes were replaced, say): the broker adds
 * and removes replicas in one plan, moving the data in the background.
 */
export function SetReplicasDialog({ ds, current, sites, onClose, onStarted }: SetReplicasDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<string[]>();
  const [busy, setBusy] = useState(false);
  const chosen = picked ?? [...(current ?? [])];
  const adds = chosen.filter((site) => !current?.includes(site));
  const removes = (current ?? []).filter((site) => !chosen.includes(site));
  const close = () => {
    setPicked(undefined);
    onClose();
  };

  async function confirm() {
    if (!chosen.length || !(adds.length || removes.length)) return;
    setBusy(true);
    const ok = await succeeded(putDsStoragesByDsReplicas(ds, chosen));
    setBusy(false);
    // Refused (the toast says why): the sites ticked stay ticked.
    if (!ok) return;
    close();
    toaster.create({ type: 'success', title: t`The replicas of ${ds} are being moved` });
    adds.forEach((site) => onStarted({ ds, site, kind: 'add' }));
    removes.forEach((site) => onStarted({ ds, site, kind: 'remove' }));
    await invalidateStorage(queryClient, ds, sites.map((s) => s.site));
  }

  const added = adds.length;
  const removed = removes.length;
  return (
    <ConfirmDialog open={current !== undefined} busy={busy} title={<Trans>Choose the sites of {ds}</Trans>} confirmLabel={<Trans>Apply</Trans>} onConfirm={() => void confirm()} onCancel={close}>
      <Stack gap="4">
        <CheckboxGroup
          label={t`Sites that hold a replica`}
          options={sites.map((s) => [s.site, siteLabel(s)] as const)}
          checked={chosen}
          onChange={setPicked}
          error={chosen.length ? undefined : t`Keep at least one site: a storage needs a replica`}
          help={added || removed ? t`${added} to add, ${removed} to remove` : t`No change yet`}
        />
        <Text>
          <Trans>
            The broker copies the data of {ds} to the sites added and moves it off the sites removed, shard by shard, in the background. The storage stays
            available meanwhile; with much data this can take a while.
          </Trans>
        </Text>
      </Stack>
    </ConfirmDialog>
  );
}
