/**
 * What schema validations and message transformations share (EMQX 5.8 Enterprise): a named item in
 * an evaluation order, on topic filters, with a failure action, and per-node metrics (matched,
 * succeeded, failed and matched's rates). Seeded items count their traffic curve (traffic.ts); every
 * item also counts the messages the API publishes through it (`POST /publish`), on the first node.
 * Updating, enabling or disabling an item resets its metrics, as the broker re-inserts it.
 */
import { isJsonObject, type Json, type JsonObject } from '../lib/json';
import { isValidFilter } from '../lib/topic';
import type { SandboxNode } from '../seed/cluster';
import { nameProblem, schemaError, type Read } from './schema-errors';
import { countBetween, rateAt, type TrafficProfile } from './traffic';

export interface HubTraffic {
  profile: TrafficProfile;
  /** Share of the matched messages that fail. */
  failRatio: number;
}

export interface HubMetrics {
  /** Since when the traffic curve counts (undefined while disabled). */
  countingSince?: number;
  /** What the curve had counted when the item was last disabled. */
  accrued: number;
  /** Messages published through the API: [matched, succeeded, failed]. */
  live: { matched: number; succeeded: number; failed: number; times: number[] };
}

export interface HubItem {
  name: string;
  enable: boolean;
  /** The item as the API shows it (defaults filled). */
  config: JsonObject;
  topics: string[];
  traffic?: HubTraffic;
  metrics: HubMetrics;
}

export const newMetrics = (enable: boolean, now: number): HubMetrics => ({ countingSince: enable ? now : undefined, accrued: 0, live: { matched: 0, succeeded: 0, failed: 0, times: [] } });

/** The fields both kinds have, checked as the broker's schema does, with defaults filled. */
export function readCommon(body: unknown): Read<{ config: JsonObject; topics: string[] }> {
  if (!isJsonObject(body)) return { error: schemaError('', 'not_a_map') };
  const name = nameProblem(body.name);
  if (name) return { error: schemaError('name', { kind: 'validation_error', reason: name }, (body.name as Json) ?? null) };
  const topics = typeof body.topics === 'string' ? [body.topics] : body.topics;
  if (!Array.isArray(topics) || topics.some((t) => typeof t !== 'string')) return { error: schemaError('topics', 'unable_to_convert_to_enum_symbol', (body.topics as Json) ?? null) };
  if (topics.length === 0) return { error: schemaError('topics', 'at least one topic filter must be defined', []) };
  const duplicated = [...new Set(topics.filter((t, i) => topics.indexOf(t) !== i))];
  if (duplicated.length) return { error: schemaError('topics', `duplicated topics: ${duplicated.join(', ')}`, topics) };
  const bad = (topics as string[]).find((t) => !isValidFilter(t));
  if (bad !== undefined) return { error: schemaError('topics', `invalid topic filter: ${bad}`, topics) };
  if (!['drop', 'disconnect', 'ignore'].includes(String(body.failure_action)))
    return { error: schemaError('failure_action', 'unable_to_convert_to_enum_symbol', (body.failure_action as Json) ?? null) };
  const level = isJsonObject(body.log_failure) && body.log_failure.level !== undefined ? body.log_failure.level : 'info';
  if (!['error', 'warning', 'notice', 'info', 'debug', 'none'].includes(String(level))) return { error: schemaError('log_failure.level', 'unable_to_convert_to_enum_symbol', level) };
  const config: JsonObject = {
    ...(Array.isArray(body.tags) ? { tags: body.tags } : {}),
    description: typeof body.description === 'string' ? body.description : '',
    enable: body.enable !== false,
    name: body.name as string,
    topics: topics as string[],
    failure_action: body.failure_action as string,
    log_failure: { level },
  };
  return { ok: { config, topics: topics as string[] } };
}

/** An item's own fields from its checked config: `readCommon` has made sure of the name and `enable`. */
export const itemFields = (config: JsonObject, topics: string[]): Omit<HubItem, 'metrics' | 'traffic'> => ({ name: config.name as string, enable: config.enable as boolean, config, topics });

