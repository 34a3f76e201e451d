/**
 * Whether the broker answers at all. A request that gets no response (network failure, timeout)
 * counts against it; any response, even an error, means it is there. The shell shows a steady
 * banner while failures keep coming, instead of a toast per poll.
 */
import { useSyncExternalStore } from 'react';

let failuresInARow = 0;
let announced = false;
let inFlight = 0;
/**
 * At most this many of the requests in flight were sent before the current run of failures began.
 * Their answers left the broker before it went quiet: they say nothing about it now, and ending the
 * run on one would announce the same outage again at the next failed poll.
 */
let sentBeforeRun = 0;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export function noteRequestSent(): void {
  inFlight += 1;
}

export function noteRequestSettled(): void {
  inFlight = Math.max(0, inFlight - 1);
  // Which request settled is unknown; those sent before the run can only be fewer than those left.
  sentBeforeRun = Math.min(sentBeforeRun, inFlight);
}

export function requestsInFlight(): number {
  return inFlight;
}

/** Returns how many requests in a row have now had no response. Called while the failed request is still in flight. */
export function noteNoResponse(): number {
  if (failuresInARow === 0) sentBeforeRun = Math.max(0, inFlight - 1);
  failuresInARow += 1;
  emit();
  return failuresInARow;
}

export function noteResponse(): void {
  if (failuresInARow > 0 && sentBeforeRun > 0) return;
  announced = false;
  if (failuresInARow === 0) return;
  failuresInARow = 0;
  emit();
}

/** True once per run of failures: the one time it is news (callers that handle failures themselves do not claim it). */
export function claimAnnouncement(): boolean {
  if (announced) return false;
  announced = true;
  return true;
}

/** A second failure in a row is no accident: from then on the banner says it, not toasts. */
export const UNREACHABLE_AFTER = 2;

export function isBrokerUnreachable(): boolean {
  return failuresInARow >= UNREACHABLE_AFTER;
}

export function subscribeReachability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBrokerUnreachable(): boolean {
  return useSyncExternalStore(subscribeReachability, isBrokerUnreachable, isBrokerUnreachable);
}
