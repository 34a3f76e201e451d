import { getMqttTopicMetricsByTopicResponse, getMqttTopicMetricsResponse } from '../src/generated/zod/mqtt/mqtt.zod';
import { isWildcardTopic, MAX_TOPICS, publishTopic } from './model/topic-metrics';
import type { ClientRecord } from './model/types';
import { manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

interface TopicMetric {
  topic: string;
  create_time: string;
  reset_time?: string;
  metrics: Record<string, number>;
}

const BUSY = 'factory/line-2/telemetry';
const url = (topic: string) => `/mqtt/topic_metrics/${encodeURIComponent(topic)}`;

describe('topic metrics model', () => {
  it('refuses wildcard levels as the broker does', () => {
    expect(['a/+/b', '#', 'a/#', '+'].every(isWildcardTopic)).toBe(true);
    expect(['a/b', 'factory/line-1/telemetry', '$SYS/x'].some(isWildcardTopic)).toBe(false);
  });

  it('knows the topic each seeded family publishes to', () => {
    const client = (clientid: string, username = 'x') => ({ clientid, username }) as ClientRecord;
    expect(publishTopic(client('sensor/line-4 #2', 'line-4-sensors'))).toBe('factory/line-4/telemetry');
    expect(publishTopic(client('温度传感器-01', 'line-3-sensors'))).toBe('factory/line-3/telemetry');
    expect(publishTopic(client('gw_eu-west_01', 'gateway'))).toBe('gw/eu-west/01/up');
    expect(publishTopic(client('meter:DE-00000042', 'meters'))).toBe('meters/DE-00000042/reading');
    expect(publishTopic(client('prometheus-exporter', 'ops'))).toBeUndefined();
  });
});

describe('sandbox topic metrics', () => {
  let t: TestSandbox;
  const clock = manualClock();
  beforeEach(async () => {
    t = await startTestSandbox({ now: clock.now, clients: 600 });
  });
  afterEach(() => t.close());

  const list = async () => {
    const body = await t.getJson<TopicMetric[]>('/mqtt/topic_metrics');
    expect(getMqttTopicMetricsResponse.safeParse(body).success).toBe(true);
    return body;
  };
  const one = async (topic: string) => {
    const body = await t.getJson<TopicMetric>(url(topic));
    expect(getMqttTopicMetricsByTopicResponse.safeParse(body).success).toBe(true);
    return body;
  };

  it('counts a busy topic from when it was added, by QoS, and leaves an unused one at zero', async () => {
    expect((await list()).map((m) => m.topic)).toEqual(['factory/line-1/telemetry', 'gw/eu-west/01/up', 'devices/legacy/heartbeat']);
    expect((await t.api('/mqtt/topic_metrics', send('POST', { topic: BUSY }))).status).toBe(200);
    expect((await t.api('/mqtt/topic_metrics', send('POST', { topic: 'nobody/uses/this' }))).status).toBe(200);
    const fresh = await one(BUSY);
    expect(fresh.create_time).toBe(new Date(clock.now()).toISOString());
    expect(fresh.metrics['messages.in.count']).toBe(0);

    clock.advance(60_000);
    const { metrics: m } = await one(BUSY);
    // Sensors publish a message every few seconds each, QoS 0 and 1; nobody subscribes, so all is dropped.
    expect(m['messages.in.count']).toBeGreaterThan(10);
    expect(m['messages.in.rate']).toBeGreaterThan(0);
    expect(m['messages.qos0.in.count']! + m['messages.qos1.in.count']! + m['messages.qos2.in.count']!).toBeGreaterThanOrEqual(m['messages.in.count']! - 2);
    expect(m['messages.qos2.in.count']).toBe(0);
    expect(m['messages.out.count']).toBe(0);
    expect(m['messages.dropped.count']).toBeGreaterThanOrEqual(m['messages.in.count']! - 1);
    expect(Object.values((await one('nobody/uses/this')).metrics).every((v) => v === 0)).toBe(true);

    clock.advance(60_000);
    expect((await one(BUSY)).metrics['messages.in.count']).toBeGreaterThan(m['messages.in.count']!);
  });

  it('delivers to the subscribers of a topic: out follows in, at the QoS granted', async () => {
    const topic = 't/3';
    await t.api('/mqtt/topic_metrics', send('POST', { topic }));
    // One tool publishing to t/3 and one subscriber of t/+, so the numbers do not depend on the seed.
    const live = [...t.state.clients.values()].filter((c) => c.disconnectedAt === undefined);
    for (const c of live) if (c.clientid.startsWith('mqttx_')) c.disconnectedAt = clock.now();
    const [publisher, subscriber] = live.filter((c) => !c.clientid.startsWith('mqttx_')) as [ClientRecord, ClientRecord];
    t.state.clients.delete(publisher.clientid);
    t.state.clients.set('mqttx_00000002', { ...publisher, clientid: 'mqttx_00000002', username: 'dev-alice', inRate: 1, qosMix: [0, 1, 0], connectedAt: 0 });
    t.state.subscriptions.set(subscriber.clientid, [{ topic: 't/+', qos: 0, nl: 0, rap: 0, rh: 0 }]);
    clock.advance(100_000);
    const { metrics: m } = await one(topic);
    expect(m['messages.qos1.in.count']).toBe(m['messages.in.count']);
    expect(m['messages.out.count']).toBeGreaterThan(0);
    // QoS 1 published, QoS 0 granted: delivered at QoS 0.
    expect(m['messages.qos0.out.count']).toBe(m['messages.out.count']);
    expect(m['messages.out.count']).toBeLessThanOrEqual(m['messages.in.count']!);
  });

  it('resets one or all topics to zero (no reset time reaches the API), deletes, and refuses as the broker does', async () => {
    clock.advance(30_000);
    const before = await one('factory/line-1/telemetry');
    expect(before.metrics['messages.in.count']).toBeGreaterThan(0);
    expect(before.reset_time).toBeUndefined();

    // Registering and resetting answer 200 with metrics (get_cluster_response/1), not 204.
    const answered = await t.api('/mqtt/topic_metrics', send('PUT', { action: 'reset', topic: 'factory/line-1/telemetry' }));
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ topic: 'factory/line-1/telemetry', metrics: { 'messages.in.count': 0 } });
    const reset = await one('factory/line-1/telemetry');
    expect(reset.metrics['messages.in.count']).toBe(0);
    // accumulate_nodes_metrics/1 keeps topic, metrics and create_time only.
    expect(reset.reset_time).toBeUndefined();
    expect((await one('gw/eu-west/01/up')).metrics['messages.in.count']).toBeGreaterThan(0);

    const all = await t.api('/mqtt/topic_metrics', send('PUT', { action: 'reset' }));
    expect(all.status).toBe(200);
    expect(((await all.json()) as unknown[]).length).toBe((await list()).length);
    expect((await list()).every((m) => m.metrics['messages.in.count'] === 0 && m.reset_time === undefined)).toBe(true);
    const unknown = await t.api('/mqtt/topic_metrics', send('PUT', { action: 'reset', topic: 'not/registered' }));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'TOPIC_NOT_FOUND', message: 'Topic not found' });

    const wildcard = await t.api('/mqtt/topic_metrics', send('POST', { topic: 'factory/+/telemetry' }));
    expect(await wildcard.json()).toEqual({ code: 'BAD_TOPIC', message: 'Wildcard topic is not supported' });
    const twice = await t.api('/mqtt/topic_metrics', send('POST', { topic: 'gw/eu-west/01/up' }));
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ code: 'BAD_TOPIC', message: 'Topic already registered' });
    expect((await t.api('/mqtt/topic_metrics', send('POST', { topic: '' }))).status).toBe(400);

    expect((await t.api(url('gw/eu-west/01/up'), { method: 'DELETE' })).status).toBe(204);
    expect((await t.api(url('gw/eu-west/01/up'), { method: 'DELETE' })).status).toBe(404);
    expect((await t.api(url('gw/eu-west/01/up'))).status).toBe(404);
    expect((await list()).map((m) => m.topic)).not.toContain('gw/eu-west/01/up');
  });

  it(`refuses a topic past the broker's ${MAX_TOPICS} with its message`, async () => {
    for (let i = t.state.topicMetrics.size; i < MAX_TOPICS; i++) t.state.topicMetrics.set(`x/${i}`, { topic: `x/${i}`, createdAt: 0, countedTo: 0, counts: { in: 0, out: 0, dropped: 0, qosIn: [0, 0, 0], qosOut: [0, 0, 0] } });
    const over = await t.api('/mqtt/topic_metrics', send('POST', { topic: 'one/too/many' }));
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ code: 'EXCEED_LIMIT', message: `Max topic metrics count is ${MAX_TOPICS}` });
  });
});
