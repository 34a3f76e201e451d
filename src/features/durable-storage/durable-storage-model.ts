/**
 * What the screen reads out of a storage's shards. EMQX 5.8.1 answers only the replica sets as they
 * are, never the target the shards are moving to: a change asked for on this screen is followed by
 * watching its site come into (or leave) the shards, one after the other.
 */
import type { EmqxMgmtApiDsDb } from '../../generated/model';

export interface ReplicaChange {
  ds: string;
  site: string;
  kind: 'add' | 'remove';
}

/** How many of the storage's shards have a replica on each site. */
export function replicaCounts(storage: EmqxMgmtApiDsDb): Map<string, number> {
  const counts = new Map<string, number>();
  for (const shard of storage.shards ?? []) {
    for (const replica of shard.replicas ?? []) {
      if (replica.site !== undefined) counts.set(replica.site, (counts.get(replica.site) ?? 0) + 1);
    }
  }
  return counts;
}

export interface ChangeProgress {
  /** Shards the change has reached: those with a replica on an added site, those without one on a removed site. */
  done: number;
  total: number;
  finished: boolean;
}

/**
 * An addition is taken as finished once every shard has a replica on the site, which holds where
 * the replication factor covers every site (the broker's default of 3 on a cluster of up to three).
 */
export function changeProgress(change: ReplicaChange, storage: EmqxMgmtApiDsDb): ChangeProgress {
  const shards = storage.shards ?? [];
  const holding = shards.filter((shard) => shard.replicas?.some((r) => r.site === change.site)).length;
  const done = change.kind === 'add' ? holding : shards.length - holding;
  return { done, total: shards.length, finished: shards.length > 0 && done === shards.length };
}

export const sameChange = (a: ReplicaChange, b: ReplicaChange): boolean => a.ds === b.ds && a.site === b.site;