/** `POST …/reorder`: the new order, or the broker's 400 body (every name once, nothing else). */
export function reorder<T extends { name: string }>(items: T[], order: unknown): T[] | JsonObject {
  const names = Array.isArray(order) ? order.map(String) : [];
  const existing = new Set(items.map((i) => i.name));
  const notFound = [...new Set(names.filter((n) => !existing.has(n)))];
  const duplicated = [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];
  const notReordered = items.map((i) => i.name).filter((n) => !names.includes(n));
  if (notFound.length || duplicated.length || notReordered.length) return { code: 'BAD_REQUEST', message: 'Bad request', not_found: notFound, duplicated, not_reordered: notReordered };
  return names.map((n) => items.find((i) => i.name === n)!);
}

export function setEnabled(item: HubItem, enable: boolean, now: number): void {
  item.enable = enable;
  item.config.enable = enable;
  item.metrics = newMetrics(enable, now);
}

export const resetMetrics = (item: HubItem, now: number): void => void (item.metrics = newMetrics(item.enable, now));

export function countLive(item: HubItem, outcome: 'succeeded' | 'failed', now: number): void {
  const { live } = item.metrics;
  live.matched += 1;
  live[outcome] += 1;
  live.times = [...live.times.filter((t) => t > now - 300_000), now];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function nodeCounters(item: HubItem, node: SandboxNode, first: boolean, now: number): JsonObject {
  const { traffic, metrics } = item;
  const running = traffic && metrics.countingSince !== undefined;
  const curve = metrics.accrued + (running ? countBetween(traffic.profile, metrics.countingSince!, now) : 0);
  const matchedCurve = Math.floor(curve * node.weight);
  const failedCurve = traffic ? Math.floor(matchedCurve * traffic.failRatio) : 0;
  const live = first ? metrics.live : { matched: 0, succeeded: 0, failed: 0, times: [] };
  const liveRate = live.times.filter((t) => t > now - 10_000).length / 10;
  const rate = (running ? rateAt(traffic.profile, now) * node.weight : 0) + liveRate;
  const last5m = (running ? (countBetween(traffic.profile, Math.max(now - 300_000, metrics.countingSince!), now) / 300) * node.weight : 0) + live.times.length / 300;
  return {
    matched: matchedCurve + live.matched,
    succeeded: matchedCurve - failedCurve + live.succeeded,
    failed: failedCurve + live.failed,
    rate: round2(rate),
    rate_last5m: round2(last5m),
    rate_max: round2(Math.max(rate, traffic && matchedCurve > 0 ? traffic.profile.base * 1.6 * node.weight : 0)),
  };
}

/** `GET …/metrics`: the cluster's sums and each running node's counters (API publishes count on `liveNode`). */
export function metricsView(item: HubItem, nodes: readonly SandboxNode[], now: number, liveNode = nodes[0]?.name): JsonObject {
  const nodeMetrics = nodes.map((node) => ({ node: node.name, metrics: nodeCounters(item, node, node.name === liveNode, now) }));
  const metrics: Record<string, number> = {};
  for (const { metrics: m } of nodeMetrics) for (const [k, v] of Object.entries(m)) metrics[k] = round2((metrics[k] ?? 0) + (v as number));
  return { metrics, node_metrics: nodeMetrics };
}

/**
 * `GET /prometheus/{schema_validation,message_transformation}` in the text format: this node's
 * counters (`node`, the default), the cluster's sums, or each node's with a `node` label. Both kinds
 * label their series `validation_name` (the broker's own quirk).
 */
export function prometheusText(prefix: string, items: readonly HubItem[], nodes: readonly SandboxNode[], now: number, mode: string | null): string {
  const perNode = mode === 'all_nodes_unaggregated';
  const groups = perNode ? nodes.map((n) => ({ label: `node="${n.name}",`, nodes: [n] })) : [{ label: '', nodes: mode === 'all_nodes_aggregated' ? nodes : nodes.slice(0, 1) }];
  const series = (counter: string) =>
    groups.flatMap((g) =>
      items.map((item) => {
        const value = counter === 'enable' ? (item.enable ? 1 : 0) : ((metricsView(item, g.nodes, now, nodes[0]?.name).metrics as Record<string, number>)[counter] ?? 0);
        return `${prefix}_${counter}{${g.label}validation_name="${item.name}"} ${value}`;
      }),
    );
  const lines = [`# TYPE ${prefix}_enable gauge`, ...series('enable')];
  for (const counter of ['matched', 'failed', 'succeeded']) lines.push(`# TYPE ${prefix}_${counter} counter`, ...series(counter));
  return `${lines.join('\n')}\n`;
}
