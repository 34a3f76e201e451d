import { expectContractViolation, manualClock, startTestSandbox, type TestSandbox } from './test-support';

interface Delayed {
  msgid: number;
  node: string;
  topic: string;
  qos: number;
  from_clientid: string;
  publish_at: string;
  expected_at: string;
  delayed_interval: number;
  delayed_remaining: number;
  payload?: string;
}
interface Page {
  data: Delayed[];
  meta: { page: number; limit: number; count: number };
}

const path = (m: Delayed) => `/mqtt/delayed/messages/${encodeURIComponent(m.node)}/${m.msgid}`;

describe('sandbox delayed messages', () => {
  const clock = manualClock();
  let t: TestSandbox;
  const list = (query = '') => t.getJson<Page>(`/mqtt/delayed/messages${query}`);

  beforeAll(async () => {
    t = await startTestSandbox({ now: clock.now });
  });
  afterAll(() => t.close());

  it('seeds a dozen messages from seeded clients, across the three nodes, in due order', async () => {
    const { data, meta } = await list();
    expect(meta).toEqual({ page: 1, limit: 100, count: data.length });
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(new Set(data.map((m) => m.node)).size).toBe(3);
    for (const m of data) {
      expect(t.state.clients.get(m.from_clientid)?.node).toBe(m.node);
      expect(Date.parse(m.expected_at) - Date.parse(m.publish_at)).toBe(m.delayed_interval * 1000);
      expect(m.delayed_remaining).toBe(Math.ceil((Date.parse(m.expected_at) - clock.now()) / 1000));
      expect(m.payload).toEqual(expect.any(String));
    }
    const due = data.map((m) => Date.parse(m.expected_at));
    expect(due).toEqual([...due].sort((a, b) => a - b));
    expect(data.map((m) => m.from_clientid)).toContain('sensor/line-1 #7');
  });

  it('pages with page and limit, counting every message', async () => {
    const all = await list();
    const second = await list('?page=2&limit=5');
    expect(second.meta).toEqual({ page: 2, limit: 5, count: all.meta.count });
    expect(second.data.map((m) => m.msgid)).toEqual(all.data.slice(5, 10).map((m) => m.msgid));
    await expectContractViolation(await t.api('/mqtt/delayed/messages?limit=0'), 'query parameter limit must be >= 1, not 0');
  });

  it('counts the remaining time down with the clock and drops messages once they are published', async () => {
    const [first] = (await list()).data;
    if (!first) throw new Error('no delayed message');
    clock.advance(60_000);
    const again = await t.getJson<Delayed>(path(first));
    expect(again.delayed_remaining).toBe(first.delayed_remaining - 60);
    expect(again.payload).toBeUndefined();
    const before = (await list()).meta.count;
    clock.advance(first.delayed_remaining * 1000);
    expect((await t.api(path(first))).status).toBe(404);
    expect((await list()).meta.count).toBe(before - 1);
  });

  it('deletes one message by node and id, then answers 404 MESSAGE_ID_NOT_FOUND', async () => {
    const { data, meta } = await list();
    const victim = data[1];
    if (!victim) throw new Error('no delayed message');
    expect((await t.api(path(victim), { method: 'DELETE' })).status).toBe(204);
    expect((await list()).meta.count).toBe(meta.count - 1);
    const again = await t.api(path(victim), { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ code: 'MESSAGE_ID_NOT_FOUND', message: 'Message ID not found' });
    expect((await t.api(path(victim))).status).toBe(404);
  });

  it('rejects an unknown node and a malformed id with 400', async () => {
    const res = await t.api('/mqtt/delayed/messages/emqx%40nowhere/1', { method: 'DELETE' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('INVALID_NODE');
    const bad = await t.api(`/mqtt/delayed/messages/${encodeURIComponent('emqx@node1.emqx.io')}/not-an-id`);
    expect(((await bad.json()) as { code: string }).code).toBe('MESSAGE_ID_SCHEMA_ERROR');
  });
});
