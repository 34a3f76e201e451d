/**
 * Rules as the broker keeps them, with counters that follow a smooth rate (see traffic.ts): `matched`
 * is the integral of the rule's rate while it is enabled, since it was created or its metrics were
 * reset, so counts only grow, stop while the rule is disabled and start at 0 after a reset.
 */
import type { Json, JsonObject } from '../lib/json';
import { rfc3339 } from '../lib/time';
import { topicMatches } from '../lib/topic';
import type { SandboxNode } from '../seed/cluster';
import { liveRate, type LiveRuleCounters } from './live-delivery';
import { countBetween, rateAt, type TrafficProfile } from './traffic';

export interface RuleTraffic {
  /** Messages or events per second the FROM matches across the cluster; none for rules made through the API. */
  profile?: TrafficProfile;
  /** Shares of `matched`: the WHERE passes, no result (WHERE false or empty FOREACH), an exception. */
  passRatio: number;
  exceptionRatio: number;
  /** Share of action calls that fail, and of those how many because the action is out of service. */
  actionFailRatio: number;
  outOfServiceShare: number;
}

export interface RuleRecord {
  id: string;
  name: string;
  sql: string;
  /** The FROM's topics and event topics, as the parser read them when the rule was saved. */
  from: string[];
  actions: Json[];
  enable: boolean;
  description: string;
  metadata: JsonObject;
  createdAt: number;
  traffic: RuleTraffic;
  /** Matched count (cluster-wide, fractional) accrued before `countingSince`. */
  accrued: number;
  /** When the current enabled stretch began; undefined while the rule is disabled. */
  countingSince?: number;
  /** What the simulated traffic did (rules made through the API, see live-delivery.ts). */
  live?: LiveRuleCounters;
}

export function ruleView(rule: RuleRecord): JsonObject {
  return {
    id: rule.id,
    name: rule.name,
    sql: rule.sql,
    from: [...rule.from],
    actions: JSON.parse(JSON.stringify(rule.actions)) as Json[],
    enable: rule.enable,
    description: rule.description,
    // emqx_rule_engine_api:format_rule_info_resp/1 answers these eight fields: the metadata stays in the configuration.
    created_at: rfc3339(rule.createdAt),
  };
}

/** Enabling starts the clock again, disabling stops it with what it counted kept. */
export function setEnabled(rule: RuleRecord, enable: boolean, now: number): void {
  if (enable === rule.enable) return;
  if (!enable) {
    rule.accrued = matchedTotal(rule, now);
    rule.countingSince = undefined;
  } else {
    rule.countingSince = now;
  }
  rule.enable = enable;
}

export function resetMetrics(rule: RuleRecord, now: number): void {
  rule.accrued = 0;
  rule.live = undefined;
  rule.countingSince = rule.enable ? now : undefined;
}

