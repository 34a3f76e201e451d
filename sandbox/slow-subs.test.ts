import { getSlowSubscriptionsResponse, getSlowSubscriptionsSettingsResponse } from '../src/generated/zod/slow-subscriptions/slow-subscriptions.zod';
import type { SlowSubRecord } from './model/slow-subs';
import { manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

describe('sandbox slow subscriptions', () => {
  let t: TestSandbox;
  const clock = manualClock();
  beforeEach(async () => {
    t = await startTestSandbox({ now: clock.now, clients: 1500 });
  });
  afterEach(() => t.close());

  const records = async (query = '') => {
    const body = await t.getJson<{ data: SlowSubRecord[] }>(`/slow_subscriptions${query}`);
    expect(getSlowSubscriptionsResponse.safeParse(body).success).toBe(true);
    return body.data;
  };
  const settings = async (change: Record<string, unknown>) => {
    const current = await t.getJson<Record<string, unknown>>('/slow_subscriptions/settings');
    const res = await t.api('/slow_subscriptions/settings', send('PUT', { ...current, ...change }));
    expect(res.status).toBe(200);
    expect(getSlowSubscriptionsSettingsResponse.safeParse(await res.json()).success).toBe(true);
  };

  it('records nothing while off; once on, the slowest deliveries per node, top-k each, slowest first', async () => {
    expect((await t.getJson<{ enable: boolean }>('/slow_subscriptions/settings')).enable).toBe(false);
    clock.advance(60_000);
    expect(await records()).toEqual([]);

    await settings({ enable: true, top_k_num: 5 });
    // Recording starts when the statistics are on: nothing from before.
    expect(await records()).toEqual([]);
    clock.advance(30_000);
    const list = await records('?page=1&limit=1000');
    expect(list.length).toBeGreaterThan(5);
    const nodes = new Set(list.map((r) => r.node));
    for (const node of nodes) expect(list.filter((r) => r.node === node).length).toBeLessThanOrEqual(5);
    expect(list.map((r) => r.timespan)).toEqual([...list.map((r) => r.timespan)].sort((a, b) => b - a));
    for (const r of list) {
      expect(r.timespan).toBeGreaterThanOrEqual(500);
      expect(r.last_update_time).toBeLessThanOrEqual(clock.now());
      expect(r.last_update_time).toBeGreaterThan(clock.now() - 30_000);
      expect(t.state.clients.get(r.clientid)?.node).toBe(r.node);
      expect(t.state.subscriptions.get(r.clientid)?.map((s) => s.topic)).toContain(r.topic);
    }
    // The same clock gives the same records.
    expect(await records()).toEqual(list);

    await settings({ threshold: '3s' });
    expect((await records()).every((r) => r.timespan >= 3000)).toBe(true);
  });

  it('clears the records and counts again; records expire; off forgets them', async () => {
    await settings({ enable: true, expire_interval: '20s' });
    await records();
    clock.advance(15_000);
    expect((await records()).length).toBeGreaterThan(0);

    expect((await t.api('/slow_subscriptions', { method: 'DELETE' })).status).toBe(204);
    expect(await records()).toEqual([]);
    clock.advance(5_000);
    const again = await records();
    expect(again.length).toBeGreaterThan(0);
    expect(again.every((r) => r.last_update_time > clock.now() - 5_000)).toBe(true);

    clock.advance(60_000);
    expect((await records()).every((r) => r.last_update_time > clock.now() - 20_000)).toBe(true);

    await settings({ enable: false });
    expect(await records()).toEqual([]);
  });

  it('merges a partial PUT into the stored settings and refuses a threshold that is no duration', async () => {
    await settings({ top_k_num: 37 });
    // emqx_conf:update/3 merges into the raw config: keys left out keep their value.
    const partial = await t.api('/slow_subscriptions/settings', send('PUT', { stats_type: 'internal' }));
    expect(await partial.json()).toMatchObject({ top_k_num: 37, stats_type: 'internal' });
    const bad = await t.api('/slow_subscriptions/settings', send('PUT', { threshold: 'slow' }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('BAD_REQUEST');
    expect((await t.getJson<{ threshold: string }>('/slow_subscriptions/settings')).threshold).toBe('500ms');
  });
});
