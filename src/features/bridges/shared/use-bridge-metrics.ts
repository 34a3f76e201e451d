import { useQuery } from '@tanstack/react-query';
import { pollEvery } from '../../../api/poll';
import { getActionsByIdMetrics, getGetActionsByIdMetricsQueryKey } from '../../../generated/endpoints/actions/actions';
import { getGetSourcesByIdMetricsQueryKey, getSourcesByIdMetrics } from '../../../generated/endpoints/sources/sources';
import type { Bridge } from '../model/bridge';
import { readBridgeMetrics } from './bridge-metrics';

/** The detail screen is about one bridge: its counters are read again this often. */
export const DETAIL_METRICS_POLL_MS = 5_000;
/** The list reads its counters in one request; a row asks for its own only without that (sources, or a broker without it): gentler. */
export const LIST_METRICS_POLL_MS = 20_000;

export const bridgeMetricsKey = (bridge: Pick<Bridge, 'id' | 'kind'>) =>
  bridge.kind === 'action' ? getGetActionsByIdMetricsQueryKey(bridge.id) : getGetSourcesByIdMetricsQueryKey(bridge.id);

/** An action's or a source's metrics, polled in the background (a row's cells and the detail share the query). */
export function useBridgeMetrics(bridge: Pick<Bridge, 'id' | 'kind'>, pollMs: number) {
  const query = useQuery({
    queryKey: bridgeMetricsKey(bridge),
    queryFn: ({ signal }) =>
      bridge.kind === 'action' ? getActionsByIdMetrics(bridge.id, { background: true }, signal) : getSourcesByIdMetrics(bridge.id, { background: true }, signal),
    refetchInterval: pollEvery(pollMs),
  });
  const { data, isError, refetch } = query;
  return { isError, refetch, metrics: data === undefined ? undefined : readBridgeMetrics(data) };
}
