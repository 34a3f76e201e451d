/**
 * Durable storage (`/ds/…`) of an EMQX 5.8.1 Enterprise node with session persistence on, after
 * emqx_mgmt_api_ds and emqx_ds_replication_layer_meta (apps/emqx_ds_builtin_raft).
 *
 * Every node claims a site: 16 upper-case hex digits (`binary:encode_hex(crypto:strong_rand_bytes(8))`
 * in ensure_site/0; here a hash of the node's name, so the ids stay put from run to run). A storage
 * has `n_shards` shards (16 by default, ids "0"…"15"), each with a replica set and, while a change
 * is under way, a target set. Asking to add or remove a site recomputes every shard's target set
 * (compute_allocation/3); the shard allocator then walks each shard from its replica set to its
 * target, one transition (`{add, Site}` or `{del, Site}`) at a time. Here a transition takes a
 * while of the sandbox clock (data is copied to a new replica, a leaving one hands over), and the
 * shards move side by side, a little apart, so a screen sees the change spread.
 *
 * The seeded `messages` storage was allocated while only the two core nodes were up: the third
 * node's site exists but holds no replica, which leaves something to add.
 */

export type Transition = { kind: 'add' | 'del'; site: string };

export interface ShardRecord {
  id: string;
  /** Sorted, as the broker keeps it (apply_transition/2 uses lists:usort). */
  replicaSet: string[];
  /** Where an asked-for change leads; undefined once reached. */
  targetSet?: string[];
  /** When the transition at the head of `transitions(shard)` started. */
  stepStartedAt?: number;
}

export interface StorageRecord {
  name: string;
  replicationFactor: number;
  shards: ShardRecord[];
}

export interface DurableStorageState {
  /** Off: every `/ds` operation answers 404 "Durable storage is disabled" (check_enabled/2). */
  enabled: boolean;
  /** Site id → node name (the broker's ?NODE_TAB). */
  sites: Map<string, string>;
  storages: Map<string, StorageRecord>;
}

/** How long one shard's transition takes on the sandbox clock. */
export const ADD_STEP_MS = 30_000;
export const DEL_STEP_MS = 8_000;
/** Shards start their steps this far apart, as the allocator reaches them one after the other. */
export const SHARD_STAGGER_MS = 2_000;

const DEFAULT_SHARDS = 16;
const DEFAULT_REPLICATION_FACTOR = 3;

/** A stable 16-hex-digit site id for a node (FNV-1a, 64 bits, over its name). */
export function siteIdOf(node: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(node)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).toUpperCase().padStart(16, '0');
}

/** Erlang's term order for binaries: byte by byte, which for ASCII ids is the code unit order. */
const byBinary = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const usort = (list: readonly string[]): string[] => [...new Set(list)].sort(byBinary);

/** gen_shards/1: "0"…"N-1", kept in the ordered_set's (binary) order. */
function genShards(n: number): string[] {
  return Array.from({ length: n }, (_, i) => String(i)).sort(byBinary);
}

export function seedDurableStorage(nodes: readonly { name: string; role: 'core' | 'replicant' }[]): DurableStorageState {
  const sites = new Map(nodes.map((node) => [siteIdOf(node.name), node.name]));
  const coreSites = nodes.filter((node) => node.role === 'core').map((node) => siteIdOf(node.name));
  const shardIds = genShards(DEFAULT_SHARDS);
  const storage: StorageRecord = {
    name: 'messages',
    replicationFactor: DEFAULT_REPLICATION_FACTOR,
    shards: computeAllocation(shardIds, coreSites, DEFAULT_REPLICATION_FACTOR).map(([id, set]) => ({ id, replicaSet: usort(set) })),
  };
  return { enabled: true, sites, storages: new Map([[storage.name, storage]]) };
}

/**
 * compute_allocation/3: each shard (in order) takes `min(sites, replication factor)` sites from an
 * endless cycle of the sorted sites, and the next shard starts one site further on.
 */
export function computeAllocation(shards: readonly string[], sites: readonly string[], replicationFactor: number): [string, string[]][] {
  const sorted = [...sites].sort(byBinary);
  const n = Math.min(sorted.length, replicationFactor);
  return [...shards].sort(byBinary).map((shard, i) => [shard, Array.from({ length: n }, (_, k) => sorted[(i + k) % sorted.length]!)]);
}

/** compute_transitions/1: additions and deletions interleaved, an addition first. */
export function transitions(shard: ShardRecord): Transition[] {
  if (!shard.targetSet) return [];
  const additions = shard.targetSet.filter((s) => !shard.replicaSet.includes(s)).map((site): Transition => ({ kind: 'add', site }));
  const deletions = shard.replicaSet.filter((s) => !shard.targetSet!.includes(s)).map((site): Transition => ({ kind: 'del', site }));
  const out: Transition[] = [];
  for (let i = 0; i < Math.max(additions.length, deletions.length); i++) {
    if (additions[i]) out.push(additions[i]!);
    if (deletions[i]) out.push(deletions[i]!);
  }
  return out;
}

