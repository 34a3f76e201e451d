import {
  getClientsByClientidAuthorizationCacheResponse,
  getClientsByClientidInflightMessagesResponse,
  getClientsByClientidMqueueMessagesResponse,
  postClientsByClientidSubscribeBulkResponse,
} from '../src/generated/zod/clients/clients.zod';
import { topicMatches } from './lib/topic';
import { expectContractViolation, manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

interface Client {
  clientid: string;
  connected: boolean;
  mqueue_len: number;
  mqueue_dropped: number;
  inflight_cnt: number;
  send_msg: number;
  'send_msg.dropped': number;
  'send_msg.dropped.queue_full': number;
}
interface Message {
  msgid: string;
  topic: string;
  qos: number;
  publish_at: number;
  from_clientid: string;
  from_username: string;
  payload?: string;
  inserted_at: string;
  mqueue_priority?: number;
}
interface Page {
  data: Message[];
  meta: { start: string; position: string };
}
interface CacheEntry {
  access: { action_type: 'publish' | 'subscribe'; qos: number; retain?: boolean };
  topic: string;
  result: 'allow' | 'deny';
  updated_time: number;
}

const SECOND = 1000;
const LAGGING = 'bridge-edge-02';
const id = (clientid: string) => encodeURIComponent(clientid);

describe('sandbox client queues, in-flight windows and authorization caches', () => {
  let t: TestSandbox;
  let clock: ReturnType<typeof manualClock>;

  beforeEach(async () => {
    clock = manualClock();
    t = await startTestSandbox({ now: clock.now });
  });
  afterEach(() => t.close());

  const client = (clientid: string) => t.getJson<Client>(`/clients/${id(clientid)}`);
  const page = (clientid: string, kind: 'mqueue' | 'inflight', query = '') => t.getJson<Page>(`/clients/${id(clientid)}/${kind}_messages${query ? `?${query}` : ''}`);
  const cache = (clientid: string) => t.getJson<CacheEntry[]>(`/clients/${id(clientid)}/authorization/cache`);
  const positionOf = (m: Message) => (m.mqueue_priority === undefined ? m.inserted_at : `${m.inserted_at}_${m.mqueue_priority}`);
  const refusal = async (res: Response) => ({ status: res.status, ...((await res.json()) as { code: string; message: string }) });

  /** Every message of a queue, following meta.position from page to page. */
  async function walk(clientid: string, kind: 'mqueue' | 'inflight', limit: number): Promise<{ pages: Message[][]; start: string }> {
    const pages: Message[][] = [];
    let position = 'none';
    let start = '';
    for (;;) {
      const answer = await page(clientid, kind, `payload=none&limit=${limit}&position=${position}`);
      start = answer.meta.start;
      pages.push(answer.data);
      if (answer.data.length < limit) {
        expect(answer.meta.position).toBe(answer.data.length ? positionOf(answer.data.at(-1)!) : position);
        return { pages, start };
      }
      position = answer.meta.position;
    }
  }

  it('lets a consumer that stopped acknowledging fall behind: a full in-flight window and a queue that fills, then drops', async () => {
    const record = t.state.clients.get(LAGGING)!;
    const queued = (ms: number) => Math.floor((ms / 1000) * record.outRate);
    const first = await client(LAGGING);
    expect(first).toMatchObject({ connected: true, inflight_cnt: 32, mqueue_len: queued(100 * SECOND), mqueue_dropped: 0 });

    clock.advance(20 * SECOND);
    const later = await client(LAGGING);
    expect(later.mqueue_len).toBe(Math.min(1000, queued(120 * SECOND)));
    // Nothing more is sent while the window stays full.
    expect(later.send_msg).toBe(first.send_msg);

    clock.advance(300 * SECOND);
    const full = await client(LAGGING);
    expect(full.mqueue_len).toBe(1000);
    expect(full.mqueue_dropped).toBe(queued(420 * SECOND) - 1000);
    expect(full['send_msg.dropped']).toBe(full.mqueue_dropped);
    expect(full['send_msg.dropped.queue_full']).toBe(full.mqueue_dropped);

    // The other bridge keeps up.
    expect(await client('bridge-edge-01')).toMatchObject({ mqueue_len: 0, mqueue_dropped: 0 });
  });

  it('lists exactly mqueue_len queued messages through position paging: disjoint, consecutive pages, FIFO', async () => {
    const { mqueue_len } = await client(LAGGING);
    const { pages, start } = await walk(LAGGING, 'mqueue', 250);
    const all = pages.flat();
    expect(all).toHaveLength(mqueue_len);
    expect(new Set(all.map((m) => m.msgid)).size).toBe(all.length);
    expect(start).toBe(positionOf(all[0]!));
    for (let i = 1; i < all.length; i++) expect(BigInt(all[i]!.inserted_at) > BigInt(all[i - 1]!.inserted_at)).toBe(true);
    expect(all.every((m) => m.mqueue_priority === 0 && m.payload === undefined && /^[0-9A-F]{32}$/.test(m.msgid))).toBe(true);
    // A message is published before it is queued, and queued before now.
    expect(all.every((m) => m.publish_at <= Number(BigInt(m.inserted_at) / 1_000_000n) && m.publish_at <= clock.now())).toBe(true);
    const subscriptions = t.state.subscriptions.get(LAGGING)!.map((s) => s.topic);
    expect(all.every((m) => subscriptions.some((filter) => topicMatches(filter, m.topic)))).toBe(true);

    // The same clock, the same messages.
    expect(await page(LAGGING, 'mqueue', 'limit=50')).toEqual(await page(LAGGING, 'mqueue', 'limit=50'));
  });

  it('drops the oldest once the queue is full: the start moves on, and an old position still pages after itself', async () => {
    const before = await page(LAGGING, 'mqueue', 'payload=none&limit=10');
    clock.advance(400 * SECOND);
    const after = await page(LAGGING, 'mqueue', 'payload=none&limit=10');
    expect(BigInt(after.meta.start.split('_')[0]!) > BigInt(before.meta.position.split('_')[0]!)).toBe(true);
    const resumed = await page(LAGGING, 'mqueue', `payload=none&limit=10&position=${before.meta.position}`);
    expect(resumed.data.map((m) => m.msgid)).toEqual(after.data.map((m) => m.msgid));
    expect((await walk(LAGGING, 'mqueue', 1000)).pages.flat()).toHaveLength(1000);
  });

  it('answers in the shape of the contract, with a payload as asked: base64 (the default), plain or none', async () => {
    const base64 = await page(LAGGING, 'mqueue', 'limit=20');
    expect(getClientsByClientidMqueueMessagesResponse.safeParse(base64).success).toBe(true);
    const plain = await page(LAGGING, 'mqueue', 'limit=20&payload=plain');
    const none = await page(LAGGING, 'mqueue', 'limit=20&payload=none');
    expect(plain.data.map((m) => m.msgid)).toEqual(base64.data.map((m) => m.msgid));
    for (const [i, m] of plain.data.entries()) {
      expect(Buffer.from(base64.data[i]!.payload!, 'base64').toString('utf8')).toBe(m.payload);
      expect(() => JSON.parse(m.payload!) as unknown).not.toThrow();
      expect(m).toMatchObject({ from_clientid: 'edge-agent-site-2', from_username: 'edge-agents' });
    }
    expect(none.data.every((m) => !('payload' in m))).toBe(true);
    expect(typeof base64.data[0]!.inserted_at).toBe('string');
  });

  it('leaves messages out past max_payload_bytes, the first always, yet meta.position points past them', async () => {
    const whole = await page(LAGGING, 'mqueue', 'limit=5&max_payload_bytes=32MB');
    const sizes = whole.data.map((m) => m.payload!.length);

    const one = await page(LAGGING, 'mqueue', 'limit=5&max_payload_bytes=1');
    expect(one.data.map((m) => m.msgid)).toEqual([whole.data[0]!.msgid]);
    expect(one.meta.position).toBe(whole.meta.position);
    expect(one.meta.position).toBe(positionOf(whole.data[4]!));

    const two = await page(LAGGING, 'mqueue', `limit=5&max_payload_bytes=${sizes[0]! + sizes[1]!}`);
    expect(two.data).toHaveLength(2);
    expect(two.meta.position).toBe(whole.meta.position);
    expect((await page(LAGGING, 'mqueue', `limit=5&max_payload_bytes=${sizes[0]! + sizes[1]! - 1}`)).data).toHaveLength(1);
    // Plain counts bytes, not Base64 characters; none counts nothing.
    expect((await page(LAGGING, 'mqueue', `limit=5&payload=plain&max_payload_bytes=${sizes[0]! + sizes[1]! - 1}`)).data.length).toBeGreaterThan(1);
    expect((await page(LAGGING, 'mqueue', 'limit=5&payload=none&max_payload_bytes=1')).data).toHaveLength(5);

    // One or two of a client's messages are large, so a small cap cuts a page short.
    const big = (await page(LAGGING, 'mqueue', 'limit=1000&payload=plain&max_payload_bytes=32MB')).data.filter((m) => m.payload!.length > 3000);
    expect(big.length).toBeGreaterThan(0);
    expect(big.every((m) => m.payload!.length <= 41 * 1024)).toBe(true);
    expect((await page(LAGGING, 'mqueue', 'limit=1000&max_payload_bytes=512KB')).data.length).toBeGreaterThan(0);
  });

  it('lists the full in-flight window oldest first, QoS 1 and 2 only, paged by inserted_at', async () => {
    const answer = await page(LAGGING, 'inflight', 'limit=100');
    expect(getClientsByClientidInflightMessagesResponse.safeParse(answer).success).toBe(true);
    expect(answer.data).toHaveLength(32);
    expect(answer.data.every((m) => m.qos >= 1 && m.mqueue_priority === undefined)).toBe(true);
    expect(answer.meta.start).toBe(answer.data[0]!.inserted_at);
    expect(answer.meta.position).toBe(answer.data[31]!.inserted_at);
    // Sent before the consumer stopped acknowledging, and still waiting.
    expect(answer.data.every((m) => Number(BigInt(m.inserted_at) / 1_000_000n) <= t.state.clients.get(LAGGING)!.lagSince!)).toBe(true);
    const { pages } = await walk(LAGGING, 'inflight', 10);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 2]);
    expect(pages.flat().map((m) => m.msgid)).toEqual(answer.data.map((m) => m.msgid));
    const past = await page(LAGGING, 'inflight', `position=${answer.meta.position}`);
    expect(past).toEqual({ data: [], meta: { start: answer.meta.start, position: answer.meta.position } });
  });

  it('lists what offline sessions have queued and what other clients have in flight, as many as their counts say', async () => {
    const offline = (await t.getJson<{ data: Client[] }>('/clients?conn_state=disconnected&limit=1000')).data.filter((c) => c.mqueue_len > 0);
    expect(offline.length).toBeGreaterThan(10);
    for (const c of [offline[0]!, offline.find((o) => o.mqueue_len === 1000)!, offline.find((o) => o.mqueue_len < 20)!]) {
      expect((await walk(c.clientid, 'mqueue', 400)).pages.flat()).toHaveLength(c.mqueue_len);
      expect((await page(c.clientid, 'inflight')).data).toEqual([]);
    }
    const busy = (await t.getJson<{ data: Client[] }>('/clients?conn_state=connected&limit=3000')).data.filter((c) => c.inflight_cnt > 0 && c.clientid !== LAGGING);
    expect(busy.length).toBeGreaterThan(0);
    for (const c of busy.slice(0, 5)) expect((await page(c.clientid, 'inflight')).data).toHaveLength(c.inflight_cnt);
    // An empty queue: no start, and the position asked for comes back.
    expect(await page('bridge-edge-01', 'mqueue', 'position=123_0')).toEqual({ data: [], meta: { start: 'none', position: '123_0' } });
    expect(await page('bridge-edge-01', 'mqueue')).toEqual({ data: [], meta: { start: 'none', position: 'none' } });
  });

  it('refuses a bad position, limit or byte size with 400 and an unknown client with 404', async () => {
    const invalid = { status: 400, code: 'INVALID_PARAMETER', message: 'position_limit_invalid' };
    for (const position of ['abc', '123', '12_x', 'end_of_data', '_0']) expect(await refusal(await t.api(`/clients/${LAGGING}/mqueue_messages?position=${position}`))).toEqual(invalid);
    for (const position of ['1_0', 'x']) expect(await refusal(await t.api(`/clients/${LAGGING}/inflight_messages?position=${position}`))).toEqual(invalid);
    // The broker's own forms: an integer, `infinity` as the priority.
    expect((await t.api(`/clients/${LAGGING}/mqueue_messages?position=-5_infinity`)).status).toBe(200);
    expect((await t.api(`/clients/${LAGGING}/mqueue_messages?position=%2B5_0`)).status).toBe(200);
    // Below the default priority queue nothing follows.
    expect((await page(LAGGING, 'mqueue', 'position=1_-1')).data).toEqual([]);

    for (const bytes of ['0', '100B', 'lots']) {
      const res = await refusal(await t.api(`/clients/${LAGGING}/mqueue_messages?max_payload_bytes=${bytes}`));
      expect(res).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(res.message).toContain('max_payload_bytes');
    }
    await expectContractViolation(await t.api(`/clients/${LAGGING}/mqueue_messages?limit=0`), 'query parameter limit must be >= 1, not 0');
    for (const bytes of ['512KB', '2mb', '100', '1GB']) expect((await t.api(`/clients/${LAGGING}/inflight_messages?max_payload_bytes=${bytes}`)).status).toBe(200);

    const notFound = { status: 404, code: 'CLIENTID_NOT_FOUND', message: 'Client ID not found' };
    for (const path of ['mqueue_messages', 'inflight_messages', 'authorization/cache']) expect(await refusal(await t.api(`/clients/${id('no such/client')}/${path}`))).toEqual(notFound);
    expect(await refusal(await t.api(`/clients/nobody/authorization/cache`, { method: 'DELETE' }))).toEqual(notFound);
  });

  it('lists the authorization cache: subscriptions, publishes as of the latest, and what the chain denied', async () => {
    const entries = await cache(LAGGING);
    expect(getClientsByClientidAuthorizationCacheResponse.safeParse(entries).success).toBe(true);
    expect(entries).toContainEqual(expect.objectContaining({ access: { action_type: 'subscribe', qos: 1 }, topic: 'edge/site-2/telemetry/#', result: 'allow' }));
    // The bridge asked for everything; the built-in database's rule for everyone (`eq #`) refused it.
    expect(entries).toContainEqual(expect.objectContaining({ access: { action_type: 'subscribe', qos: 1 }, topic: '#', result: 'deny' }));
    const publishes = entries.filter((e) => e.access.action_type === 'publish' && !e.access.retain);
    expect(publishes.length).toBeGreaterThan(0);
    expect(publishes.every((e) => e.topic === 'edge/site-2/telemetry/ingest' && e.updated_time <= clock.now() && e.updated_time > clock.now() - 2 * SECOND)).toBe(true);
    expect(entries.map((e) => e.updated_time)).toEqual([...entries.map((e) => e.updated_time)].sort((a, b) => a - b));

    // The verdicts follow the chain: a client rule denies `sensor/line-1 #7` its command topics, the ACL file `$SYS` to others.
    const sensor = 'sensor/line-1 #7';
    expect((await cache(sensor)).find((e) => e.topic === 'factory/line-1/cmd/#')?.result).toBe('deny');
    expect((await cache('prometheus-exporter')).find((e) => e.access.action_type === 'subscribe')?.result).toBe('deny');
    expect((await cache('ops dashboard (Grafana)')).map((e) => e.result)).toEqual(['allow']);
    expect((await t.api(`/authorization/sources/built_in_database/rules/clients/${id(sensor)}`, { method: 'DELETE' })).status).toBe(204);
    expect((await cache(sensor)).find((e) => e.topic === 'factory/line-1/cmd/#')?.result).toBe('allow');

    // The cache lives in the connection: an offline session has none.
    const offline = (await t.getJson<{ data: Client[] }>('/clients?conn_state=disconnected&limit=1')).data[0]!;
    expect(await cache(offline.clientid)).toEqual([]);
  });

  it('clears a cache, which the next publishes fill again; the global clear empties every client', async () => {
    expect((await t.api(`/clients/${LAGGING}/authorization/cache`, { method: 'DELETE' })).status).toBe(204);
    expect(await cache(LAGGING)).toEqual([]);
    const clearedAt = clock.now();
    clock.advance(3 * SECOND);
    const refilled = await cache(LAGGING);
    expect(refilled.length).toBeGreaterThan(0);
    expect(refilled.every((e) => e.access.action_type === 'publish' && e.updated_time > clearedAt)).toBe(true);
    // Refused, it asks again within 30 s: the refusal is back.
    clock.advance(30 * SECOND);
    expect((await cache(LAGGING)).find((e) => e.access.action_type === 'subscribe' && e.topic === '#')).toMatchObject({ result: 'deny' });
    expect(await cache('bridge-edge-01')).not.toEqual([]);

    expect((await t.api('/authorization/cache', { method: 'DELETE' })).status).toBe(204);
    expect(await cache('bridge-edge-01')).toEqual([]);
    expect(await cache('ops dashboard (Grafana)')).toEqual([]);
  });

  it('holds at most authorization.cache.max_size entries, the newest', async () => {
    const topics = Array.from({ length: 40 }, (_, i) => ({ topic: `sandbox/many/${i}`, qos: 1 }));
    expect((await t.api(`/clients/${LAGGING}/subscribe/bulk`, send('POST', topics))).status).toBe(200);
    const entries = await cache(LAGGING);
    expect(entries).toHaveLength(32);
    expect(entries.some((e) => e.access.action_type === 'publish' && !e.access.retain)).toBe(true);
  });

  it('subscribes and unsubscribes in bulk, answering what was subscribed', async () => {
    const target = 'ops dashboard (Grafana)';
    const res = await t.api(`/clients/${id(target)}/subscribe/bulk`, send('POST', [{ topic: 'sandbox/bulk/a' }, { topic: '$share/g7/sandbox/bulk/b', qos: 2, rh: 1 }]));
    expect(res.status).toBe(200);
    const made = (await res.json()) as unknown[];
    expect(postClientsByClientidSubscribeBulkResponse.safeParse(made).success).toBe(true);
    expect(made).toEqual([
      expect.objectContaining({ clientid: target, topic: 'sandbox/bulk/a', qos: 0, nl: 0, rap: 0, rh: 0 }),
      expect.objectContaining({ clientid: target, topic: '$share/g7/sandbox/bulk/b', qos: 2, rh: 1 }),
    ]);
    const listed = async () => (await t.getJson<{ topic: string }[]>(`/clients/${id(target)}/subscriptions`)).map((s) => s.topic);
    expect(await listed()).toEqual(expect.arrayContaining(['sandbox/bulk/a', '$share/g7/sandbox/bulk/b']));
    // A shared subscription is checked against its real topic.
    expect((await cache(target)).map((e) => e.topic)).toContain('sandbox/bulk/b');

    expect((await t.api(`/clients/${id(target)}/unsubscribe/bulk`, send('POST', [{ topic: 'sandbox/bulk/a' }, { topic: '$share/g7/sandbox/bulk/b' }]))).status).toBe(204);
    expect(await listed()).toEqual(['$SYS/brokers/+/stats/#']);

    expect((await t.api(`/clients/nobody/subscribe/bulk`, send('POST', [{ topic: 'a' }]))).status).toBe(404);
    expect((await t.api(`/clients/nobody/unsubscribe/bulk`, send('POST', [{ topic: 'a' }]))).status).toBe(404);
  });
});

