import { getPrometheusDataIntegrationResponse } from '../src/generated/zod/monitor/monitor.zod';
import { expectContractViolation, manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

const enc = encodeURIComponent;
const NODES = ['emqx@node1.emqx.io', 'emqx@node2.emqx.io', 'emqx@node3.emqx.io'];
const JSON_ACCEPT = { headers: { accept: 'application/json' } };

type Point = { id: string; node?: string } & Record<string, number>;
interface Answer {
  data_integration_overview: Record<string, number>;
  rules: Point[];
  actions: Point[];
  connectors: Point[];
}
interface ItemMetrics {
  metrics: Record<string, number>;
  node_metrics: ({ node: string; metrics?: Record<string, number> } & Record<string, unknown>)[];
}

/** Family name → key of the per-item metrics answer, for the counters both carry. */
const ACTION_KEYS: Record<string, string> = {
  emqx_action_matched: 'matched',
  emqx_action_success: 'success',
  emqx_action_failed: 'failed',
  emqx_action_dropped: 'dropped',
  emqx_action_inflight: 'inflight',
  emqx_action_queuing: 'queuing',
  emqx_action_retried: 'retried',
  emqx_action_late_reply: 'late_reply',
  emqx_action_received: 'received',
  emqx_action_dropped_queue_full: 'dropped.queue_full',
  emqx_action_dropped_resource_stopped: 'dropped.resource_stopped',
};
const RULE_KEYS: Record<string, string> = {
  emqx_rule_matched: 'matched',
  emqx_rule_passed: 'passed',
  emqx_rule_failed: 'failed',
  emqx_rule_failed_exception: 'failed.exception',
  emqx_rule_failed_no_result: 'failed.no_result',
  emqx_rule_actions_total: 'actions.total',
  emqx_rule_actions_success: 'actions.success',
  emqx_rule_actions_failed: 'actions.failed',
  emqx_rule_actions_failed_out_of_service: 'actions.failed.out_of_service',
  emqx_rule_actions_failed_unknown: 'actions.failed.unknown',
};

const pick = (point: Point, keys: Record<string, string>) => Object.fromEntries(Object.entries(keys).map(([family, key]) => [key, point[family]]));
const from = (metrics: Record<string, unknown>, keys: Record<string, string>) => Object.fromEntries(Object.values(keys).map((key) => [key, metrics[key] ?? 0]));

describe('sandbox GET /prometheus/data_integration', () => {
  const clock = manualClock();
  let t: TestSandbox;
  beforeEach(async () => {
    t = await startTestSandbox({ clients: 0, now: clock.now });
  });
  afterEach(() => t.close());

  const read = async (mode: string): Promise<Answer> => {
    const res = await t.api(`/prometheus/data_integration?mode=${mode}`, JSON_ACCEPT);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as Answer;
    expect(getPrometheusDataIntegrationResponse.safeParse(body).success).toBe(true);
    return body;
  };

  it('aggregated over the cluster, counts every action and rule as its own metrics endpoint does', async () => {
    clock.advance(90_000);
    const answer = await read('all_nodes_aggregated');
    expect(answer.actions.map((a) => a.id).sort()).toEqual(['http:webhook_out', 'mqtt:alerts_to_cloud']);
    for (const point of answer.actions) {
      const item = await t.getJson<ItemMetrics>(`/actions/${enc(point.id)}/metrics`);
      expect(pick(point, ACTION_KEYS)).toEqual(from(item.metrics, ACTION_KEYS));
    }
    const webhook = answer.actions.find((a) => a.id === 'http:webhook_out')!;
    expect(webhook.emqx_action_matched).toBeGreaterThan(0);
    expect(answer.rules.map((r) => r.id).sort()).toEqual([...t.state.rules.keys()].sort());
    for (const point of answer.rules) {
      const item = await t.getJson<ItemMetrics>(`/rules/${enc(point.id)}/metrics`);
      expect(pick(point, RULE_KEYS)).toEqual(from(item.metrics, RULE_KEYS));
    }
    // Sources are not collected: the broker's collector reads actions only.
    expect(answer.actions.some((a) => a.id === 'mqtt:cloud_commands')).toBe(false);
  });

  it('keeps agreeing as traffic flows and after a reset', async () => {
    const before = (await read('all_nodes_aggregated')).actions.find((a) => a.id === 'http:webhook_out')!;
    clock.advance(60_000);
    const after = (await read('all_nodes_aggregated')).actions.find((a) => a.id === 'http:webhook_out')!;
    expect(after.emqx_action_matched).toBeGreaterThan(before.emqx_action_matched!);
    expect((await t.api(`/actions/${enc('http:webhook_out')}/metrics/reset`, send('PUT'))).status).toBe(204);
    const reset = (await read('all_nodes_aggregated')).actions.find((a) => a.id === 'http:webhook_out')!;
    expect(reset.emqx_action_matched).toBe(0);
    clock.advance(30_000);
    const counted = (await read('all_nodes_aggregated')).actions.find((a) => a.id === 'http:webhook_out')!;
    const item = await t.getJson<ItemMetrics>(`/actions/${enc('http:webhook_out')}/metrics`);
    expect(counted.emqx_action_matched).toBe(item.metrics.matched);
  });

  it('answers the local node, or every node with its name, as the per-node metrics say', async () => {
    clock.advance(45_000);
    const local = await read('node');
    const unaggregated = await read('all_nodes_unaggregated');
    const item = await t.getJson<ItemMetrics>(`/actions/${enc('http:webhook_out')}/metrics`);
    const perNode = (node: string) => item.node_metrics.find((n) => n.node === node)!.metrics!;
    expect(pick(local.actions.find((a) => a.id === 'http:webhook_out')!, ACTION_KEYS)).toEqual(from(perNode(NODES[0]!), ACTION_KEYS));
    const points = unaggregated.actions.filter((a) => a.id === 'http:webhook_out');
    expect(points.map((p) => p.node).sort()).toEqual(NODES);
    for (const point of points) expect(pick(point, ACTION_KEYS)).toEqual(from(perNode(point.node!), ACTION_KEYS));
    const rule = await t.getJson<ItemMetrics>(`/rules/${enc('fleet_positions_to_webhook')}/metrics`);
    for (const point of unaggregated.rules.filter((r) => r.id === 'fleet_positions_to_webhook')) {
      // A rule's node metrics nest the counters under `metrics`, as emqx_rule_engine_api:format_metrics/2 answers.
      expect(pick(point, RULE_KEYS)).toEqual(from(rule.node_metrics.find((n) => n.node === point.node)!.metrics!, RULE_KEYS));
    }
    expect(local.rules.every((r) => r.node === undefined)).toBe(true);
  });

  it('says which actions and connectors are enabled and connected, and counts the estate', async () => {
    expect((await t.api(`/actions/${enc('mqtt:alerts_to_cloud')}/enable/false`, send('PUT'))).status).toBe(204);
    const answer = await read('all_nodes_aggregated');
    const action = (id: string) => answer.actions.find((a) => a.id === id)!;
    // Summed over the three nodes, as the broker sums them.
    expect(action('http:webhook_out')).toMatchObject({ emqx_action_enable: 3, emqx_action_status: 3 });
    expect(action('mqtt:alerts_to_cloud')).toMatchObject({ emqx_action_enable: 0, emqx_action_status: 0 });
    const connector = (id: string) => answer.connectors.find((c) => c.id === id)!;
    expect(connector('http:dispatch_service')).toMatchObject({ emqx_connector_enable: 1, emqx_connector_status: 1 });
    // Still connecting on one node: the logical sum of the three says not connected.
    expect(connector('mqtt:cloud_broker')).toMatchObject({ emqx_connector_enable: 1, emqx_connector_status: 0 });
    expect(connector('http:legacy_meter_api')).toMatchObject({ emqx_connector_enable: 0, emqx_connector_status: 0 });
    const unaggregated = await read('all_nodes_unaggregated');
    expect(unaggregated.connectors.filter((c) => c.id === 'mqtt:cloud_broker').map((c) => c.emqx_connector_status)).toEqual([1, 1, 0]);
    const outputs = [...t.state.rules.values()].reduce((sum, r) => sum + r.actions.length, 0);
    expect(answer.data_integration_overview).toEqual({
      emqx_rules_count: t.state.rules.size,
      emqx_actions_count: outputs,
      emqx_connectors_count: t.state.connectors.size,
      emqx_schema_registrys_count: t.state.schemaRegistry.size,
    });
  });

  it("answers Prometheus' text format unless Accept is exactly application/json, and refuses an unknown mode", async () => {
    clock.advance(30_000);
    for (const accept of [undefined, 'text/plain', 'application/json, text/plain, */*']) {
      const res = await t.api('/prometheus/data_integration?mode=all_nodes_aggregated', accept ? { headers: { accept } } : {});
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text).toContain('# TYPE emqx_rule_matched counter\n');
      expect(text).toContain('# TYPE emqx_action_inflight gauge\n');
      const matched = Number(/^emqx_action_matched\{id="http:webhook_out"\} (\d+)$/m.exec(text)?.[1]);
      const item = await t.getJson<ItemMetrics>(`/actions/${enc('http:webhook_out')}/metrics`);
      expect(matched).toBe(item.metrics.matched);
    }
    const text = await (await t.api('/prometheus/data_integration?mode=all_nodes_unaggregated')).text();
    expect(text).toMatch(/^emqx_connector_status\{node="emqx@node3\.emqx\.io",id="mqtt:cloud_broker"\} 0$/m);
    await expectContractViolation(await t.api('/prometheus/data_integration?mode=cluster', JSON_ACCEPT), /mode/);
  });
});
