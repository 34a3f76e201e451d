/**
 * `GET /prometheus/data_integration` as EMQX 5.8 builds it (emqx_prometheus_data_integration,
 * emqx_prometheus_cluster): one point per rule, action and connector, labelled `id`, with the
 * counters of the per-item metrics endpoints, read from the same model so both always agree.
 *
 * The modes are the broker's: `node` is the node the API runs on (the first), `all_nodes_aggregated`
 * adds the nodes' points up (a logical AND for the enable and connector status gauges), and
 * `all_nodes_unaggregated` gives one point per node with a `node` label. Sources have no points:
 * the broker collects actions only.
 */
import type { Json, JsonObject } from '../lib/json';
import type { SandboxState } from '../state';
import { actionMetricsView, observeRules } from './bridge-metrics';
import { bridgeId, channelHealth, connectorHealth, isEnabled, type ChannelRecord } from './bridges';
import { ruleMetricsView, type RuleRecord } from './rules';

export const PROMETHEUS_MODES = ['node', 'all_nodes_aggregated', 'all_nodes_unaggregated'] as const;
export type PrometheusMode = (typeof PROMETHEUS_MODES)[number];

type Kind = 'gauge' | 'counter';

/** Families and their metric types, in the broker's order (rule_metric_meta/0 and neighbours). */
const OVERVIEW: readonly (readonly [string, Kind])[] = [
  ['emqx_rules_count', 'gauge'],
  ['emqx_actions_count', 'gauge'],
  ['emqx_connectors_count', 'gauge'],
  ['emqx_schema_registrys_count', 'gauge'],
];

/** Rule family → key of the rule's counters (`GET /rules/{id}/metrics`); undefined for the enable gauge. */
const RULE_FAMILIES: readonly (readonly [string, Kind, string | undefined])[] = [
  ['emqx_rule_enable', 'gauge', undefined],
  ['emqx_rule_matched', 'counter', 'matched'],
  ['emqx_rule_failed', 'counter', 'failed'],
  ['emqx_rule_passed', 'counter', 'passed'],
  ['emqx_rule_failed_exception', 'counter', 'failed.exception'],
  ['emqx_rule_failed_no_result', 'counter', 'failed.no_result'],
  ['emqx_rule_actions_total', 'counter', 'actions.total'],
  ['emqx_rule_actions_success', 'counter', 'actions.success'],
  ['emqx_rule_actions_failed', 'counter', 'actions.failed'],
  ['emqx_rule_actions_failed_out_of_service', 'counter', 'actions.failed.out_of_service'],
  ['emqx_rule_actions_failed_unknown', 'counter', 'actions.failed.unknown'],
  ['emqx_rule_actions_discarded', 'counter', 'actions.discarded'],
];

/** Action family → key of the action's counters (`GET /actions/{id}/metrics`); undefined for the two status gauges. */
const ACTION_FAMILIES: readonly (readonly [string, Kind, string | undefined])[] = [
  ['emqx_action_enable', 'gauge', undefined],
  ['emqx_action_status', 'gauge', undefined],
  ['emqx_action_matched', 'counter', 'matched'],
  ['emqx_action_dropped', 'counter', 'dropped'],
  ['emqx_action_success', 'counter', 'success'],
  ['emqx_action_failed', 'counter', 'failed'],
  ['emqx_action_inflight', 'gauge', 'inflight'],
  ['emqx_action_received', 'counter', 'received'],
  ['emqx_action_late_reply', 'counter', 'late_reply'],
  ['emqx_action_retried', 'counter', 'retried'],
  ['emqx_action_retried_success', 'counter', 'retried.success'],
  ['emqx_action_retried_failed', 'counter', 'retried.failed'],
  ['emqx_action_dropped_resource_stopped', 'counter', 'dropped.resource_stopped'],
  ['emqx_action_dropped_resource_not_found', 'counter', 'dropped.resource_not_found'],
  ['emqx_action_dropped_queue_full', 'counter', 'dropped.queue_full'],
  ['emqx_action_dropped_other', 'counter', 'dropped.other'],
  ['emqx_action_dropped_expired', 'counter', 'dropped.expired'],
  ['emqx_action_queuing', 'gauge', 'queuing'],
];

const CONNECTOR_FAMILIES: readonly (readonly [string, Kind])[] = [
  ['emqx_connector_enable', 'gauge'],
  ['emqx_connector_status', 'gauge'],
];

/** Summed as a logical AND across nodes (logic_sum_metrics/0): 1 only when every node says 1. */
const LOGIC_SUM = new Set(['emqx_rule_enable', 'emqx_connector_enable', 'emqx_connector_status']);

/** One rule, action or connector: its family values on each node, in the order of `state.nodes`. */
interface Series {
  id: string;
  perNode: Record<string, number>[];
}

/** What the broker collects before it formats: the cluster-wide counts and the three kinds of series. */
export interface DataIntegrationData {
  overview: Record<string, number>;
  rules: Series[];
  actions: Series[];
  connectors: Series[];
}

const flag = (on: boolean): number => (on ? 1 : 0);
const num = (value: Json | undefined): number => (typeof value === 'number' ? value : 0);

function ruleSeries(state: SandboxState, rule: RuleRecord, now: number): Series {
  const perNode = ruleMetricsView(rule, state.nodes, now).node_metrics as JsonObject[];
  return {
    id: rule.id,
    perNode: state.nodes.map((node) => {
      const counters = perNode.find((m) => m.node === node.name) ?? {};
      return Object.fromEntries(RULE_FAMILIES.map(([name, , key]) => [name, key === undefined ? flag(rule.enable) : num(counters[key])]));
    }),
  };
}

