/**
 * The counters of every action, rule and connector from one request, `GET
 * /prometheus/data_integration` in JSON (EMQX 5.8's emqx_prometheus_data_integration): lists of
 * points labelled `id`, with the families `emqx_action_*`, `emqx_rule_*` and `emqx_connector_*`.
 * Summed over the cluster (`all_nodes_aggregated`) they are the `metrics` of the per-item endpoints.
 * The answer has no rates: a rate is the growth of `matched` between two answers.
 */
import { getGetPrometheusDataIntegrationQueryKey } from '../../../generated/endpoints/monitor/monitor';
import type { GetPrometheusDataIntegrationParams } from '../../../generated/model';

export const DATA_INTEGRATION_PARAMS: GetPrometheusDataIntegrationParams = { mode: 'all_nodes_aggregated' };
export const dataIntegrationKey = () => getGetPrometheusDataIntegrationQueryKey(DATA_INTEGRATION_PARAMS);

export interface ActionPoint {
  matched: number;
  success: number;
  failed: number;
  /** Nodes where the action is enabled, and where it is connected (the aggregate sums them). */
  enabled: number;
  connected: number;
  /** Matched per second since the previous answer; undefined without one. */
  rate?: number;
}

export interface RulePoint {
  enabled: boolean;
  matched: number;
  passed: number;
  failed: number;
  exception: number;
  noResult: number;
  rate?: number;
}

export interface ConnectorPoint {
  enabled: boolean;
  connected: boolean;
}

export interface DataIntegrationSnapshot {
  /** When the answer arrived (epoch ms). */
  at: number;
  actions: Map<string, ActionPoint>;
  rules: Map<string, RulePoint>;
  connectors: Map<string, ConnectorPoint>;
  /** The rules' outputs in all (`emqx_actions_count`): changes when a rule gains or loses one. */
  ruleOutputs?: number;
}

type Point = Record<string, unknown>;

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const isRecord = (value: unknown): value is Point => typeof value === 'object' && value !== null && !Array.isArray(value);

function byId<T>(list: unknown, read: (point: Point) => T): Map<string, T> {
  const map = new Map<string, T>();
  if (!Array.isArray(list)) return map;
  for (const point of list) if (isRecord(point) && typeof point.id === 'string') map.set(point.id, read(point));
  return map;
}

/** `matched` per second between two answers; none for a new id or a counter that went back (a reset). */
function rateSince(matched: number, at: number, before: { matched: number } | undefined, previousAt: number | undefined): number | undefined {
  if (!before || previousAt === undefined || at <= previousAt || matched < before.matched) return undefined;
  return ((matched - before.matched) * 1000) / (at - previousAt);
}

/**
 * The JSON answer as a snapshot, with rates against `previous`. Undefined when the answer is not
 * that JSON (a broker that answers the text format, or none of the three lists).
 */
export function readDataIntegration(answer: unknown, at: number, previous?: DataIntegrationSnapshot): DataIntegrationSnapshot | undefined {
  if (!isRecord(answer) || !(['actions', 'rules', 'connectors'] as const).some((key) => Array.isArray(answer[key]))) return undefined;
  const actions = byId(answer.actions, (p): ActionPoint => ({
    matched: num(p.emqx_action_matched),
    success: num(p.emqx_action_success),
    failed: num(p.emqx_action_failed),
    enabled: num(p.emqx_action_enable),
    connected: num(p.emqx_action_status),
  }));
  const rules = byId(answer.rules, (p): RulePoint => ({
    enabled: num(p.emqx_rule_enable) > 0,
    matched: num(p.emqx_rule_matched),
    passed: num(p.emqx_rule_passed),
    failed: num(p.emqx_rule_failed),
    exception: num(p.emqx_rule_failed_exception),
    noResult: num(p.emqx_rule_failed_no_result),
  }));
  for (const [id, point] of actions) point.rate = rateSince(point.matched, at, previous?.actions.get(id), previous?.at);
  for (const [id, point] of rules) point.rate = rateSince(point.matched, at, previous?.rules.get(id), previous?.at);
  const overview = answer.data_integration_overview;
  return {
    at,
    actions,
    rules,
    connectors: byId(answer.connectors, (p): ConnectorPoint => ({ enabled: num(p.emqx_connector_enable) > 0, connected: num(p.emqx_connector_status) > 0 })),
    ruleOutputs: isRecord(overview) && typeof overview.emqx_actions_count === 'number' ? overview.emqx_actions_count : undefined,
  };
}

function differ<T>(a: Map<string, T>, b: Map<string, T>, same: (x: T, y: T) => boolean): boolean {
  if (a.size !== b.size) return true;
  for (const [id, x] of a) {
    const y = b.get(id);
    if (y === undefined || !same(x, y)) return true;
  }
  return false;
}

/**
 * What changed between two answers that the lists read elsewhere: an action or connector came,
 * went, was enabled or disabled, connected or lost its connection (the action and connector lists
 * show it), or a rule came, went or changed its number of outputs (the rules that use a bridge).
 */
export function changesBetween(previous: DataIntegrationSnapshot, next: DataIntegrationSnapshot): { bridges: boolean; rules: boolean } {
  return {
    bridges:
      differ(previous.actions, next.actions, (a, b) => a.enabled === b.enabled && a.connected === b.connected) ||
      differ(previous.connectors, next.connectors, (a, b) => a.enabled === b.enabled && a.connected === b.connected),
    rules: previous.ruleOutputs !== next.ruleOutputs || differ(previous.rules, next.rules, () => true),
  };
}