function matchedTotal(rule: RuleRecord, now: number): number {
  const { profile } = rule.traffic;
  if (!profile || rule.countingSince === undefined) return rule.accrued;
  return rule.accrued + countBetween(profile, rule.countingSince, now);
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

const actionCount = (rule: RuleRecord): number => rule.actions.length;

type Counters = Record<string, number>;

/** The simulated traffic's counts, on the node its client is connected to. */
function withLive(counters: Counters, live: LiveRuleCounters, now: number): Counters {
  const rate = liveRate(live, now);
  const add: Counters = {
    matched: live.matched,
    passed: live.passed,
    failed: live.exception,
    'failed.exception': live.exception,
    'failed.no_result': live.noResult,
    'actions.total': live.total,
    'actions.success': live.success,
    'actions.failed': live.failed,
    'actions.failed.out_of_service': live.outOfService,
    'actions.failed.unknown': live.failed - live.outOfService,
  };
  const out = { ...counters };
  for (const [key, value] of Object.entries(add)) out[key] = (out[key] ?? 0) + value;
  out['matched.rate'] = round2(out['matched.rate']! + rate);
  out['matched.rate.last5m'] = round2(out['matched.rate.last5m']! + rate);
  out['matched.rate.max'] = round2(Math.max(out['matched.rate.max']!, out['matched.rate']!));
  return out;
}

function nodeCounters(rule: RuleRecord, node: SandboxNode, now: number): Counters {
  const t = rule.traffic;
  const matched = Math.floor(matchedTotal(rule, now) * node.weight);
  const passed = Math.floor(matched * t.passRatio);
  const exception = Math.floor(matched * t.exceptionRatio);
  const noResult = matched - passed - exception;
  const total = passed * actionCount(rule);
  const failed = Math.floor(total * t.actionFailRatio);
  const outOfService = Math.floor(failed * t.outOfServiceShare);
  const running = t.profile && rule.countingSince !== undefined;
  const rate = running ? rateAt(t.profile!, now) * node.weight : 0;
  const last5m = running ? (countBetween(t.profile!, Math.max(now - 300_000, rule.countingSince!), now) / 300) * node.weight : 0;
  const max = t.profile && matched > 0 ? t.profile.base * 1.6 * node.weight : 0;
  return {
    matched,
    'matched.rate': round2(rate),
    'matched.rate.max': round2(Math.max(max, rate)),
    'matched.rate.last5m': round2(last5m),
    passed,
    failed: exception,
    'failed.exception': exception,
    'failed.unknown': 0,
    'failed.no_result': noResult,
    'actions.total': total,
    'actions.success': total - failed,
    'actions.failed': failed,
    'actions.failed.out_of_service': outOfService,
    'actions.failed.unknown': failed - outOfService,
    'actions.discarded': 0,
  };
}

/** The `GET /rules/{id}/metrics` answer: the cluster's sums and each node's counters. */
export function ruleMetricsView(rule: RuleRecord, nodes: readonly SandboxNode[], now: number): JsonObject {
  const perNode = nodes.map((node, i) => {
    const counters = nodeCounters(rule, node, now);
    return { node: node.name, counters: i === 0 && rule.live ? withLive(counters, rule.live, now) : counters };
  });
  const metrics: Counters = {};
  for (const { counters } of perNode) for (const [key, value] of Object.entries(counters)) metrics[key] = (metrics[key] ?? 0) + value;
  for (const key of Object.keys(metrics)) if (key.startsWith('matched.rate')) metrics[key] = round2(metrics[key]!);
  return { id: rule.id, metrics, node_metrics: perNode.map(({ node, counters }) => ({ node, ...counters })) };
}

/**
 * `GET /rules/{id}/metrics` as emqx_rule_engine_api answers it: each node's counters nested under
 * `metrics` (`format_metrics/2`), and `failed.no_result` where the published document says
 * `failed.unknown`, which the broker never sends (`?METRICS_VAL`).
 */
export function ruleMetricsAnswer(rule: RuleRecord, nodes: readonly SandboxNode[], now: number): JsonObject {
  const view = ruleMetricsView(rule, nodes, now);
  const counters = (raw: JsonObject): JsonObject => Object.fromEntries(Object.entries(raw).filter(([key]) => key !== 'failed.unknown' && key !== 'node'));
  const perNode = view.node_metrics as JsonObject[];
  return { id: rule.id, metrics: counters(view.metrics as JsonObject), node_metrics: perNode.map((entry) => ({ node: entry.node ?? null, metrics: counters(entry) })) };
}

export interface RuleFilter {
  likeId?: string;
  from?: string;
  likeFrom?: string;
  matchFrom?: string;
  likeDescription?: string;
  enable?: boolean;
  actions: string[];
  sources: string[];
}

/** The ids of the actions a rule calls: its string entries (`http:webhook_out`). */
const actionIds = (rule: RuleRecord): string[] => rule.actions.filter((a): a is string => typeof a === 'string');

/** Sources the rule selects from: `$bridges/mqtt:x` and `$sources/mqtt:x` name `mqtt:x`. */
const sourceIds = (rule: RuleRecord): string[] =>
  rule.from.flatMap((f) => {
    const m = /^\$(?:bridges|sources)\/(.+)$/.exec(f);
    return m ? [m[1]!] : [];
  });

const contains = (haystack: string, needle: string): boolean => haystack.toLowerCase().includes(needle.toLowerCase());

/** The broker's `GET /rules` filters; `action` and `source` match any of the ids given. */
export function matchesFilter(rule: RuleRecord, f: RuleFilter): boolean {
  if (f.likeId !== undefined && !contains(rule.id, f.likeId)) return false;
  if (f.likeDescription !== undefined && !contains(rule.description, f.likeDescription)) return false;
  if (f.enable !== undefined && rule.enable !== f.enable) return false;
  if (f.from !== undefined && !rule.from.includes(f.from)) return false;
  if (f.likeFrom !== undefined && !rule.from.some((topic) => contains(topic, f.likeFrom!))) return false;
  // Like the broker: a rule matches when one of its FROM filters matches the topic given, or is it.
  if (f.matchFrom !== undefined && !rule.from.some((topic) => topic === f.matchFrom || topicMatches(topic, f.matchFrom!))) return false;
  if (f.actions.length > 0 && !actionIds(rule).some((id) => f.actions.includes(id))) return false;
  if (f.sources.length > 0 && !sourceIds(rule).some((id) => f.sources.includes(id))) return false;
  return true;
}
