import { describe, expect, it } from 'vitest';
import { changesBetween, readDataIntegration } from './data-integration';

/** Shaped like EMQX 5.8's JSON answer in `all_nodes_aggregated` mode (emqx_prometheus_data_integration:collect/1). */
function answer(matched: number, options: { connected?: number; rules?: string[]; outputs?: number } = {}) {
  return {
    data_integration_overview: { emqx_rules_count: 2, emqx_actions_count: options.outputs ?? 3, emqx_connectors_count: 1, emqx_schema_registrys_count: 0 },
    actions: [
      { id: 'http:out', emqx_action_enable: 3, emqx_action_status: options.connected ?? 3, emqx_action_matched: matched, emqx_action_success: matched - 2, emqx_action_failed: 2, emqx_action_inflight: 0 },
    ],
    rules: (options.rules ?? ['r1', 'r2']).map((id) => ({
      id,
      emqx_rule_enable: 1,
      emqx_rule_matched: matched * 2,
      emqx_rule_passed: matched,
      emqx_rule_failed: 1,
      emqx_rule_failed_exception: 1,
      emqx_rule_failed_no_result: matched - 1,
    })),
    connectors: [{ id: 'http:svc', emqx_connector_enable: 1, emqx_connector_status: 1 }],
  };
}

describe('the aggregated data integration counters', () => {
  it('reads the points of actions, rules and connectors by id', () => {
    const snapshot = readDataIntegration(answer(100), 1_000)!;
    expect(snapshot.actions.get('http:out')).toEqual({ matched: 100, success: 98, failed: 2, enabled: 3, connected: 3, rate: undefined });
    expect(snapshot.rules.get('r2')).toEqual({ enabled: true, matched: 200, passed: 100, failed: 1, exception: 1, noResult: 99, rate: undefined });
    expect(snapshot.connectors.get('http:svc')).toEqual({ enabled: true, connected: true });
    expect(snapshot.ruleOutputs).toBe(3);
  });

  it('rates are the growth of matched per second since the previous answer, none after a reset', () => {
    const first = readDataIntegration(answer(100), 10_000)!;
    const second = readDataIntegration(answer(160), 40_000, first)!;
    expect(second.actions.get('http:out')?.rate).toBe(2);
    expect(second.rules.get('r1')?.rate).toBe(4);
    const reset = readDataIntegration(answer(5), 70_000, second)!;
    expect(reset.actions.get('http:out')?.rate).toBeUndefined();
    const added = readDataIntegration(answer(35, { rules: ['r1', 'r2', 'r3'] }), 100_000, reset)!;
    expect(added.actions.get('http:out')?.rate).toBe(1);
    expect(added.rules.get('r3')?.rate).toBeUndefined();
  });

  it('is no snapshot for an answer in the text format or without the lists', () => {
    expect(readDataIntegration('# TYPE emqx_rule_matched counter\n', 0)).toBeUndefined();
    expect(readDataIntegration({}, 0)).toBeUndefined();
    expect(readDataIntegration(null, 0)).toBeUndefined();
    expect(readDataIntegration({ actions: [{ emqx_action_matched: 1 }, { id: 'http:x', emqx_action_matched: 'many' }] }, 0)?.actions).toEqual(
      new Map([['http:x', { matched: 0, success: 0, failed: 0, enabled: 0, connected: 0, rate: undefined }]]),
    );
  });

  it('tells a change of bridges (status, enable, one more or less) from a change of rules (one more or less, other outputs)', () => {
    const base = readDataIntegration(answer(100), 0)!;
    expect(changesBetween(base, readDataIntegration(answer(500), 1)!)).toEqual({ bridges: false, rules: false });
    expect(changesBetween(base, readDataIntegration(answer(100, { connected: 2 }), 1)!)).toEqual({ bridges: true, rules: false });
    expect(changesBetween(base, readDataIntegration({ ...answer(100), actions: [] }, 1)!)).toEqual({ bridges: true, rules: false });
    expect(changesBetween(base, readDataIntegration({ ...answer(100), connectors: [{ id: 'http:svc', emqx_connector_enable: 1, emqx_connector_status: 0 }] }, 1)!).bridges).toBe(true);
    expect(changesBetween(base, readDataIntegration(answer(100, { rules: ['r1', 'r3'] }), 1)!)).toEqual({ bridges: false, rules: true });
    expect(changesBetween(base, readDataIntegration(answer(100, { outputs: 4 }), 1)!)).toEqual({ bridges: false, rules: true });
  });
});
