import { useGetRulesByIdMetrics } from '../../../generated/endpoints/rules/rules';
import { readRuleMetrics } from './rule-metrics';

const POLL_MS = 10_000;

/** One rule's counters, polled in the background (a row's cells and the overview share the query). */
export function useRuleMetrics(id: string) {
  const query = useGetRulesByIdMetrics(id, { query: { refetchInterval: POLL_MS }, request: { background: true } });
  return { ...query, metrics: query.data === undefined ? undefined : readRuleMetrics(query.data) };
}