describe('the queues and caches of generated clients (--scale large)', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ scale: 'large' });
  });
  afterAll(() => t.close());

  it('lists an offline vehicle\'s backlog and an online one\'s cache, from the same model', async () => {
    const population = t.state.population!;
    const ids = Array.from({ length: 200 }, (_, i) => population.idAt(i)).filter((clientid) => clientid.startsWith('vehicle-'));
    const offline = ids.find((clientid) => !population.isOnline(population.indexOf(clientid)!))!;
    const online = ids.find((clientid) => population.isOnline(population.indexOf(clientid)!))!;
    const view = await t.getJson<Client>(`/clients/${id(offline)}`);
    expect(view.mqueue_len).toBeGreaterThan(0);
    const listed = await t.getJson<Page>(`/clients/${id(offline)}/mqueue_messages?limit=1000&payload=none`);
    expect(listed.data).toHaveLength(view.mqueue_len);
    expect(listed.data.every((m) => /^fleet\/\d+\/(cmd|broadcast)$/.test(m.topic))).toBe(true);
    expect(await t.getJson(`/clients/${id(offline)}/authorization/cache`)).toEqual([]);
    const entries = await t.getJson<CacheEntry[]>(`/clients/${id(online)}/authorization/cache`);
    expect(entries.map((e) => e.topic)).toEqual(expect.arrayContaining([`fleet/${online}/telemetry`]));
    expect((await t.getJson<Page>(`/clients/${id(online)}/inflight_messages`)).data).toEqual([]);
  });
});
