/**
 * Staleness of polled figures (issue 25, "Staleness is visible"): while the broker does not answer,
 * what a screen shows from an earlier answer says so ("as of 14:02:31", `StaleNote`) and statuses
 * read Unknown; the next good answer brings them back.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useBrokerUnreachable } from './reachability';

type Polled = Pick<UseQueryResult<unknown, unknown>, 'data' | 'isError' | 'isPlaceholderData' | 'dataUpdatedAt'>;

/**
 * When the data on screen was received, if it is stale: the query's latest fetch failed, or the
 * broker stopped answering at all (another poll noticed first), while an earlier answer is shown.
 * Undefined while the data is current, or when there is none (the screen shows its error instead).
 * `dataUpdatedAt` is read only while stale: TanStack re-renders for the fields a component reads,
 * and that one changes with every poll even when the answer does not.
 */
export function useStaleSince(query: Polled): number | undefined {
  const unreachable = useBrokerUnreachable();
  // Placeholder data is another key's answer, whose time this query does not know.
  if (query.data === undefined || query.isPlaceholderData) return undefined;
  if (!query.isError && !unreachable) return undefined;
  return query.dataUpdatedAt;
}
