/**
 * Whether the broker answers at all. A request that gets no response (network failure, timeout)
 * counts against it; any response, even an error, means it is there. The shell shows a steady
 * banner while failures keep coming, instead of a toast per poll.
 */
import { useSyncExternalStore } from 'react';

let failuresInARow = 0;
let announced = false;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

/** Returns how many requests in a row have now had no response. */
export function noteNoResponse(): number {
  failuresInARow += 1;
  emit();
  return failuresInARow;
}

export function noteResponse(): void {
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBrokerUnreachable(): boolean {
  return useSyncExternalStore(subscribe, isBrokerUnreachable, isBrokerUnreachable);
}