const stepMs = (t: Transition): number => (t.kind === 'add' ? ADD_STEP_MS : DEL_STEP_MS);

/** Completes the transitions the clock has passed (update_replica_set_trans/3 for each). */
export function settleTransitions(ds: DurableStorageState, now: number): void {
  for (const storage of ds.storages.values()) {
    for (const shard of storage.shards) {
      for (let next = transitions(shard)[0]; next && shard.stepStartedAt !== undefined; next = transitions(shard)[0]) {
        const doneAt = shard.stepStartedAt + stepMs(next);
        if (doneAt > now) break;
        shard.replicaSet = next.kind === 'add' ? usort([...shard.replicaSet, next.site]) : shard.replicaSet.filter((s) => s !== next.site);
        shard.stepStartedAt = doneAt;
        if (usort(shard.targetSet!).join() === shard.replicaSet.join()) {
          shard.targetSet = undefined;
          shard.stepStartedAt = undefined;
        }
      }
    }
  }
}

/** The ongoing and queued transitions of a storage's shards, for tests and the README. */
export function pendingTransitions(storage: StorageRecord): { shard: string; transitions: Transition[] }[] {
  return storage.shards.filter((s) => s.targetSet).map((s) => ({ shard: s.id, transitions: transitions(s) }));
}

/** list_db_target_sites/1: the sorted union of the shards' target sets (their replica sets where none). */
function targetSites(storage: StorageRecord): string[] {
  return usort(storage.shards.flatMap((s) => s.targetSet ?? s.replicaSet));
}

/** db_sites/1: the sorted union of the shards' replica sets, as they are now. */
export function dbSites(storage: StorageRecord): string[] {
  return usort(storage.shards.flatMap((s) => s.replicaSet));
}

export type MetaResult = { ok: true; unchanged: boolean } | { ok: false; message: string };

/**
 * assign_db_sites_trans/2 and meta_result_to_binary/1: every site must be known, and there must
 * be one at least (`{too_few_sites, []}`, which the API prints with ~p).
 */
export function assignDbSites(ds: DurableStorageState, storage: StorageRecord, sites: readonly string[], now: number): MetaResult {
  const unknown = sites.filter((s) => !ds.sites.has(s));
  if (sites.length === 0) return { ok: false, message: 'Error: {too_few_sites,[]}' };
  if (unknown.length > 0) return { ok: false, message: `Unknown sites: ${unknown.join(', ')}` };
  settleTransitions(ds, now);
  const allocation = new Map(
    computeAllocation(
      storage.shards.map((s) => s.id),
      usort(sites),
      storage.replicationFactor,
    ),
  );
  storage.shards.forEach((shard, i) => {
    const target = allocation.get(shard.id)!;
    const unchanged = usort(target).join() === shard.replicaSet.join();
    shard.targetSet = unchanged ? undefined : target;
    // A shard already under way keeps its step; a new one starts after those before it.
    if (unchanged) shard.stepStartedAt = undefined;
    else shard.stepStartedAt ??= now + i * SHARD_STAGGER_MS;
  });
  return { ok: true, unchanged: false };
}

/** modify_db_sites_trans/2: `unchanged` when the target sites already are (or lack) the site. */
function modifyDbSites(ds: DurableStorageState, storage: StorageRecord, change: Transition, now: number): MetaResult {
  settleTransitions(ds, now);
  const before = targetSites(storage);
  const after = change.kind === 'add' ? usort([...before, change.site]) : before.filter((s) => s !== change.site);
  if (after.join() === before.join()) return { ok: true, unchanged: true };
  return assignDbSites(ds, storage, after, now);
}

export const joinDbSite = (ds: DurableStorageState, storage: StorageRecord, site: string, now: number): MetaResult => modifyDbSites(ds, storage, { kind: 'add', site }, now);

export const leaveDbSite = (ds: DurableStorageState, storage: StorageRecord, site: string, now: number): MetaResult => modifyDbSites(ds, storage, { kind: 'del', site }, now);

/** GET /ds/storages/{ds}: replicas come out of maps:fold/3 onto a list's head, so in descending site order. */
export function storageView(ds: DurableStorageState, storage: StorageRecord, isUp: (node: string) => boolean) {
  return {
    name: storage.name,
    shards: storage.shards.map((shard) => ({
      id: shard.id,
      replicas: [...shard.replicaSet].reverse().map((site) => ({ site, status: isUp(ds.sites.get(site) ?? '') ? 'up' : 'down' })),
    })),
  };
}

/** GET /ds/sites/{site}: the shards whose replica set holds the site, storage by storage. */
export function siteView(ds: DurableStorageState, site: string, isUp: (node: string) => boolean) {
  const node = ds.sites.get(site) ?? '';
  const status = isUp(node) ? 'up' : 'down';
  const shards = [...ds.storages.values()]
    .sort((a, b) => byBinary(a.name, b.name))
    .flatMap((storage) => storage.shards.filter((s) => s.replicaSet.includes(site)).map((s) => ({ storage: storage.name, id: s.id, status })));
  return { node, up: isUp(node), shards };
}
