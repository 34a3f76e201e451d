/**
 * Counters of actions and sources. An action is matched each time a rule that lists it passes a
 * message, so its `matched` follows the `passed` counters of the rules that use it (read through
 * the rules' own metrics, node by node); a source counts what it receives from its own traffic
 * profile. Counts only grow: they stop while the action is disabled, survive a rule's reset or
 * deletion, and start again at 0 after the action's own reset.
 */
import type { JsonObject } from '../lib/json';
import type { SandboxNode } from '../seed/cluster';
import type { LiveActionCounters } from './live-delivery';
import { ruleMetricsView, type RuleRecord } from './rules';
import { countBetween, rateAt, type TrafficProfile } from './traffic';

/** How one rule's `passed` counter is followed, per node (index as in `state.nodes`). */
interface Follower {
  base: number[];
  last: number[];
  carry: number[];
}

export interface ActionOutcome {
  /** Shares of `matched`. */
  failRatio: number;
  dropRatio: number;
  retryRatio: number;
  lateReplyRatio: number;
}

export interface ChannelMetrics {
  /** Actions: rule id → follower. */
  followers: Map<string, Follower>;
  /** Counts of rules no longer followed (deleted, or no longer using the action), per node. */
  retired: number[];
  /** A seeded action's history: the rules' counts so far are its own (an API-made one starts at 0). */
  adoptHistory: boolean;
  outcome: ActionOutcome;
  /** Sources: messages per second received across the cluster (none for sources made through the API). */
  profile?: TrafficProfile;
  /** Sources: received before `countingSince`, cluster-wide. */
  accrued: number;
  countingSince?: number;
  resetAt?: number;
  /** Actions: requests really sent for simulated traffic that failed or await their answer (first node). */
  live?: LiveActionCounters;
}

const zeros = (n: number): number[] => Array.from({ length: n }, () => 0);

export function newChannelMetrics(options: { adoptHistory?: boolean; outcome?: Partial<ActionOutcome>; profile?: TrafficProfile; since?: number } = {}): ChannelMetrics {
  return {
    followers: new Map(),
    retired: [],
    adoptHistory: options.adoptHistory ?? false,
    outcome: { failRatio: 0, dropRatio: 0, retryRatio: 0, lateReplyRatio: 0, ...options.outcome },
    profile: options.profile,
    accrued: 0,
    countingSince: options.since,
  };
}

/** The rules whose actions list this id (`http:webhook_out`). */
export function rulesUsing(rules: Iterable<RuleRecord>, actionId: string): RuleRecord[] {
  return [...rules].filter((rule) => rule.actions.some((a) => a === actionId));
}

const folded = (f: Follower, i: number): number => (f.carry[i] ?? 0) + (f.last[i] ?? 0) - (f.base[i] ?? 0);

/**
 * Brings an action's followers up to date with the rules' counters. While the action is disabled
 * nothing is read; `rebase` (when it is enabled again) drops what the rules counted meanwhile.
 */
export function observeRules(metrics: ChannelMetrics, actionId: string, rules: Iterable<RuleRecord>, nodes: readonly SandboxNode[], now: number, rebase = false): void {
  const n = nodes.length;
  if (metrics.retired.length < n) metrics.retired = [...metrics.retired, ...zeros(n - metrics.retired.length)];
  const using = new Map(rulesUsing(rules, actionId).map((rule) => [rule.id, rule]));
  for (const [ruleId, follower] of metrics.followers) {
    if (using.has(ruleId)) continue;
    for (let i = 0; i < n; i++) metrics.retired[i]! += folded(follower, i);
    metrics.followers.delete(ruleId);
  }
  for (const rule of using.values()) {
    const perNode = ruleMetricsView(rule, nodes, now).node_metrics as { node: string; passed: number }[];
    const current = nodes.map((node) => perNode.find((m) => m.node === node.name)?.passed ?? 0);
    let follower = metrics.followers.get(rule.id);
    if (!follower) {
      follower = { base: metrics.adoptHistory ? zeros(n) : [...current], last: [...current], carry: zeros(n) };
      metrics.followers.set(rule.id, follower);
    }
    for (let i = 0; i < n; i++) {
      if (rebase) {
        follower.carry[i] = folded(follower, i);
        follower.base[i] = current[i]!;
      } else if (current[i]! < follower.last[i]!) {
        // The rule's metrics were reset: keep what was counted, follow from 0.
        follower.carry[i] = folded(follower, i);
        follower.base[i] = 0;
      }
      follower.last[i] = current[i]!;
    }
  }
}

/** `PUT /actions/{id}/metrics/reset`: everything counted so far is forgotten. */
export function resetChannelMetrics(metrics: ChannelMetrics, enabled: boolean, now: number): void {
  metrics.retired = metrics.retired.map(() => 0);
  for (const follower of metrics.followers.values()) {
    follower.carry = follower.carry.map(() => 0);
    follower.base = [...follower.last];
  }
  metrics.adoptHistory = false;
  metrics.accrued = 0;
  if (metrics.live) metrics.live.failed = 0;
  metrics.countingSince = enabled ? now : undefined;
  metrics.resetAt = now;
}

