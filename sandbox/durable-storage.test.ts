import {
  getDsSitesBySiteResponse,
  getDsSitesResponse,
  getDsStoragesByDsReplicasResponse,
  getDsStoragesByDsResponse,
  getDsStoragesResponse,
} from '../src/generated/zod/durable-storage/durable-storage.zod';
import { printAtom } from './lib/erlang';
import { ADD_STEP_MS, computeAllocation, DEL_STEP_MS, pendingTransitions, SHARD_STAGGER_MS, siteIdOf } from './model/durable-storage';
import { expectContractViolation, manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

interface Storage {
  name: string;
  shards: { id: string; replicas: { site: string; status: string }[] }[];
}

const S1 = siteIdOf('emqx@node1.emqx.io');
const S2 = siteIdOf('emqx@node2.emqx.io');
const S3 = siteIdOf('emqx@node3.emqx.io');
/** Long enough for every shard's step, the last one starting 15 staggers after the first. */
const ALL_ADDS = ADD_STEP_MS + 16 * SHARD_STAGGER_MS;
const ALL_DELS = DEL_STEP_MS + 16 * SHARD_STAGGER_MS;

describe('sandbox durable storage', () => {
  const clock = manualClock();
  let t: TestSandbox;
  const storage = () => t.getJson<Storage>('/ds/storages/messages');
  const sitesOfShards = async () =>
    (await storage()).shards.map((s) =>
      s.replicas
        .map((r) => r.site)
        .sort()
        .join(','),
    );
  const put = (site: string) => t.api(`/ds/storages/messages/replicas/${site}`, send('PUT'));
  const del = (site: string) => t.api(`/ds/storages/messages/replicas/${site}`, send('DELETE'));

  beforeAll(async () => {
    t = await startTestSandbox({ now: clock.now, clients: 20, requireAuth: false });
  });
  afterAll(() => t.close());

  it('makes one site per node, 16 upper-case hex digits, listed in order, valid against the contract', async () => {
    const sites = await t.getJson<string[]>('/ds/sites');
    expect(getDsSitesResponse.safeParse(sites).success).toBe(true);
    expect(sites).toEqual([S1, S2, S3].sort());
    for (const site of sites) expect(site).toMatch(/^[0-9A-F]{16}$/);

    const one = await t.getJson(`/ds/sites/${S1}`);
    expect(getDsSitesBySiteResponse.safeParse(one).success).toBe(true);
    expect(one).toMatchObject({ node: 'emqx@node1.emqx.io', up: true });
    expect((one as { shards: unknown[] }).shards).toHaveLength(16);
    expect((one as { shards: unknown[] }).shards[0]).toEqual({ storage: 'messages', id: '0', status: 'up' });
    // The replicant's site was claimed after the storage was allocated: it holds nothing yet.
    expect(await t.getJson(`/ds/sites/${S3}`)).toEqual({ node: 'emqx@node3.emqx.io', up: true, shards: [] });

    const missing = await t.api('/ds/sites/unknown_site');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Site not found: unknown_site' });
  });

  it('answers the messages storage: 16 shards in the broker’s (binary) order, replicas in descending site order', async () => {
    const storages = await t.getJson('/ds/storages');
    expect(getDsStoragesResponse.safeParse(storages).success).toBe(true);
    expect(storages).toEqual(['messages']);
    const db = await storage();
    expect(getDsStoragesByDsResponse.safeParse(db).success).toBe(true);
    expect(db.shards.map((s) => s.id)).toEqual(['0', '1', '10', '11', '12', '13', '14', '15', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(db.shards[0]!.replicas).toEqual(
      [S1, S2]
        .sort()
        .reverse()
        .map((site) => ({ site, status: 'up' })),
    );

    const replicas = await t.getJson('/ds/storages/messages/replicas');
    expect(getDsStoragesByDsReplicasResponse.safeParse(replicas).success).toBe(true);
    expect(replicas).toEqual([S1, S2].sort());

    // check_db_exists/2 answers before the operation, with the name printed as an Erlang atom.
    for (const path of ['/ds/storages/unknown_ds', '/ds/storages/unknown_ds/replicas']) {
      const res = await t.api(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: "DB 'unknown_ds' does not exist" });
    }
    expect(await (await t.api('/ds/storages/Nope/replicas/x', send('PUT'))).json()).toEqual({
      code: 'NOT_FOUND',
      message: "DB ''Nope'' does not exist",
    });
  });

  it('adds a site: 202 OK as bare text, then the shards take it one after the other as the clock runs', async () => {
    const res = await put(S3);
    expect(res.status).toBe(202);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.text()).toBe('OK');
    // Asked again while under way: the target already holds it, and the broker says OK all the same.
    expect(await (await put(S3)).text()).toBe('OK');

    const storageRecord = t.state.durableStorage.storages.get('messages')!;
    expect(pendingTransitions(storageRecord)).toHaveLength(16);
    expect(pendingTransitions(storageRecord)[0]!.transitions).toEqual([{ kind: 'add', site: S3 }]);
    // Nothing moves before the data is copied: the replica sets are still the old ones.
    expect(await t.getJson('/ds/storages/messages/replicas')).toEqual([S1, S2].sort());

    clock.advance(ADD_STEP_MS);
    const partly = await sitesOfShards();
    expect(partly.filter((s) => s.includes(S3)).length).toBe(1);
    expect(await t.getJson('/ds/storages/messages/replicas')).toEqual([S1, S2, S3].sort());

    clock.advance(ALL_ADDS);
    expect(new Set(await sitesOfShards())).toEqual(new Set([[S1, S2, S3].sort().join(',')]));
    expect(pendingTransitions(storageRecord)).toEqual([]);
    expect(((await t.getJson(`/ds/sites/${S3}`)) as { shards: unknown[] }).shards).toHaveLength(16);
  });

  it('removes a site, refuses what is not in the set (404) and the last replica (400, code 400), as the broker does', async () => {
    const res = await del(S1);
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('OK');
    const pending = pendingTransitions(t.state.durableStorage.storages.get('messages')!);
    expect(pending[0]!.transitions).toEqual([{ kind: 'del', site: S1 }]);
    clock.advance(ALL_DELS);
    expect(await t.getJson('/ds/storages/messages/replicas')).toEqual([S2, S3].sort());

    const notMember = await del(S1);
    expect(notMember.status).toBe(404);
    expect(await notMember.json()).toEqual({ code: 'NOT_FOUND', message: 'Site is not part of replica set' });

    const unknown = await put('unknown_site');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ code: 400, message: 'Unknown sites: unknown_site' });

    await del(S2);
    clock.advance(ALL_DELS);
    const last = await del(S3);
    expect(last.status).toBe(400);
    expect(await last.json()).toEqual({ code: 400, message: 'Error: {too_few_sites,[]}' });
    expect(await t.getJson('/ds/storages/messages/replicas')).toEqual([S3]);
  });

  it('assigns a whole set with PUT …/replicas, checking the sites first', async () => {
    const bad = await t.api('/ds/storages/messages/replicas', send('PUT', [S1, 'invalid_site', 'other']));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 400, message: 'Unknown sites: invalid_site, other' });
    expect(await (await t.api('/ds/storages/messages/replicas', send('PUT', []))).json()).toEqual({ code: 400, message: 'Error: {too_few_sites,[]}' });

    const ok = await t.api('/ds/storages/messages/replicas', send('PUT', [S1, S2]));
    expect(ok.status).toBe(202);
    expect(await ok.text()).toBe('OK');
    // Additions and deletions interleave, an addition first (compute_transitions/1).
    const shard = pendingTransitions(t.state.durableStorage.storages.get('messages')!)[0]!;
    expect(shard.transitions.map((x) => x.kind)).toEqual(['add', 'del', 'add']);
    clock.advance(3 * ADD_STEP_MS + ALL_ADDS);
    expect(await t.getJson('/ds/storages/messages/replicas')).toEqual([S1, S2].sort());

    await expectContractViolation(await t.api('/ds/storages/messages/replicas', send('PUT', { sites: [S1] })), 'body');
  });

  it('answers 404 "Durable storage is disabled" everywhere when it is off', async () => {
    t.state.durableStorage.enabled = false;
    try {
      for (const [path, init] of [
        ['/ds/sites', undefined],
        [`/ds/sites/${S1}`, undefined],
        ['/ds/storages', undefined],
        ['/ds/storages/messages', undefined],
        ['/ds/storages/messages/replicas', undefined],
        [`/ds/storages/messages/replicas/${S1}`, send('PUT')],
        [`/ds/storages/messages/replicas/${S1}`, send('DELETE')],
      ] as const) {
        const res = await t.api(path, init);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Durable storage is disabled' });
      }
    } finally {
      t.state.durableStorage.enabled = true;
    }
  });

  it('counts the sessions in the registry as bare digits, whatever `since` says, and none with the registry off', async () => {
    const res = await t.api('/sessions_count?since=1705391625');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const text = await res.text();
    expect(text).toBe(String(t.state.clients.size));
    expect(JSON.parse(text)).toBe(t.state.clients.size);

    const broker = t.state.configs.get('broker') as Record<string, unknown>;
    t.state.configs.set('broker', { ...broker, enable_session_registry: false });
    try {
      expect(await (await t.api('/sessions_count')).text()).toBe('0');
    } finally {
      t.state.configs.set('broker', broker as never);
    }
    await expectContractViolation(await t.api('/sessions_count?since=-1'), 'since');
  });

  it('allocates as compute_allocation/3 does and prints atoms as ~p does', () => {
    expect(computeAllocation(['1', '0', '2'], ['C', 'A', 'B'], 2)).toEqual([
      ['0', ['A', 'B']],
      ['1', ['B', 'C']],
      ['2', ['C', 'A']],
    ]);
    expect([printAtom('messages'), printAtom('Foo'), printAtom('a-b')]).toEqual(['messages', "'Foo'", "'a-b'"]);
  });
});
