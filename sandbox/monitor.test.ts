import { expectContractViolation, manualClock, startTestSandbox, type TestSandbox } from './test-support';

interface Sample {
  time_stamp: number;
  connections: number;
  received: number;
  sent: number;
}
type Current = Record<string, number>;

describe('sandbox monitor, stats and metrics', () => {
  const clock = manualClock();
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ now: clock.now });
  });
  afterAll(() => t.close());

  it('moves monitor_current like a live broker: two reads a second apart differ', async () => {
    const a = await t.getJson<Current>('/monitor_current');
    clock.advance(1000);
    const b = await t.getJson<Current>('/monitor_current');
    expect(a.received_msg_rate).toBeGreaterThan(100);
    expect(b.received_msg_rate).not.toBe(a.received_msg_rate);
    expect(b.sent_msg_rate).not.toBe(a.sent_msg_rate);
    // Rates move, but smoothly.
    expect(Math.abs((b.received_msg_rate ?? 0) - (a.received_msg_rate ?? 0))).toBeLessThan((a.received_msg_rate ?? 0) * 0.15);
    expect(a.connections).toBe(b.connections);
    expect(a.live_connections).toBeLessThan(a.connections ?? 0);
  });

  it('agrees with the client list and the per-node views', async () => {
    const current = await t.getJson<Current>('/monitor_current');
    const clients = await t.getJson<{ meta: { count: number } }>('/clients?limit=1');
    expect(current.connections).toBe(clients.meta.count);
    const nodes = await t.getJson<{ node: string; connections: number; uptime: number }[]>('/nodes');
    expect(nodes.map((n) => n.node)).toEqual(['emqx@node1.emqx.io', 'emqx@node2.emqx.io', 'emqx@node3.emqx.io']);
    expect(nodes.reduce((sum, n) => sum + n.connections, 0)).toBe(current.connections);
    const perNode = await Promise.all(nodes.map((n) => t.getJson<Current>(`/monitor_current/nodes/${encodeURIComponent(n.node)}`)));
    expect(perNode.reduce((sum, n) => sum + (n.live_connections ?? 0), 0)).toBe(current.live_connections);
    expect(perNode[0]?.node_uptime).toBe(nodes[0]?.uptime);
    const stats = await t.getJson<Current>('/stats?aggregate=true');
    expect(stats['connections.count']).toBe(current.connections);
    expect(stats['topics.count']).toBe(current.topics);
    expect((await t.getJson<unknown[]>('/stats')).length).toBe(3);
    expect((await t.api('/nodes/emqx@nowhere')).status).toBe(404);
  });

  it('keeps the cluster-only gauges out of one node\'s current rates, and names an unknown node', async () => {
    const cluster = await t.getJson<Current>('/monitor_current');
    expect(cluster).toHaveProperty('subscriptions_durable');
    expect(cluster).toHaveProperty('disconnected_durable_sessions');
    expect(cluster.subscriptions_ram).toBe((cluster.subscriptions ?? 0) - (cluster.subscriptions_durable ?? 0));
    expect(cluster).not.toHaveProperty('node_uptime');
    const one = await t.getJson<Current>('/monitor_current/nodes/emqx%40node1.emqx.io');
    for (const key of ['subscriptions_durable', 'disconnected_durable_sessions', 'subscriptions_ram']) expect(one).not.toHaveProperty(key);
    expect(one.node_uptime).toBeGreaterThan(0);
    for (const path of ['/monitor/nodes/emqx@127.0.0.2', '/monitor_current/nodes/emqx@127.0.0.2', '/nodes/emqx@127.0.0.2', '/nodes/emqx@127.0.0.2/stats']) {
      const res = await t.api(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Node not found: emqx@127.0.0.2' });
    }
  });

  it('returns 10-second samples covering the requested window, moving smoothly', async () => {
    const series = await t.getJson<Sample[]>('/monitor?latest=3600');
    expect(series.length).toBeGreaterThanOrEqual(360);
    expect(series.length).toBeLessThanOrEqual(361);
    const now = clock.now();
    expect(now - (series.at(-1)?.time_stamp ?? 0)).toBeLessThan(10_000);
    expect(now - (series[0]?.time_stamp ?? 0)).toBeGreaterThanOrEqual(3600_000 - 10_000);
    for (let i = 1; i < series.length; i++) {
      const prev = series[i - 1] as Sample;
      const cur = series[i] as Sample;
      expect(cur.time_stamp - prev.time_stamp).toBe(10_000);
      expect(Math.abs(cur.received - prev.received)).toBeLessThan(prev.received * 0.2);
      expect(Math.abs(cur.connections - prev.connections)).toBeLessThan(prev.connections * 0.01);
    }
    // Older windows are downsampled to at most about 1,000 points, as EMQX 5.8 does.
    const week = await t.getJson<Sample[]>('/monitor');
    expect(week.length).toBeLessThanOrEqual(1000);
    const node = await t.getJson<Sample[]>(`/monitor/nodes/${encodeURIComponent('emqx@node3.emqx.io')}?latest=300`);
    expect(node.length).toBeGreaterThanOrEqual(30);
    await expectContractViolation(await t.api('/monitor?latest=abc'), 'query parameter latest must be an integer, not "abc"');
  });

  it('keeps metrics counters growing, in step with the message rate', async () => {
    const node = encodeURIComponent('emqx@node1.emqx.io');
    const a = await t.getJson<Current>(`/nodes/${node}/metrics`);
    clock.advance(10_000);
    const b = await t.getJson<Current>(`/nodes/${node}/metrics`);
    const rate = ((b['messages.received'] ?? 0) - (a['messages.received'] ?? 0)) / 10;
    const current = await t.getJson<Current>(`/monitor_current/nodes/${node}`);
    expect(rate).toBeGreaterThan(0);
    expect(Math.abs(rate - (current.received_msg_rate ?? 0))).toBeLessThan(rate * 0.2);
    for (const key of Object.keys(a)) if (key !== 'node') expect(b[key]).toBeGreaterThanOrEqual(a[key] ?? 0);
  });
});
