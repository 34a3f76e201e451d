import { guidBytesText } from './model/delayed';
import { expectContractViolation, manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

interface Delayed {
  /** The GUID as 32 upper-case hex digits (emqx_guid:to_hexstr/1). */
  msgid: string;
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
  meta: { page: number; limit: number; count: number; hasnext: boolean };
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
    expect(meta).toEqual({ page: 1, limit: 100, count: data.length, hasnext: false });
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(new Set(data.map((m) => m.node)).size).toBe(3);
    for (const m of data) {
      expect(t.state.clients.get(m.from_clientid)?.node).toBe(m.node);
      expect(Date.parse(m.expected_at) - Date.parse(m.publish_at)).toBe(m.delayed_interval * 1000);
      expect(m.delayed_remaining).toBe(Math.trunc((Date.parse(m.expected_at) - clock.now()) / 1000));
      expect(m.msgid).toMatch(/^[0-9A-F]{32}$/);
      // The list formats rows without the payload (emqx_delayed:format_delayed/2).
      expect(m).not.toHaveProperty('payload');
    }
    const due = data.map((m) => Date.parse(m.expected_at));
    expect(due).toEqual([...due].sort((a, b) => a - b));
    expect(data.map((m) => m.from_clientid)).toContain('sensor/line-1 #7');
  });

  it('pages with page and limit, counting every message', async () => {
    const all = await list();
    const second = await list('?page=2&limit=5');
    expect(second.meta).toEqual({ page: 2, limit: 5, count: all.meta.count, hasnext: 10 < all.meta.count });
    expect(second.data.map((m) => m.msgid)).toEqual(all.data.slice(5, 10).map((m) => m.msgid));
    await expectContractViolation(await t.api('/mqtt/delayed/messages?limit=0'), 'query parameter limit must be >= 1, not 0');
  });

  it('counts the remaining time down with the clock and drops messages once they are published', async () => {
    const [first] = (await list()).data;
    if (!first) throw new Error('no delayed message');
    clock.advance(60_000);
    const again = await t.getJson<Delayed>(path(first));
    expect(again.delayed_remaining).toBe(first.delayed_remaining - 60);
    // The detail carries the payload, base64 (emqx_delayed_api:delayed_message/2).
    expect(again.payload).toEqual(expect.any(String));
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
    // DELETE prints the decoded binary id with ~s; GET names the hex as given.
    expect(await again.json()).toEqual({ code: 'MESSAGE_ID_NOT_FOUND', message: `Message ID ${guidBytesText(victim.msgid)} not found` });
    expect(await (await t.api(path(victim))).json()).toEqual({ code: 'MESSAGE_ID_NOT_FOUND', message: `Message ID ${victim.msgid} not found` });
    expect((await t.api(path(victim))).status).toBe(404);
  });

  it('deletes every message of a topic, and refuses a filter or a topic with none', async () => {
    const { data } = await list();
    const topic = data[0]?.topic;
    if (!topic) throw new Error('no delayed message');
    const byTopic = (name: string) => t.api(`/mqtt/delayed/messages/${encodeURIComponent(name)}`, { method: 'DELETE' });
    expect((await byTopic(topic)).status).toBe(204);
    expect((await list()).data.some((m) => m.topic === topic)).toBe(false);
    expect(await (await byTopic(topic)).json()).toEqual({ code: 'MESSAGE_NOT_FOUND', message: `Not found messages for ${topic}` });
    expect(await (await byTopic('t/#')).json()).toEqual({ code: 'INVALID_TOPIC_NAME', message: 'The topic name t/# is invalid' });
  });

  it('rejects an unknown node and a malformed id with 400', async () => {
    const res = await t.api('/mqtt/delayed/messages/emqx%40nowhere/1', { method: 'DELETE' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'INVALID_NODE', message: 'The node name emqx@nowhere is invalid' });
    const bad = await t.api(`/mqtt/delayed/messages/${encodeURIComponent('emqx@node1.emqx.io')}/not-an-id`);
    expect(await bad.json()).toEqual({ code: 'MESSAGE_ID_SCHEMA_ERROR', message: 'Message ID not-an-id schema error' });
  });

  it('refuses a negative max in its own words and merges a partial PUT into the stored settings', async () => {
    const negative = await t.api('/mqtt/delayed', send('PUT', { enable: true, max_delayed_messages: -5 }));
    expect(negative.status).toBe(400);
    expect(await negative.json()).toEqual({ code: 'BAD_REQUEST', message: 'Max delayed must be equal or greater than 0' });
    expect((await t.api('/mqtt/delayed', send('PUT', { enable: true, max_delayed_messages: 12 }))).status).toBe(200);
    // emqx_config_handler:merge_to_old_config/2: the max set before stays.
    expect(await (await t.api('/mqtt/delayed', send('PUT', { enable: true }))).json()).toEqual({ enable: true, max_delayed_messages: 12 });
    expect(await t.getJson('/mqtt/delayed')).toEqual({ enable: true, max_delayed_messages: 12 });
  });
});