/** Sources: enabling starts the clock again, disabling keeps what was received. */
export function setSourceCounting(metrics: ChannelMetrics, enabled: boolean, now: number): void {
  if (enabled && metrics.countingSince === undefined) metrics.countingSince = now;
  if (!enabled && metrics.countingSince !== undefined) {
    if (metrics.profile) metrics.accrued += countBetween(metrics.profile, metrics.countingSince, now);
    metrics.countingSince = undefined;
  }
}

type Counters = Record<string, number>;

const round2 = (n: number): number => Math.round(n * 100) / 100;

function emptyCounters(): Counters {
  return {
    matched: 0,
    success: 0,
    failed: 0,
    dropped: 0,
    'dropped.other': 0,
    'dropped.expired': 0,
    'dropped.queue_full': 0,
    'dropped.resource_not_found': 0,
    'dropped.resource_stopped': 0,
    queuing: 0,
    inflight: 0,
    retried: 0,
    late_reply: 0,
    received: 0,
    rate: 0,
    rate_last5m: 0,
    rate_max: 0,
  };
}

function actionCounters(metrics: ChannelMetrics, i: number, running: boolean, rates: { rate: number; last5m: number; max: number }): Counters {
  const matched = Math.floor((metrics.retired[i] ?? 0) + [...metrics.followers.values()].reduce((sum, f) => sum + folded(f, i), 0));
  const o = metrics.outcome;
  const live = i === 0 ? metrics.live : undefined;
  const dropped = Math.floor(matched * o.dropRatio);
  const failed = Math.min(matched - dropped, Math.floor(matched * o.failRatio) + (live?.failed ?? 0));
  // A few messages in flight and queued while traffic flows, as a busy async action shows.
  const inflight = Math.min(matched - dropped - failed, (running ? Math.round(rates.rate * 0.4) : 0) + (live?.inflight ?? 0));
  const queuing = running ? Math.min(matched - dropped - failed - inflight, Math.round(rates.rate * o.dropRatio * 20)) : 0;
  return {
    ...emptyCounters(),
    matched,
    success: matched - dropped - failed - inflight - queuing,
    failed,
    dropped,
    'dropped.queue_full': Math.floor(dropped * 0.6),
    'dropped.resource_stopped': dropped - Math.floor(dropped * 0.6),
    queuing,
    inflight,
    retried: Math.floor(matched * o.retryRatio),
    late_reply: Math.floor(matched * o.lateReplyRatio),
    rate: round2(rates.rate),
    rate_last5m: round2(rates.last5m),
    rate_max: round2(Math.max(rates.max, rates.rate)),
  };
}

function sum(perNode: Counters[]): Counters {
  const total = emptyCounters();
  for (const counters of perNode) for (const [key, value] of Object.entries(counters)) total[key] = (total[key] ?? 0) + value;
  for (const key of ['rate', 'rate_last5m', 'rate_max']) total[key] = round2(total[key]!);
  return total;
}

/** `GET /actions/{id}/metrics`: `{ metrics, node_metrics: [{ node, metrics }] }`; call `observeRules` first. */
export function actionMetricsView(metrics: ChannelMetrics, actionId: string, rules: Iterable<RuleRecord>, nodes: readonly SandboxNode[], now: number, running: boolean): JsonObject {
  const using = rulesUsing(rules, actionId).filter((rule) => rule.enable);
  const perNode = nodes.map((node, i) => {
    const rates = { rate: 0, last5m: 0, max: 0 };
    if (running) {
      for (const rule of using) {
        const m = (ruleMetricsView(rule, nodes, now).node_metrics as ({ node: string } & Record<string, number>)[]).find((x) => x.node === node.name);
        const pass = rule.traffic.passRatio;
        rates.rate += (m?.['matched.rate'] ?? 0) * pass;
        rates.last5m += (m?.['matched.rate.last5m'] ?? 0) * pass;
        rates.max += (m?.['matched.rate.max'] ?? 0) * pass;
      }
    }
    return { node: node.name, metrics: actionCounters(metrics, i, running, rates) };
  });
  return { metrics: sum(perNode.map((n) => n.metrics)), node_metrics: perNode };
}

/** `GET /sources/{id}/metrics`: what came in from the remote system; the rate is that of `received`. */
export function sourceMetricsView(metrics: ChannelMetrics, nodes: readonly SandboxNode[], now: number): JsonObject {
  const { profile, countingSince } = metrics;
  const total = metrics.accrued + (profile && countingSince !== undefined ? countBetween(profile, countingSince, now) : 0);
  const running = profile !== undefined && countingSince !== undefined;
  const perNode = nodes.map((node) => {
    const rate = running ? rateAt(profile, now) * node.weight : 0;
    const last5m = running ? (countBetween(profile, Math.max(now - 300_000, countingSince), now) / 300) * node.weight : 0;
    const max = profile && total > 0 ? profile.base * 1.5 * node.weight : 0;
    const counters: Counters = { ...emptyCounters(), received: Math.floor(total * node.weight), rate: round2(rate), rate_last5m: round2(last5m), rate_max: round2(Math.max(rate, max)) };
    return { node: node.name, metrics: counters };
  });
  return { metrics: sum(perNode.map((n) => n.metrics)), node_metrics: perNode };
}
