import { expectContractViolation, send, startTestSandbox, type TestSandbox } from './test-support';

interface Client {
  clientid: string;
  node: string;
  connected?: boolean;
  subscriptions_cnt?: number;
}
interface V2 {
  data: Client[];
  meta: { count: number; cursor?: string };
}
interface Paged<T> {
  data: T[];
  meta: { count?: number; hasnext: boolean };
}

const enc = encodeURIComponent;

describe('clients by cursor (GET /clients_v2) on the seeded sandbox', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ clients: 250 });
  });
  afterAll(() => t.close());

  it('walks every client exactly once, node by node, with only the fields asked for', async () => {
    const seen: Client[] = [];
    let cursor: string | undefined;
    do {
      const page = await t.getJson<V2>(`/clients_v2?limit=40&fields=clientid,node${cursor ? `&cursor=${enc(cursor)}` : ''}`);
      expect(page.meta.count).toBe(page.data.length);
      expect(page.data.length).toBeLessThanOrEqual(40);
      seen.push(...page.data);
      cursor = page.meta.cursor;
    } while (cursor);
    expect(seen.map((c) => c.clientid).sort()).toEqual([...t.state.clients.keys()].sort());
    expect(Object.keys(seen[0]!).sort()).toEqual(['clientid', 'node']);
    // One node's table after another, in the cluster's order.
    const order = t.state.nodes.map((n) => n.name);
    const nodeRuns = seen.map((c) => order.indexOf(c.node));
    expect(nodeRuns).toEqual([...nodeRuns].sort((a, b) => a - b));
  });

  it('filters as /clients does and refuses a cursor it did not hand out', async () => {
    const page = await t.getJson<V2>('/clients_v2?like_clientid=line&conn_state=connected&limit=10000');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((c) => c.clientid.includes('line') && c.connected)).toBe(true);
    expect(page.meta.cursor).toBeUndefined();
    const bad = await t.api('/clients_v2?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 'BAD_REQUEST', message: 'bad cursor' });
    await expectContractViolation(await t.api('/clients_v2?page=2'), 'query parameter page is not one the operation takes');
  });
});

describe('the large sandbox (--scale large)', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ scale: 'large' });
  });
  afterAll(() => t.close());

  it('holds a million clients, two million subscriptions and a hundred thousand topics, counted without listing them', async () => {
    const clients = await t.getJson<Paged<Client>>('/clients?limit=1');
    expect(clients.meta.count).toBe(1_000_000);
    const subscriptions = await t.getJson<Paged<unknown>>('/subscriptions?limit=1');
    expect(subscriptions.meta.count).toBeGreaterThan(1_990_000);
    const stats = await t.getJson<{ 'live_connections.count': number; 'topics.count': number; 'subscriptions.count': number }[]>('/stats?aggregate=false');
    const live = stats.reduce((sum, s) => sum + s['live_connections.count'], 0);
    expect(live / 1_000_000).toBeGreaterThan(0.65);
    expect(live / 1_000_000).toBeLessThan(0.75);
    expect(stats[0]!['topics.count']).toBeGreaterThanOrEqual(100_000);
    const routes = await t.getJson<Paged<{ topic: string; node: string }>>('/topics?limit=5');
    expect(routes.meta.count).toBeGreaterThan(250_000);
    expect((await t.getJson<Paged<unknown>>('/mqtt/retainer/messages?limit=1')).meta.count).toBeGreaterThanOrEqual(50_000);
  });

  it('seeds thousands of rules and actions, users, ACL rules and bans', async () => {
    expect(t.state.rules.size).toBeGreaterThanOrEqual(5_000);
    expect(t.state.actions.size).toBeGreaterThanOrEqual(2_000);
    expect(t.state.connectors.size).toBeGreaterThanOrEqual(2_000);
    expect(t.state.sources.size).toBeGreaterThanOrEqual(200);
    const rules = await t.getJson<Paged<{ id: string }>>('/rules?limit=10&page=3');
    expect(rules.data).toHaveLength(10);
    const users = await t.getJson<Paged<unknown>>(`/authentication/${enc('password_based:built_in_database')}/users?limit=1`);
    expect(users.meta.count).toBe(10_000);
    const banned = await t.getJson<Paged<unknown>>('/banned?limit=1');
    expect(banned.meta.count).toBeGreaterThanOrEqual(500);
  });

  it('finds, lists by cursor and kicks out a generated client the same way as a seeded one', async () => {
    const id = t.state.population!.idAt(777_777);
    const client = await t.getJson<Client>(`/clients/${enc(id)}`);
    expect(client).toMatchObject({ clientid: id, subscriptions_cnt: 2 });
    expect((await t.getJson<V2>(`/clients_v2?clientid=${enc(id)}`)).data.map((c) => c.clientid)).toEqual([id]);

    const first = await t.getJson<V2>('/clients_v2?limit=100&fields=clientid');
    const second = await t.getJson<V2>(`/clients_v2?limit=100&fields=clientid&cursor=${enc(first.meta.cursor!)}`);
    expect(second.data).toHaveLength(100);
    expect(second.data.some((c) => first.data.some((f) => f.clientid === c.clientid))).toBe(false);

    expect((await t.api(`/clients/${enc(id)}`, send('DELETE'))).status).toBe(204);
    expect((await t.api(`/clients/${enc(id)}`)).status).toBe(404);
    expect((await t.getJson<Paged<Client>>('/clients?limit=1')).meta.count).toBe(999_999);
  });

  it("changes a generated client's subscriptions and counts them", async () => {
    const id = t.state.population!.idAt(4242);
    const before = (await t.getJson<Paged<unknown>>('/subscriptions?limit=1')).meta.count!;
    expect((await t.api(`/clients/${enc(id)}/subscribe`, send('POST', { topic: 'ops/probe', qos: 1 }))).status).toBe(200);
    const own = await t.getJson<{ topic: string }[]>(`/clients/${enc(id)}/subscriptions`);
    expect(own.map((s) => s.topic)).toContain('ops/probe');
    expect(own).toHaveLength(3);
    expect((await t.getJson<Paged<unknown>>('/subscriptions?limit=1')).meta.count).toBe(before + 1);
  });
});
