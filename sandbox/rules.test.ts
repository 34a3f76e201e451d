import {
  getRulesByIdMetricsResponse,
  getRulesByIdResponse,
  getRulesResponse,
  putRulesByIdResponse,
} from '../src/generated/zod/rules/rules.zod';
import { manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

const rulePath = (id: string, rest = '') => `/rules/${encodeURIComponent(id)}${rest}`;

interface RuleList {
  data: { id: string; from: string[]; enable: boolean }[];
  meta: { count?: number; hasnext: boolean };
}

interface Metrics {
  metrics: Record<string, number>;
  node_metrics: { node: string; metrics: Record<string, number> }[];
}

describe('sandbox rules', () => {
  let t: TestSandbox;
  const clock = manualClock();
  const ids = async (query = '') => (await t.getJson<RuleList>(`/rules${query}`)).data.map((r) => r.id).sort();

  beforeEach(async () => {
    t = await startTestSandbox({ clients: 0, now: clock.now });
  });
  afterEach(() => t.close());

  it('lists the seeded rules by id, valid against the contract', async () => {
    const list = await t.getJson<RuleList>('/rules');
    expect(getRulesResponse.safeParse(list).success).toBe(true);
    expect(list.data.map((r) => r.id)).toEqual(['client_connected_log', 'fleet_positions_to_webhook', 'legacy_meter_forward', 'temperature_alerts']);
    expect(list.meta).toMatchObject({ count: 4, hasnext: false });
    const rule = await t.getJson(rulePath('legacy_meter_forward'));
    expect(getRulesByIdResponse.safeParse(rule).success).toBe(true);
    expect(rule).toMatchObject({ from: ['meters/#', 'devices/+/firmware'], enable: false, actions: [{ function: 'console' }, 'http:webhook_out'] });
    expect((await t.api(rulePath('nope'))).status).toBe(404);
  });

  it('filters by id, description, FROM (exact, substring, topic match), enable, action and source', async () => {
    expect(await ids('?like_id=FLEET')).toEqual(['fleet_positions_to_webhook']);
    expect(await ids('?like_description=console')).toEqual(['client_connected_log']);
    expect(await ids(`?from=${encodeURIComponent('$events/client_connected')}`)).toEqual(['client_connected_log']);
    expect(await ids('?like_from=factory')).toEqual(['temperature_alerts']);
    expect(await ids(`?match_from=${encodeURIComponent('fleet/truck-1/position')}`)).toEqual(['fleet_positions_to_webhook']);
    expect(await ids('?enable=false')).toEqual(['legacy_meter_forward']);
    expect(await ids('?action=http:webhook_out')).toEqual(['fleet_positions_to_webhook', 'legacy_meter_forward']);
    expect(await ids('?source=mqtt:plant')).toEqual([]);
    expect((await t.getJson<RuleList>('/rules?like_id=a')).meta.count).toBeUndefined();
    const page = await t.getJson<RuleList>('/rules?limit=3&page=1');
    expect(page.data).toHaveLength(3);
    expect(page.meta.hasnext).toBe(true);
  });

  it('creates, updates and deletes a rule', async () => {
    // Actions as ids only: the document's union refuses `{ function: 'console' }` (see the report on scripts/openapi/corrections.ts).
    const body = { id: 'hot', sql: 'SELECT * FROM "t/#" WHERE payload.x > 1', actions: ['http:webhook_out'], description: 'Hot', enable: true };
    const created = await t.api('/rules', send('POST', body));
    expect(created.status).toBe(201);
    const rule = await created.json();
    expect(getRulesByIdResponse.safeParse(rule).success).toBe(true);
    expect(rule).toMatchObject({ id: 'hot', from: ['t/#'], enable: true, description: 'Hot' });
    expect((await t.api('/rules', send('POST', body))).status).toBe(400);

    const updated = await t.api(rulePath('hot'), send('PUT', { ...body, sql: 'SELECT * FROM "a/+", "$events/client_connected"', enable: false }));
    expect(updated.status).toBe(200);
    const after = await updated.json();
    expect(putRulesByIdResponse.safeParse(after).success).toBe(true);
    expect(after).toMatchObject({ from: ['a/+', '$events/client_connected'], enable: false });

    expect((await t.api(rulePath('hot'), { method: 'DELETE' })).status).toBe(204);
    expect((await t.api(rulePath('hot'), { method: 'DELETE' })).status).toBe(404);
  });

  it('gives a rule without an id one of 8 hex digits', async () => {
    const created = await (await t.api('/rules', send('POST', { sql: 'SELECT * FROM "t/1"' }))).json();
    expect(created.id).toMatch(/^[0-9a-f]{8}$/);
  });

  it('answers 400 with the place of the fault for SQL that is not a rule', async () => {
    const res = await t.api('/rules', send('POST', { id: 'bad', sql: 'SELECT * FORM "t/#"' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/line 1, column \d+/) });
  });

  it('counts per node while enabled, stops while disabled, and starts at 0 after a reset', async () => {
    const path = rulePath('temperature_alerts', '/metrics');
    const first = await t.getJson<Metrics>(path);
    expect(getRulesByIdMetricsResponse.safeParse(first).success).toBe(true);
    expect(first.node_metrics.map((n) => n.node)).toEqual(['emqx@node1.emqx.io', 'emqx@node2.emqx.io', 'emqx@node3.emqx.io']);
    const m = first.metrics;
    expect(m.matched).toBeGreaterThan(0);
    expect(m.passed! + m.failed! + m['failed.no_result']!).toBe(m.matched);
    expect(m['actions.success']! + m['actions.failed']!).toBe(m['actions.total']);
    expect(m['matched.rate']).toBeGreaterThan(0);

    clock.advance(60_000);
    const later = await t.getJson<Metrics>(path);
    expect(later.metrics.matched).toBeGreaterThan(m.matched!);

    const rule = await t.getJson<{ sql: string; description: string }>(rulePath('temperature_alerts'));
    await t.api(rulePath('temperature_alerts'), send('PUT', { sql: rule.sql, description: rule.description, actions: ['http:webhook_out'], enable: false }));
    const stopped = (await t.getJson<Metrics>(path)).metrics;
    clock.advance(60_000);
    expect((await t.getJson<Metrics>(path)).metrics.matched).toBe(stopped.matched);
    expect(stopped['matched.rate']).toBe(0);

    expect((await t.api(rulePath('temperature_alerts', '/metrics/reset'), { method: 'PUT' })).status).toBe(204);
    expect((await t.getJson<Metrics>(path)).metrics).toMatchObject({ matched: 0, passed: 0, 'actions.total': 0 });
    expect((await t.api(rulePath('nope', '/metrics/reset'), { method: 'PUT' })).status).toBe(404);
  });

  it('tests SQL against a context: the output, 412 NOT_MATCH, and 400 naming the place', async () => {
    const context = { event_type: 'message_publish', topic: 'factory/line-1/telemetry', payload: '{"temperature": 91.5}', clientid: 'sensor-1', qos: 1 };
    const sql = 'SELECT payload.temperature as t, clientid FROM "factory/+/telemetry" WHERE payload.temperature > 80';
    const ok = await t.api('/rule_test', send('POST', { sql, context }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ t: 91.5, clientid: 'sensor-1' });

    const cold = await t.api('/rule_test', send('POST', { sql, context: { ...context, payload: '{"temperature": 20}' } }));
    expect(cold.status).toBe(412);
    expect(await cold.json()).toEqual({ code: 'NOT_MATCH', message: 'SQL Not Match' });
    const elsewhere = await t.api('/rule_test', send('POST', { sql, context: { ...context, topic: 'fleet/x/position' } }));
    expect(elsewhere.status).toBe(412);

    const each = await t.api('/rule_test', send('POST', { sql: 'FOREACH payload.list as x DO x * 2 as y INCASE x > 1 FROM "t/#"', context: { event_type: 'message_publish', topic: 't/1', payload: '{"list": [1, 2, 3]}' } }));
    expect(await each.json()).toEqual([{ y: 4 }, { y: 6 }]);

    const event = await t.api('/rule_test', send('POST', { sql: 'SELECT clientid, event FROM "$events/client_disconnected"', context: { event_type: 'client_disconnected', clientid: 'c1', reason: 'normal' } }));
    expect(await event.json()).toEqual({ clientid: 'c1', event: 'client.disconnected' });

    const bad = await t.api('/rule_test', send('POST', { sql: 'SELECT * FROM "t/#" WHERE', context }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 'BAD_REQUEST', message: 'syntax error at line 1, column 26: expected a value, a field or a function, found the end of the SQL' });
  });

  it("runs every event's SQL example on its test columns, as the editor's test panel would send them", async () => {
    const events = await t.getJson<{ event: string; test_columns: Record<string, [unknown, string]>; sql_example: string }[]>('/rule_events');
    for (const e of events) {
      const context = { event_type: e.event.replace('$events/', ''), ...Object.fromEntries(Object.entries(e.test_columns).map(([k, [example]]) => [k, example])) };
      const res = await t.api('/rule_test', send('POST', { sql: e.sql_example, context }));
      expect([e.event, res.status]).toEqual([e.event, 200]);
    }
  });

  it('lists the events with titles, descriptions, columns and test columns in both languages', async () => {
    const events = await t.getJson<{ event: string; title: { en: string; zh: string }; columns: string[]; test_columns: Record<string, [unknown, string]>; sql_example: string }[]>('/rule_events');
    expect(events.map((e) => e.event)).toContain('$events/client_check_authn_complete');
    const connected = events.find((e) => e.event === '$events/client_connected')!;
    expect(connected.title).toEqual({ en: 'Client connected', zh: '连接建立' });
    expect(connected.columns).toContain('peername');
    expect(connected.sql_example).toBe('SELECT * FROM "$events/client_connected"');
    const publish = events.find((e) => e.event === '$events/message_publish')!;
    expect(publish.test_columns.payload).toEqual(['{"msg": "hello"}', 'the payload of the MQTT message']);
  });

  it('reads and writes the rule engine settings', async () => {
    // The broker answers the checked configuration: the timeout in milliseconds (corrections-integration.ts).
    const settings = await t.getJson('/rule_engine');
    expect(settings).toEqual({ ignore_sys_message: true, jq_function_default_timeout: 10_000 });
    const res = await t.api('/rule_engine', send('PUT', { ignore_sys_message: false, jq_function_default_timeout: '30s' }));
    expect(await res.json()).toEqual({ ignore_sys_message: false, jq_function_default_timeout: 30_000 });
    const refused = await t.api('/rule_engine', send('PUT', { jq_function_default_timeout: 'soon' }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Bad Arguments: /);
  });
});
