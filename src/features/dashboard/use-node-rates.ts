import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { pollEvery } from '../../api/poll';
import { getGetMetricsQueryKey, getMetrics } from '../../generated/endpoints/metrics/metrics';
import { nodeRates, type CounterReading, type NodeRates } from './node-rates';

const RATES_REFRESH_MS = 5_000;
const PARAMS = { aggregate: false };

/**
 * Each node's messages per second over the last poll; undefined until two readings are in. The rates
 * are the query's data, so a poll that finds them unchanged re-renders nothing.
 */
export function useNodeRates(): Record<string, NodeRates> | undefined {
  const last = useRef<CounterReading>(undefined);
  // The previous reading is the poll's memory, not an input of the query.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const rates = useQuery({
    queryKey: [...getGetMetricsQueryKey(PARAMS), 'node-rates'],
    queryFn: async ({ signal }) => {
      const answer = await getMetrics(PARAMS, { background: true }, signal);
      const reading = { at: Date.now(), nodes: Array.isArray(answer) ? answer : [] };
      const before = last.current;
      last.current = reading;
      return before ? Object.fromEntries(nodeRates(before, reading)) : null;
    },
    refetchInterval: pollEvery(RATES_REFRESH_MS),
  });
  return rates.data ?? undefined;
}
