/**
 * A connected client's authorization cache (`emqx_authz_cache`, kept in its connection process): the
 * verdicts of its subscriptions when it made them, of the topics it publishes to as of its latest
 * publish, and of what some seeded clients tried and were refused. The verdicts come from the
 * authorization chain as it stands (authz-check.ts). Clearing drops what was checked before; the
 * client's next publishes fill it again.
 */
import { hashUnit } from '../lib/prng';
import { splitShare, topicMatches } from '../lib/topic';
import type { SandboxState } from '../state';
import { authorize, decide, type AuthzAction } from './authz-check';
import { subscriptionsOf } from './client-store';
import { publishTopic } from './topic-metrics';
import { DENIAL_RETRY_S, stringHash } from './trace-lines';
import type { ClientRecord, SubscriptionRecord } from './types';

/** When caches were cleared: every client's (`DELETE /authorization/cache`), and single clients'. */
export interface AuthzCacheState {
  clearedAt: number;
  clients: Map<string, number>;
}

export const emptyAuthzCacheState = (): AuthzCacheState => ({ clearedAt: Number.NEGATIVE_INFINITY, clients: new Map() });

export interface AuthzCacheEntry {
  access: { action_type: 'publish' | 'subscribe'; qos: 0 | 1 | 2; retain?: boolean };
  topic: string;
  result: 'allow' | 'deny';
  updated_time: number;
}

interface Check {
  action: AuthzAction;
  topic: string;
  at: number;
}

/** Publishes at `rate` per second: on the broker, each goes through the cache. */
interface Stream {
  topic: string;
  qos: 0 | 1 | 2;
  retain: boolean;
  rate: number;
}

/** What seeded clients tried on connecting and were (or would be) refused: a bridge asking for everything. */
const ATTEMPTS: Record<string, readonly { action: AuthzAction; topic: string }[]> = {
  'bridge-edge-02': [{ action: { type: 'subscribe', qos: 1 }, topic: '#' }],
};

/** A subscription the chain refuses, which the client keeps asking for: a trace of it shows each refusal. */
export interface Denial {
  action: AuthzAction;
  topic: string;
  /** The type of the source that denied; absent when `no_match` did. */
  source?: string;
}

export function denialsOf(state: Pick<SandboxState, 'authz' | 'authzRules'>, c: ClientRecord, subscriptions: readonly SubscriptionRecord[]): Denial[] {
  const who = { clientid: c.clientid, username: c.username, ip: c.ip };
  const tried = [...subscriptions.map((s) => ({ action: { type: 'subscribe', qos: s.qos } as AuthzAction, topic: splitShare(s.topic).filter })), ...(ATTEMPTS[c.clientid] ?? [])];
  return tried.flatMap((attempt) => {
    const decision = decide(state, who, attempt.action, attempt.topic);
    return decision.permission === 'deny' ? [{ ...attempt, ...(decision.source ? { source: decision.source } : {}) }] : [];
  });
}

/** The topics a client publishes to: its family's (at its QoS mix), and a retained status or an event topic for some. */
function streams(c: ClientRecord): Stream[] {
  const main = publishTopic(c) ?? (c.clientid.startsWith('vehicle-') ? `fleet/${c.clientid}/telemetry` : undefined);
  if (main === undefined || c.inRate <= 0) return [];
  const out: Stream[] = c.qosMix.flatMap((share, qos) => (share > 0 ? [{ topic: main, qos: qos as 0 | 1 | 2, retain: false, rate: c.inRate * share }] : []));
  if (c.clientid.startsWith('truck-') || c.clientid.startsWith('vehicle-')) out.push({ topic: `fleet/${c.clientid}/events`, qos: 1, retain: false, rate: c.inRate * 0.05 });
  if (c.clientid.startsWith('mqttx_')) out.push({ topic: `test/${c.username}`, qos: 0, retain: false, rate: c.inRate * 0.5 });
  return out;
}