/**
 * As `GET /actions/{id}/metrics` computes them (handlers/channels.ts): the rules' counters are
 * followed while the action is enabled, and it runs while its connector does. `users` are the rules
 * that call the action: the same rules the model would find by scanning them all.
 */
function actionSeries(state: SandboxState, action: ChannelRecord, users: RuleRecord[], now: number): Series {
  const id = bridgeId(action.type, action.name);
  const connector = typeof action.config.connector === 'string' ? state.connectors.get(bridgeId(action.type, action.config.connector)) : undefined;
  const running = isEnabled(action) && connector !== undefined && isEnabled(connector);
  if (isEnabled(action)) observeRules(action.metrics, id, users, state.nodes, now);
  const perNode = actionMetricsView(action.metrics, id, users, state.nodes, now, running).node_metrics as { node: string; metrics: JsonObject }[];
  return {
    id,
    perNode: state.nodes.map((node) => {
      const counters = perNode.find((m) => m.node === node.name)?.metrics ?? {};
      const status = channelHealth(action, connector, node.name).status;
      return Object.fromEntries(
        ACTION_FAMILIES.map(([name, , key]) => [name, name === 'emqx_action_enable' ? flag(isEnabled(action)) : name === 'emqx_action_status' ? flag(status === 'connected') : num(counters[key!])]),
      );
    }),
  };
}

/** The rules that call each action, found in one pass over the rules (the estate may hold thousands). */
function usersByAction(rules: Iterable<RuleRecord>): Map<string, RuleRecord[]> {
  const users = new Map<string, RuleRecord[]>();
  for (const rule of rules) {
    for (const id of new Set(rule.actions.filter((a): a is string => typeof a === 'string'))) {
      const list = users.get(id) ?? [];
      list.push(rule);
      users.set(id, list);
    }
  }
  return users;
}

export function collectDataIntegration(state: SandboxState): DataIntegrationData {
  const now = state.now();
  const rules = [...state.rules.values()];
  const users = usersByAction(rules);
  return {
    overview: {
      emqx_rules_count: rules.length,
      // The rules' outputs, not the actions of data integration (actions_ov_data/1).
      emqx_actions_count: rules.reduce((sum, rule) => sum + rule.actions.length, 0),
      emqx_connectors_count: state.connectors.size,
      emqx_schema_registrys_count: state.schemaRegistry.size,
    },
    rules: rules.map((rule) => ruleSeries(state, rule, now)),
    actions: [...state.actions.values()].map((action) => actionSeries(state, action, users.get(bridgeId(action.type, action.name)) ?? [], now)),
    connectors: [...state.connectors.values()].map((connector) => ({
      id: bridgeId(connector.type, connector.name),
      perNode: state.nodes.map((node) => ({
        emqx_connector_enable: flag(isEnabled(connector)),
        emqx_connector_status: flag(connectorHealth(connector, node.name).status === 'connected'),
      })),
    })),
  };
}

/** The points of one series as the mode lays them out: labels (node first, as with_node_label/2 puts it) and values. */
function points(series: Series, mode: PrometheusMode, nodes: readonly { name: string }[]): { labels: [string, string][]; values: Record<string, number> }[] {
  if (mode === 'node') return [{ labels: [['id', series.id]], values: series.perNode[0] ?? {} }];
  if (mode === 'all_nodes_unaggregated') return series.perNode.map((values, i) => ({ labels: [['node', nodes[i]!.name], ['id', series.id]], values }));
  const values: Record<string, number> = {};
  for (const name of Object.keys(series.perNode[0] ?? {})) {
    const all = series.perNode.map((v) => v[name] ?? 0);
    values[name] = LOGIC_SUM.has(name) ? flag(all.every((v) => v > 0)) : all.reduce((a, b) => a + b, 0);
  }
  return [{ labels: [['id', series.id]], values }];
}

/** The JSON answer (`Accept: application/json`): the overview, then each kind as a list of points. */
export function dataIntegrationJson(data: DataIntegrationData, mode: PrometheusMode, nodes: readonly { name: string }[]): JsonObject {
  const list = (series: Series[]): Json[] => series.flatMap((s) => points(s, mode, nodes).map(({ labels, values }): JsonObject => ({ ...Object.fromEntries(labels), ...values })));
  return { data_integration_overview: { ...data.overview }, rules: list(data.rules), actions: list(data.actions), connectors: list(data.connectors) };
}

const escapeLabel = (value: string): string => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** The text answer: Prometheus' exposition format as prometheus_text_format writes it (TYPE, then an empty HELP). */
export function dataIntegrationText(data: DataIntegrationData, mode: PrometheusMode, nodes: readonly { name: string }[]): string {
  const lines: string[] = [];
  const family = (name: string, kind: Kind, samples: string[]) => lines.push(`# TYPE ${name} ${kind}`, `# HELP ${name} `, ...samples);
  for (const [name, kind] of OVERVIEW) family(name, kind, [`${name} ${data.overview[name] ?? 0}`]);
  const groups: [readonly (readonly [string, Kind, ...unknown[]])[], Series[]][] = [
    [RULE_FAMILIES, data.rules],
    [ACTION_FAMILIES, data.actions],
    [CONNECTOR_FAMILIES, data.connectors],
  ];
  for (const [families, series] of groups) {
    const laid = series.flatMap((s) => points(s, mode, nodes));
    for (const [name, kind] of families) {
      family(
        name,
        kind,
        laid.map(({ labels, values }) => `${name}{${labels.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}} ${values[name] ?? 0}`),
      );
    }
  }
  return `${lines.join('\n')}\n\n`;
}
