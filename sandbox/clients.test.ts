import { expectContractViolation, send, startTestSandbox, type TestSandbox } from './test-support';

interface Client {
  clientid: string;
  username: string;
  node: string;
  connected: boolean;
  proto_ver: number;
  subscriptions_cnt: number;
  created_at: string;
}
interface Meta {
  page: number;
  limit: number;
  count?: number;
  hasnext: boolean;
}
interface Sub {
  clientid: string;
  topic: string;
  qos: number;
  node: string;
}

const AWKWARD = 'sensor/line-1 #7';

describe('sandbox clients and subscriptions', () => {
  let t: TestSandbox;
  const list = (query: string) => t.getJson<{ data: Client[]; meta: Meta }>(`/clients?${query}`);
  const subs = (query: string) => t.getJson<{ data: Sub[]; meta: Meta }>(`/subscriptions?${query}`);

  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  it('seeds about 3,000 clients over three nodes, online and offline', async () => {
    const { meta } = await list('limit=1');
    expect(meta.count).toBeGreaterThan(2900);
    expect(meta.count).toBeLessThan(3100);
    const nodes = await t.getJson<{ node: string }[]>('/nodes');
    const counts = await Promise.all(nodes.map((n) => list(`node=${encodeURIComponent(n.node)}&limit=1`)));
    expect(counts.map((c) => c.meta.count ?? 0).reduce((a, b) => a + b, 0)).toBe(meta.count);
    expect(counts.every((c) => (c.meta.count ?? 0) > 300)).toBe(true);
    expect((await list('conn_state=disconnected&limit=1')).meta.count).toBeGreaterThan(50);
  });

  it('pages like the broker: default limit 100, count, hasnext, distinct pages', async () => {
    const first = await list('');
    expect(first.meta).toMatchObject({ page: 1, limit: 100, hasnext: true });
    expect(first.data).toHaveLength(100);
    const second = await list('page=2&limit=100');
    expect(second.meta.page).toBe(2);
    const ids = new Set(first.data.map((c) => c.clientid));
    expect(second.data.some((c) => ids.has(c.clientid))).toBe(false);
    const count = first.meta.count ?? 0;
    const last = await list(`page=${Math.ceil(count / 100)}&limit=100`);
    expect(last.meta.hasnext).toBe(false);
    expect(last.data.length).toBe(count - 100 * (Math.ceil(count / 100) - 1));
    await expectContractViolation(await t.api('/clients?limit=10001'), 'query parameter limit must be <= 10000, not 10001');
    await expectContractViolation(await t.api('/clients?page=0'), 'query parameter page must be >= 1, not 0');
  });

  it('filters exactly (username, node, conn_state, proto_ver) and fuzzily (like_*), leaving count out for fuzzy ones', async () => {
    const byUser = await list('username=fleet&limit=1000');
    expect(byUser.data.length).toBeGreaterThan(0);
    expect(byUser.data.every((c) => c.username === 'fleet')).toBe(true);
    expect(byUser.meta.count).toBe(byUser.data.length);

    const node = 'emqx@node2.emqx.io';
    const byNode = await list(`node=${encodeURIComponent(node)}&conn_state=connected&proto_ver=5&limit=500`);
    expect(byNode.data.every((c) => c.node === node && c.connected && c.proto_ver === 5)).toBe(true);

    const fuzzy = await list(`like_clientid=${encodeURIComponent('line-1 #')}&limit=500`);
    expect(fuzzy.data.length).toBeGreaterThan(10);
    expect(fuzzy.data.every((c) => c.clientid.includes('line-1 #'))).toBe(true);
    expect(fuzzy.meta.count).toBeUndefined();

    const two = await list(`clientid=${encodeURIComponent(AWKWARD)}&clientid=prometheus-exporter`);
    expect(two.data.map((c) => c.clientid).sort()).toEqual([AWKWARD, 'prometheus-exporter'].sort());

    const cutoff = Date.parse(two.data[0]?.created_at ?? '');
    const recent = await list(`gte_created_at=${cutoff}&limit=10000`);
    expect(recent.data.every((c) => Date.parse(c.created_at) >= cutoff)).toBe(true);
    expect((await t.api('/clients?node=emqx@nowhere')).status).toBe(500);
  });

  it('returns only the requested fields', async () => {
    const { data } = await list('fields=clientid,node&limit=3');
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(['clientid', 'node']);
  });

  it('round-trips client ids with "/", " ", "#", "%" and non-ASCII through encodeURIComponent', async () => {
    for (const id of [AWKWARD, 'legacy%20client', '温度传感器-01', 'ops dashboard (Grafana)']) {
      const client = await t.getJson<Client>(`/clients/${encodeURIComponent(id)}`);
      expect(client.clientid).toBe(id);
      const own = await t.getJson<Sub[]>(`/clients/${encodeURIComponent(id)}/subscriptions`);
      expect(own.every((s) => s.clientid === id)).toBe(true);
    }
    const missing = await t.api(`/clients/${encodeURIComponent('no such/client')}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'CLIENTID_NOT_FOUND', message: 'Client ID not found' });
  });

  it('subscribes and unsubscribes a client, visible in /subscriptions, /topics and subscriptions_cnt', async () => {
    const id = encodeURIComponent(AWKWARD);
    const before = await t.getJson<Client>(`/clients/${id}`);
    const res = await t.api(`/clients/${id}/subscribe`, send('POST', { topic: 'sandbox/test/+', qos: 2 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ clientid: AWKWARD, topic: 'sandbox/test/+', qos: 2 });
    expect((await t.getJson<Client>(`/clients/${id}`)).subscriptions_cnt).toBe(before.subscriptions_cnt + 1);

    const found = await subs(`clientid=${id}&topic=${encodeURIComponent('sandbox/test/+')}`);
    expect(found.data).toEqual([expect.objectContaining({ clientid: AWKWARD, topic: 'sandbox/test/+', qos: 2, node: before.node })]);
    // match_topic filters the subscribed filters (emqx_topic:match(Subscribed, MatchTopic)): `+` is matched by `#`, not by a level.
    expect((await subs(`match_topic=${encodeURIComponent('sandbox/test/#')}`)).data.map((s) => s.clientid)).toContain(AWKWARD);
    expect((await subs(`match_topic=${encodeURIComponent('sandbox/test/x')}`)).data.map((s) => s.clientid)).not.toContain(AWKWARD);
    expect((await t.getJson<{ topic: string }[]>(`/topics/${encodeURIComponent('sandbox/test/+')}`))[0]?.topic).toBe('sandbox/test/+');

    const bulk = await t.api(`/clients/${id}/subscribe/bulk`, send('POST', [{ topic: 'sandbox/a' }, { topic: '$share/g1/sandbox/b', qos: 1 }]));
    expect(bulk.status).toBe(200);
    expect((await subs('share_group=g1')).data.map((s) => s.topic)).toContain('$share/g1/sandbox/b');

    expect((await t.api(`/clients/${id}/unsubscribe`, send('POST', { topic: 'sandbox/test/+' }))).status).toBe(204);
    expect((await t.api(`/clients/${id}/unsubscribe/bulk`, send('POST', [{ topic: 'sandbox/a' }, { topic: '$share/g1/sandbox/b' }]))).status).toBe(204);
    expect((await subs(`clientid=${id}&topic=${encodeURIComponent('sandbox/test/+')}`)).data).toEqual([]);
    expect((await t.api(`/topics/${encodeURIComponent('sandbox/test/+')}`)).status).toBe(404);
    // The API hands the filter to the client's channel without waiting: 200, but the channel refuses it.
    expect((await t.api(`/clients/${id}/subscribe`, send('POST', { topic: 'bad/#/topic' }))).status).toBe(200);
    expect((await subs(`clientid=${id}&topic=${encodeURIComponent('bad/#/topic')}`)).data).toEqual([]);
    const shared = await t.api(`/clients/${id}/subscribe`, send('POST', { topic: '$share/g1/sandbox/nl', nl: 1 }));
    expect(shared.status).toBe(400);
    expect(await shared.json()).toMatchObject({ code: 'INVALID_PARAMETER' });
  });

  it('kicks a client out: it and its subscriptions are gone', async () => {
    const id = 'gw_eu-west_01';
    expect((await subs(`clientid=${id}`)).data.length).toBeGreaterThan(0);
    const before = (await list('limit=1')).meta.count ?? 0;
    expect((await t.api(`/clients/${encodeURIComponent(id)}`, { method: 'DELETE' })).status).toBe(204);
    expect((await t.api(`/clients/${encodeURIComponent(id)}`)).status).toBe(404);
    expect((await subs(`clientid=${id}`)).data).toEqual([]);
    expect((await list('limit=1')).meta.count).toBe(before - 1);
    expect((await t.api(`/clients/${encodeURIComponent(id)}`, { method: 'DELETE' })).status).toBe(404);

    expect((await t.api('/clients/kickout/bulk', send('POST', ['gw_eu-west_02', 'gw_us-east_01']))).status).toBe(204);
    expect((await list('clientid=gw_eu-west_02&clientid=gw_us-east_01')).data).toEqual([]);
  });

  it('pages subscriptions and routes', async () => {
    const page = await subs('limit=50');
    expect(page.data).toHaveLength(50);
    expect(page.meta.hasnext).toBe(true);
    const topics = await t.getJson<{ data: { topic: string; node: string }[]; meta: Meta }>('/topics?limit=20');
    expect(topics.data).toHaveLength(20);
    expect(topics.meta.count).toBeGreaterThan(20);
  });
});