/** Retained status messages published once, on connecting. */
function birthTopic(c: ClientRecord): string | undefined {
  const gw = /^gw_(.+)_(\d+)$/.exec(c.clientid);
  if (gw) return `gw/${gw[1]}/${gw[2]}/status`;
  const edge = /^bridge-edge-0*(\d+)$/.exec(c.clientid);
  if (edge) return `edge/site-${edge[1]}/status`;
  return undefined;
}

function checks(state: SandboxState, c: ClientRecord): Check[] {
  const now = state.now();
  const salt = stringHash(c.clientid);
  const out: Check[] = subscriptionsOf(state, c.clientid).map((s, i) => ({ action: { type: 'subscribe', qos: s.qos }, topic: splitShare(s.topic).filter, at: c.connectedAt + 12 + i }));
  // Refused, the client asks again every DENIAL_RETRY_S: a cleared cache holds the refusal again soon after.
  const retry = DENIAL_RETRY_S * 1000;
  const lastTry = c.connectedAt + 40 + Math.max(0, Math.floor((now - c.connectedAt - 40) / retry)) * retry;
  (ATTEMPTS[c.clientid] ?? []).forEach((attempt, i) => out.push({ ...attempt, at: lastTry + i }));
  const birth = birthTopic(c);
  if (birth) out.push({ action: { type: 'publish', qos: 1, retain: true }, topic: birth, at: c.connectedAt + 5 });
  streams(c).forEach((s, i) => {
    const period = 1000 / s.rate;
    const phase = hashUnit(salt, i + 1) * period;
    const k = Math.floor((now - c.connectedAt - phase) / period);
    if (k >= 0) out.push({ action: { type: 'publish', qos: s.qos, retain: s.retain }, topic: s.topic, at: Math.floor(c.connectedAt + phase + k * period) });
  });
  return out;
}

const keyOf = (check: Check) => `${check.action.type}|${check.action.qos}|${check.action.retain ?? ''}|${check.topic}`;

/** The cache as `GET /clients/{id}/authorization/cache` lists it, oldest check first; empty for an offline client. */
export function authzCacheOf(state: SandboxState, c: ClientRecord): AuthzCacheEntry[] {
  const settings = state.authz.settings.cache;
  const cache = typeof settings === 'object' && settings !== null && !Array.isArray(settings) ? settings : {};
  if (c.disconnectedAt !== undefined || cache.enable === false) return [];
  const maxSize = typeof cache.max_size === 'number' ? cache.max_size : 32;
  const excludes = Array.isArray(cache.excludes) ? cache.excludes.filter((e): e is string => typeof e === 'string') : [];
  const clearedAt = Math.max(state.authzCache.clearedAt, state.authzCache.clients.get(c.clientid) ?? Number.NEGATIVE_INFINITY);
  const now = state.now();
  // One entry per action and topic: a later check replaces an earlier one.
  const latest = new Map<string, Check>();
  for (const check of checks(state, c)) {
    if (check.at <= clearedAt || check.at > now || excludes.some((filter) => topicMatches(filter, check.topic))) continue;
    const key = keyOf(check);
    if ((latest.get(key)?.at ?? Number.NEGATIVE_INFINITY) < check.at) latest.set(key, check);
  }
  const who = { clientid: c.clientid, username: c.username, ip: c.ip };
  // When full, the broker evicts the oldest entry.
  const held = [...latest.values()].sort((a, b) => a.at - b.at);
  return held
    .slice(Math.max(0, held.length - maxSize))
    .map((check) => ({
      access: check.action.type === 'publish' ? { action_type: 'publish', qos: check.action.qos, retain: check.action.retain ?? false } : { action_type: 'subscribe', qos: check.action.qos },
      topic: check.topic,
      result: authorize(state, who, check.action, check.topic),
      updated_time: check.at,
    }));
}

export function clearAuthzCache(state: SandboxState, clientid?: string): void {
  if (clientid === undefined) state.authzCache.clearedAt = state.now();
  else state.authzCache.clients.set(clientid, state.now());
}
