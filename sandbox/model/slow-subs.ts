/**
 * Slow subscriptions (`/slow_subscriptions`): the deliveries that took longer than the threshold,
 * kept per node as a top-k by latency. A few seeded subscribers are slow now and then (trucks on
 * mobile networks, phones, meters): each has its own rhythm of slow deliveries on the sandbox
 * clock, so the same clock gives the same records. Nothing is recorded while the statistics are
 * off; `DELETE` clears the records and counting starts again; a record not refreshed within
 * `expire_interval` is gone. The settings live in the config roots (`/slow_subscriptions/settings`).
 */
import { isJsonObject } from '../lib/json';
import { isValidName } from '../lib/topic';
import { parseDurationMs } from '../lib/time';
import type { SandboxState } from '../state';

export interface SlowSubsState {
  /** When the records were last cleared (`DELETE`). */
  clearedAt: number;
  /** Since when the statistics have been seen on: nothing older is recorded. */
  enabledSince?: number;
}

export interface SlowSubRecord {
  clientid: string;
  node: string;
  topic: string;
  timespan: number;
  last_update_time: number;
}

export const SETTINGS_PATH = '/slow_subscriptions/settings';

/** The broker merges at most this many records from all nodes. */
const MAX_RECORDS = 1000;
/** Slow deliveries of one subscriber looked back over at most. */
const MAX_LOOKBACK = 500;

interface Settings {
  enable: boolean;
  thresholdMs: number;
  expireMs: number;
  topK: number;
  statsType: string;
}

export function slowSubsSettings(state: SandboxState): Settings {
  const conf = state.configs.get(SETTINGS_PATH);
  const o = isJsonObject(conf) ? conf : {};
  const duration = (v: unknown, fallback: number) => (typeof v === 'string' ? (parseDurationMs(v) ?? fallback) : fallback);
  return {
    enable: o.enable === true,
    thresholdMs: duration(o.threshold, 500),
    expireMs: duration(o.expire_interval, 300_000),
    topK: typeof o.top_k_num === 'number' ? o.top_k_num : 10,
    statsType: typeof o.stats_type === 'string' ? o.stats_type : 'whole',
  };
}

/** FNV-1a: a stable number for a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Uniform in [0, 1) for a pair of integers. */
function unit(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

interface Candidate {
  clientid: string;
  node: string;
  topic: string;
  key: number;
  /** Milliseconds between two slow deliveries, and where the rhythm starts. */
  period: number;
  phase: number;
}

/** About one subscriber in twenty-five, on a plain topic (the message topic is the filter itself). */
function candidates(state: SandboxState): Candidate[] {
  const out: Candidate[] = [];
  for (const [clientid, subs] of state.subscriptions) {
    const client = state.clients.get(clientid);
    if (!client || client.disconnectedAt !== undefined) continue;
    for (const sub of subs) {
      if (!isValidName(sub.topic) || sub.topic.startsWith('$')) continue;
      const key = hash(`${clientid}\u0000${sub.topic}`);
      if (key % 25 !== 0) continue;
      const period = 2_000 + (key % 18_000);
      out.push({ clientid, node: client.node, topic: sub.topic, key, period, phase: key % period });
    }
  }
  return out;
}

/** Latency of the candidate's k-th slow delivery as the stats type measures it. */
function timespan(c: Candidate, k: number, statsType: string): number {
  const u = unit(c.key, k);
  const whole = 120 + Math.round(u * u * 4_800);
  // `internal` leaves out the wait for the client's ack; `response` the time inside the broker.
  return statsType === 'internal' ? Math.round(whole * 0.25) : statsType === 'response' ? Math.round(whole * 0.8) : whole;
}

/** The last slow delivery of a candidate after `since` (up to now) over the threshold, if any. */
function latest(c: Candidate, since: number, now: number, s: Settings): SlowSubRecord | undefined {
  // A threshold above every latency (or a long expiry) would walk back a long way for nothing.
  const first = Math.floor((now - c.phase) / c.period);
  for (let k = first; k > first - MAX_LOOKBACK; k--) {
    const at = c.phase + k * c.period;
    if (at <= since) return undefined;
    const span = timespan(c, k, s.statsType);
    if (span >= s.thresholdMs) return { clientid: c.clientid, node: c.node, topic: c.topic, timespan: span, last_update_time: at };
  }
  return undefined;
}

/**
 * The records as `GET /slow_subscriptions` answers: every node's top-k merged, slowest first. The
 * broker takes no notice of `page` and `limit` here, and neither does the sandbox.
 */
export function slowSubRecords(state: SandboxState): SlowSubRecord[] {
  const s = slowSubsSettings(state);
  const now = state.now();
  // Off clears the tables; on starts recording from the moment it is seen on.
  if (!s.enable) {
    state.slowSubs.enabledSince = undefined;
    return [];
  }
  state.slowSubs.enabledSince ??= now;
  const since = Math.max(state.slowSubs.enabledSince, state.slowSubs.clearedAt, now - s.expireMs);
  const perNode = new Map<string, SlowSubRecord[]>();
  for (const c of candidates(state)) {
    const record = latest(c, since, now, s);
    if (record) perNode.set(c.node, [...(perNode.get(c.node) ?? []), record]);
  }
  const bySpan = (a: SlowSubRecord, b: SlowSubRecord) => b.timespan - a.timespan || a.clientid.localeCompare(b.clientid);
  return [...perNode.values()]
    .flatMap((records) => records.sort(bySpan).slice(0, s.topK))
    .sort(bySpan)
    .slice(0, MAX_RECORDS);
}

export function clearSlowSubs(state: SandboxState): void {
  state.slowSubs.clearedAt = state.now();
}
