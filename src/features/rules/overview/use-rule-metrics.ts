import { isNotFound } from '../../../api/api-error';
import { pollEvery } from '../../../api/poll';
import { useGetRulesByIdMetrics } from '../../../generated/endpoints/rules/rules';
import { readRuleMetrics } from './rule-metrics';

/** How often the overview asks again: it is about this one rule. */
export const OVERVIEW_POLL_MS = 10_000;

/**
 * One rule's counters, polled in the background (a row's cells and the overview share the query).
 * A rule that is gone (404) is said so on the screen, not toasted, and not asked about again.
 */
export function useRuleMetrics(id: string, pollMs = OVERVIEW_POLL_MS) {
  const query = useGetRulesByIdMetrics(id, {
    query: { refetchInterval: pollEvery(pollMs, (q) => !isNotFound(q.state.error)) },
    request: { background: true, silentStatuses: [404] },
  });
  return { ...query, metrics: query.data === undefined ? undefined : readRuleMetrics(query.data) };
}
