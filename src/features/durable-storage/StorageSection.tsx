import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ActionButton } from '../../components/ActionLink';
import { DataTable, type Column } from '../../components/DataTable';
import { DisabledWithReason } from '../../components/DisabledWithReason';
import { RowAction } from '../../components/RowAction';
import { Section } from '../../components/Section';
import { StatusBadge } from '../../components/StatusBadge';
import type { EmqxMgmtApiDsDb, EmqxMgmtApiDsDbShard } from '../../generated/model';
import { AddReplicaDialog } from './AddReplicaDialog';
import { ChangesUnderWay } from './ChangesUnderWay';
import { replicaCounts, type ReplicaChange } from './durable-storage-model';
import { RemoveReplicaDialog } from './RemoveReplicaDialog';
import { SetReplicasDialog } from './SetReplicasDialog';
import { siteLabel, type SiteInfo } from './site-info';

interface StorageSectionProps {
  name: string;
  storage: EmqxMgmtApiDsDb | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Every known site, in the order the broker lists them. */
  sites: SiteInfo[];
  /** Changes asked for on this screen that the shards have not finished yet. */
  changes: ReplicaChange[];
  onStarted: (change: ReplicaChange) => void;
}

interface ReplicaRow {
  info: SiteInfo;
  shards: number;
}

/** One storage: which sites hold its replicas, the changes under way, and each shard's replica set. */
export function StorageSection({ name, storage, loading, error, onRetry, sites, changes, onStarted }: StorageSectionProps) {
  const { t } = useLingui();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SiteInfo>();
  const [choosing, setChoosing] = useState(false);
  const counts = storage ? replicaCounts(storage) : new Map<string, number>();
  const total = storage?.shards?.length ?? 0;
  const infoOf = (site: string): SiteInfo => sites.find((s) => s.site === site) ?? { site, node: undefined, up: undefined };
  const pending = (site: string, kind: ReplicaChange['kind']) => changes.some((c) => c.site === site && c.kind === kind);

  const holders = [...new Set([...sites.map((s) => s.site), ...counts.keys()])].filter((site) => (counts.get(site) ?? 0) > 0 || pending(site, 'add'));
  const rows: ReplicaRow[] | undefined = storage ? holders.map((site) => ({ info: infoOf(site), shards: counts.get(site) ?? 0 })) : undefined;
  const candidates = sites.filter((s) => (counts.get(s.site) ?? 0) === 0 && !pending(s.site, 'add'));
  // What the broker's target set keeps once this site goes: it refuses to leave none.
  const keeps = (site: string) => holders.filter((h) => h !== site && !pending(h, 'remove')).length > 0;
  const allSites = sites.map((s) => s.site);

  function removeAction(row: ReplicaRow) {
    const site = siteLabel(row.info);
    const label = t`Remove the replica on ${site}`;
    const reason = pending(row.info.site, 'remove') ? t`Its replica is already being removed` : !keeps(row.info.site) ? t`The last replica of a storage cannot be removed` : undefined;
    if (reason) {
      return (
        <DisabledWithReason reason={reason}>
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={label}>
            <Trash2 />
          </IconButton>
        </DisabledWithReason>
      );
    }
    return (
      <RowAction label={label} danger onClick={() => setRemoving(row.info)}>
        <Trash2 />
      </RowAction>
    );
  }

  const replicaColumns: Column<ReplicaRow>[] = [
    { id: 'site', header: t`Site ID`, cell: (r) => <Text fontFamily="mono">{r.info.site}</Text> },
    { id: 'node', header: t`Node`, cell: (r) => r.info.node },
    {
      id: 'shards',
      header: t`Shards with a replica here`,
      numeric: true,
      cell: (r) => {
        const shards = r.shards;
        return t`${shards} of ${total}`;
      },
    },
    { id: 'actions', header: <Trans>Actions</Trans>, cell: removeAction },
  ];

  const shardColumns: Column<EmqxMgmtApiDsDbShard>[] = [
    { id: 'id', header: t`Shard`, cell: (s) => s.id },
    {
      id: 'replicas',
      header: t`Replicas`,
      wrap: true,
      cell: (s) => (
        <HStack gap="1" wrap="wrap">
          {(s.replicas ?? []).map((r) => {
            const name = r.site ? (infoOf(r.site).node ?? r.site) : '';
            const up = r.status === 'up';
            return (
              <span key={r.site} title={r.site}>
                <StatusBadge status={up ? 'running' : 'stopped'}>{up ? name : t`${name} (down)`}</StatusBadge>
              </span>
            );
          })}
        </HStack>
      ),
    },
  ];

  const addButton =
    storage && candidates.length === 0 ? (
      <DisabledWithReason reason={t`Every site already holds a replica of this storage`}>
        <Button size="sm" colorPalette="brand">
          <Plus />
          <Trans>Add replica</Trans>
        </Button>
      </DisabledWithReason>
    ) : (
      <ActionButton disabled={!storage} onClick={() => setAdding(true)}>
        <Plus />
        <Trans>Add replica</Trans>
      </ActionButton>
    );

  return (
    <Section id={`ds-storage-${name}`} title={t`Storage ${name}`} framed>
      <Stack gap="4">
        <HStack justify="space-between" align="center" wrap="wrap" gap="2">
          <Text color="fg.muted" fontSize="sm">
            <Trans>Each shard keeps its replicas on a few sites; the broker moves them when a site is added or removed.</Trans>
          </Text>
          <HStack gap="2">
            <ActionButton secondary disabled={!storage} onClick={() => setChoosing(true)}>
              <Trans>Choose sites</Trans>
            </ActionButton>
            {addButton}
          </HStack>
        </HStack>
        {storage ? <ChangesUnderWay storage={storage} changes={changes} label={(site) => siteLabel(infoOf(site))} /> : null}
        <DataTable
          label={t`Replicas of ${name}`}
          columns={replicaColumns}
          rows={rows}
          rowKey={(r) => r.info.site}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={<Trans>No site holds a replica.</Trans>}
        />
        <DataTable label={t`Shards of ${name}`} columns={shardColumns} rows={storage?.shards} rowKey={(s) => s.id ?? ''} loading={loading} error={error} onRetry={onRetry} />
      </Stack>
      <AddReplicaDialog ds={name} candidates={adding ? candidates : undefined} allSites={allSites} onClose={() => setAdding(false)} onStarted={onStarted} />
      <SetReplicasDialog
        ds={name}
        current={choosing ? holders.filter((site) => (counts.get(site) ?? 0) > 0) : undefined}
        sites={sites}
        onClose={() => setChoosing(false)}
        onStarted={onStarted}
      />
      <RemoveReplicaDialog ds={name} target={removing} allSites={allSites} onClose={() => setRemoving(undefined)} onStarted={onStarted} />
    </Section>
  );
}
