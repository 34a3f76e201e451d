/**
 * What each query's last fetch failed with, for the toasts: a poll that fails again the way it
 * failed last time says nothing new. Spec §8 (docs/product-spec.md) suppresses identical toasts only until the requests
 * of a burst settle, and a poll every few seconds outlives that. The query's success, or a
 * different failure, makes its next failure news again.
 */
import { isCancelledError, type Query, type QueryCache } from '@tanstack/react-query';
import { BAD_RESPONSE_CODE, isApiError, READ_ONLY_CODE } from './api-error';

/** The toast keys of answers that are errors (error-reporting.ts toasts one per key). */
export const httpKey = (status: number) => String(status);
export const unreadableKey = (status: number) => `unreadable-${status}`;

/** A failure without a response is left out: the run of those is reachability.ts's. */
export function failureKey(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === undefined || error.code === READ_ONLY_CODE) return undefined;
  return error.code === BAD_RESPONSE_CODE ? unreadableKey(error.status) : httpKey(error.status);
}

const lastFailure = new WeakMap<Query, string>();
const caches = new Set<QueryCache>();

/** Follows the cache's queries; `onRepeat` hears a query that failed again the way it failed last time. */
export function watchQueryFailures(cache: QueryCache, onRepeat: (key: string) => void): () => void {
  caches.add(cache);
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'updated') return;
    const { query, action } = event;
    if (action.type === 'success') lastFailure.delete(query);
    // A cancelled fetch had no outcome.
    if (action.type !== 'error' || isCancelledError(action.error)) return;
    const key = failureKey(action.error);
    if (key === undefined) return void lastFailure.delete(query);
    if (lastFailure.get(query) === key) onRepeat(key);
    lastFailure.set(query, key);
  });
  return () => {
    unsubscribe();
    caches.delete(cache);
  };
}

/** Whether a query that last failed with `key` is asking again: a failure with that key may be its repeat. */
export function isRefetchingAfter(key: string): boolean {
  for (const cache of caches) {
    for (const query of cache.getAll()) {
      if (query.state.fetchStatus === 'fetching' && lastFailure.get(query) === key) return true;
    }
  }
  return false;
}
