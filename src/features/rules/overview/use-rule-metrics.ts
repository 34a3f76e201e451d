import { useGetRulesByIdMetrics } from '../../../generated/endpoints/rules/rules';
import { readRuleMetrics } from './rule-metrics';

/** How often the overview asks again: it is about this one rule. */
export const OVERVIEW_POLL_MS = 10_000;

/** One rule's counters, polled in the background (a row's cells and the overview share the query). */
export function useRuleMetrics(id: string, pollMs = OVERVIEW_POLL_MS) {
  const query = useGetRulesByIdMetrics(id, { query: { refetchInterval: pollMs }, request: { background: true } });
  return { ...query, metrics: query.data === undefined ? undefined : readRuleMetrics(query.data) };
}
