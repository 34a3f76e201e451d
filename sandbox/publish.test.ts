import { decodeBase64 } from './model/publish';
import { expectContractViolation, manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

type Metrics = Record<string, number>;
interface TopicMetric {
  metrics: Record<string, number>;
}

/** Every line-1 sensor subscribes to `factory/line-1/cmd/#`; nobody to the legacy heartbeat. */
const SUBSCRIBED = 'factory/line-1/cmd/reboot';
const UNSUBSCRIBED = 'devices/legacy/heartbeat';
const ID = /^[0-9A-F]{32}$/;

describe('publish model', () => {
  it('decodes base64 as OTP does: whitespace skipped, padding required', () => {
    expect(new TextDecoder().decode(decodeBase64('aGVs bG8=\n'))).toBe('hello');
    expect(decodeBase64('')).toEqual(new Uint8Array());
    expect(decodeBase64('aGVsbG8')).toBeUndefined();
    expect(decodeBase64('aGVsbG8=x')).toBeUndefined();
    expect(decodeBase64('a-_b')).toBeUndefined();
    expect(decodeBase64('a=bc')).toBeUndefined();
  });
});

describe('sandbox publish', () => {
  const clock = manualClock();
  let t: TestSandbox;
  const node = () => t.state.nodes[0]!.name;
  const metrics = () => t.getJson<Metrics>(`/nodes/${encodeURIComponent(node())}/metrics`);
  const publish = async (body: unknown, path = '/publish') => {
    const res = await t.api(path, send('POST', body));
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const topicMetric = async (topic: string) => (await t.getJson<TopicMetric>(`/mqtt/topic_metrics/${encodeURIComponent(topic)}`)).metrics;

  // The clock stands still, so only what the tests publish moves the counters.
  beforeEach(async () => {
    t = await startTestSandbox({ now: clock.now });
  });
  afterEach(() => t.close());

  it('answers 200 with the message id when a subscription matches, and counts the deliveries', async () => {
    expect((await t.api('/mqtt/topic_metrics', send('POST', { topic: SUBSCRIBED }))).status).toBe(200);
    const before = await metrics();
    const res = await publish({ topic: SUBSCRIBED, payload: 'now', qos: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.stringMatching(ID) });
    const after = await metrics();
    expect(after['messages.received']! - before['messages.received']!).toBe(1);
    expect(after['messages.qos1.received']! - before['messages.qos1.received']!).toBe(1);
    expect(after['messages.publish']! - before['messages.publish']!).toBe(1);
    expect(after['messages.dropped.no_subscribers']).toBe(before['messages.dropped.no_subscribers']);
    const m = await topicMetric(SUBSCRIBED);
    expect(m['messages.in.count']).toBe(1);
    expect(m['messages.dropped.count']).toBe(0);
    // One delivery per connected line-1 sensor, all granted QoS 1.
    const online = [...t.state.subscriptions].filter(([id, subs]) => t.state.clients.get(id)?.disconnectedAt === undefined && subs.some((s) => s.topic === 'factory/line-1/cmd/#')).length;
    expect(online).toBeGreaterThan(10);
    expect(m['messages.out.count']).toBe(online);
    expect(m['messages.qos1.out.count']).toBe(online);
  });

  it('delivers to a shared group once', async () => {
    const topic = 'fleet/jobs/42';
    await t.api('/mqtt/topic_metrics', send('POST', { topic }));
    expect((await publish({ topic, payload: '{}' })).status).toBe(200);
    expect((await topicMetric(topic))['messages.out.count']).toBe(1);
  });

  it('answers 202 no_matching_subscribers when nobody subscribes, and counts the drop', async () => {
    const before = await metrics();
    const res = await publish({ topic: UNSUBSCRIBED, payload: 'beat' });
    expect(res).toEqual({ status: 202, body: { reason_code: 16, message: 'no_matching_subscribers' } });
    const after = await metrics();
    expect(after['messages.received']! - before['messages.received']!).toBe(1);
    expect(after['messages.qos0.received']! - before['messages.qos0.received']!).toBe(1);
    expect(after['messages.dropped']! - before['messages.dropped']!).toBe(1);
    expect(after['messages.dropped.no_subscribers']! - before['messages.dropped.no_subscribers']!).toBe(1);
    expect(await topicMetric(UNSUBSCRIBED)).toMatchObject({ 'messages.in.count': 1, 'messages.qos0.in.count': 1, 'messages.dropped.count': 1, 'messages.out.count': 0 });
  });

  it('decodes a base64 payload, and answers 400 for one that is not', async () => {
    const topic = 'publish/test/binary';
    expect((await publish({ topic, payload: 'iVBORw0K', payload_encoding: 'base64', retain: true })).status).toBe(202);
    expect((await t.getJson<{ payload: string }>(`/mqtt/retainer/message/${encodeURIComponent(topic)}`)).payload).toBe('iVBORw0K');
    expect(await publish({ topic, payload: 'not base64!', payload_encoding: 'base64' })).toEqual({
      status: 400,
      body: { reason_code: 131, message: '{decode_base64_payload_failed,<<"not base64!">>}' },
    });
  });

  it('refuses a topic that is not a name with 400 topic_name_invalid', async () => {
    for (const topic of ['factory/+/cmd', 'factory/#', 'a/b#', '']) {
      expect(await publish({ topic, payload: 'x' })).toEqual({ status: 400, body: { reason_code: 144, message: 'topic_name_invalid' } });
    }
  });

  it('refuses a message past mqtt.max_packet_size with 400 packet_too_large', async () => {
    const payload = 'x'.repeat(1024 * 1024);
    expect(await publish({ topic: 't', payload })).toEqual({ status: 400, body: { reason_code: 151, message: 'packet_too_large' } });
  });

  it('keeps a retained message and clears it with an empty payload', async () => {
    const topic = 'factory/line-1/status';
    const before = t.state.retained.get(topic)!;
    expect(before).toBeDefined();
    const res = await publish({ topic, payload: '{"state":"idle"}', qos: 2, retain: true });
    expect(res.status).toBe(202);
    const stored = await t.getJson<Record<string, unknown>>(`/mqtt/retainer/message/${encodeURIComponent(topic)}`);
    expect(stored).toMatchObject({ topic, qos: 2, payload: btoa('{"state":"idle"}'), from_clientid: 'http_api', from_username: '', publish_at: new Date(clock.now()).toISOString() });
    expect(stored.msgid).toMatch(ID);

    expect((await publish({ topic, payload: '', retain: true })).status).toBe(202);
    expect((await t.api(`/mqtt/retainer/message/${encodeURIComponent(topic)}`)).status).toBe(404);
  });

  it('publishes a batch in order: 200 when all matched, 202 when one did not, 400 for a bad one', async () => {
    const ok = await publish([{ topic: SUBSCRIBED, payload: '1' }, { topic: 't/1', payload: '2' }], '/publish/bulk');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual([{ id: expect.stringMatching(ID) }, { id: expect.stringMatching(ID) }]);

    const before = await metrics();
    const mixed = await publish([{ topic: UNSUBSCRIBED, payload: '1' }, { topic: SUBSCRIBED, payload: '2' }], '/publish/bulk');
    expect(mixed).toEqual({ status: 202, body: [{ reason_code: 16, message: 'no_matching_subscribers' }, { id: expect.stringMatching(ID) }] });
    expect((await metrics())['messages.received']! - before['messages.received']!).toBe(2);

    // Every message is made before any is published: nothing of a refused batch goes out.
    const refused = await publish([{ topic: SUBSCRIBED, payload: '1' }, { topic: 'a/+', payload: '2' }], '/publish/bulk');
    expect(refused).toEqual({ status: 400, body: { reason_code: 144, message: 'topic_name_invalid' } });
    expect((await metrics())['messages.received']! - before['messages.received']!).toBe(2);

    expect((await publish([], '/publish/bulk')).status).toBe(500);
  });

  it('holds a $delayed message back, and runs the rules a topic matches', async () => {
    const delayed = await publish({ topic: '$delayed/30/factory/line-1/cmd/reboot', payload: 'later' });
    expect(delayed).toEqual({ status: 202, body: { reason_code: 16, message: 'no_matching_subscribers' } });
    expect(t.state.delayed.at(-1)).toMatchObject({ topic: SUBSCRIBED, interval: 30, fromClientid: 'http_api' });

    const path = '/rules/temperature_alerts/metrics';
    const before = (await t.getJson<{ metrics: Metrics }>(path)).metrics;
    await publish({ topic: 'factory/line-9/telemetry', payload: '{"temperature":91}' });
    await publish({ topic: 'factory/line-9/telemetry', payload: '{"temperature":20}' });
    const after = (await t.getJson<{ metrics: Metrics }>(path)).metrics;
    expect(after.matched! - before.matched!).toBe(2);
    expect(after.passed! - before.passed!).toBe(1);
    expect(after['failed.no_result']! - before['failed.no_result']!).toBe(1);
  });

  it('leaves a body the contract refuses to the contract check', async () => {
    await expectContractViolation(await t.api('/publish', send('POST', { topic: 't', payload: 'x', qos: 3 })), 'body.qos');
  });
});
