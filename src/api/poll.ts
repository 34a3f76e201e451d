/**
 * The one polling policy. Every polled query sets `refetchInterval: pollEvery(baseMs)`:
 *
 *   useGetNodes({ query: { refetchInterval: pollEvery(15_000) }, request: { background: true } });
 *   // many rows that each poll: spread them, then the same policy
 *   refetchInterval: pollEvery(spreadInterval(`rule:${id}`, 30_000)),
 *   // only while there is something to follow
 *   refetchInterval: pollEvery(5_000, (query) => query.state.data?.some(isRunning) === true),
 *
 * What it guarantees (issue 25, "Polling"):
 * - A hidden tab sends nothing. TanStack Query runs an interval tick only while `focusManager`
 *   says the document is visible, unless `refetchIntervalInBackground` is set; nothing in src sets
 *   it, and it must stay that way.
 * - Failures back off: after n failures in a row the next poll waits base × 2ⁿ, at most 8 × base
 *   and at most 5 min (but never less than base); the first good answer brings it back to base.
 * - One request at a time per query: a tick while the query is still fetching joins that fetch
 *   (`Query.fetch` without `cancelRefetch`), and the observer restarts its timer whenever the query's
 *   state changes, so the next tick counts from the answer, not from the request.
 */
import type { QueryState } from '@tanstack/react-query';

/**
 * What the policy reads of a query: TanStack passes the whole `Query`, whose `state.data` is the
 * query's data (typed when `pollEvery` is written in the query's options, `unknown` otherwise).
 */
export interface PolledQuery<TData = unknown> {
  state: QueryState<TData, unknown>;
}

/** The longest wait between polls while requests fail, whatever the base. */
export const MAX_BACKOFF_MS = 5 * 60_000;
/** How far failures stretch the base interval at most. */
export const MAX_BACKOFF_FACTOR = 8;

/**
 * A query's `errorUpdateCount` at its last good answer. TanStack counts every error of a query but
 * resets `fetchFailureCount` at each fetch, so the failures in a row are the errors since then.
 */
const errorsAtLastSuccess = new WeakMap<object, number>();

/** How many fetches in a row have failed, up to now. */
export function failuresInARow(query: PolledQuery): number {
  const { status, errorUpdateCount } = query.state;
  if (status === 'success') errorsAtLastSuccess.set(query, errorUpdateCount);
  // 'pending' is a first fetch still under way (or one after failures without data): its timer is
  // set again when it settles, so what it returns here never lasts.
  if (status !== 'error') return 0;
  return Math.max(0, errorUpdateCount - (errorsAtLastSuccess.get(query) ?? 0));
}

/** The wait before the next poll after `failures` failures in a row. */
export function backoff(baseMs: number, failures: number): number {
  const cap = Math.max(baseMs, Math.min(baseMs * MAX_BACKOFF_FACTOR, MAX_BACKOFF_MS));
  return Math.min(baseMs * 2 ** Math.min(failures, 30), cap);
}

/**
 * A `refetchInterval` that polls every `baseMs` while `keepPolling` (default: always) says there is
 * something to follow, backing off while requests fail. See the top of this file.
 */
export function pollEvery<TData = unknown>(baseMs: number, keepPolling?: (query: PolledQuery<TData>) => boolean): (query: PolledQuery<TData>) => number | false {
  return (query) => {
    const failures = failuresInARow(query);
    if (keepPolling && !keepPolling(query)) return false;
    return backoff(baseMs, failures);
  };
}

/**
 * A poll interval spread by key over a fifth of `base`: the rows of a long list that each poll
 * their own counters (a hundred rules every 30 s) then ask at different instants, not all at once.
 * The same key always gets the same interval, so a row's rhythm is steady.
 */
export function spreadInterval(key: string, base: number): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return base + (hash % Math.max(1, Math.floor(base / 5)));
}
