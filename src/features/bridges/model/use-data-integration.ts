import { useQuery, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { pollEvery, type PolledQuery } from '../../../api/poll';
import { getGetActionsQueryKey } from '../../../generated/endpoints/actions/actions';
import { getGetConnectorsQueryKey } from '../../../generated/endpoints/connectors/connectors';
import { getPrometheusDataIntegration } from '../../../generated/endpoints/monitor/monitor';
import { getGetSourcesQueryKey } from '../../../generated/endpoints/sources/sources';
import { changesBetween, DATA_INTEGRATION_PARAMS, dataIntegrationKey, readDataIntegration, type DataIntegrationSnapshot } from './data-integration';
import { invalidateRulesOfBridges } from './queries';

/** One request for every counter of the estate, however large: this often while a list shows them. */
export const DATA_INTEGRATION_POLL_MS = 30_000;
/** Rates need two answers: the second comes sooner, so the rates show early. */
export const FIRST_RATE_MS = 10_000;

/**
 * Answers saying this broker does not serve the JSON: older or newer versions (EMQX 6 refuses JSON
 * with a 400), a proxy that blocks the path. The lists then read each row's own metrics instead.
 */
const ABSENT_STATUSES = [400, 403, 404, 405, 406, 501];
const isAbsent = (error: unknown): boolean => isApiError(error) && error.status !== undefined && ABSENT_STATUSES.includes(error.status);

/** A broker that answered it is not there, or not in JSON, is not asked again. */
const isServed = (query: PolledQuery<DataIntegrationSnapshot | null>): boolean => query.state.data !== null && !isAbsent(query.state.error);

/** What the counters' poll saw change is what the other lists read again, and only that. */
function refreshChanged(client: QueryClient, previous: DataIntegrationSnapshot, next: DataIntegrationSnapshot): void {
  const changed = changesBetween(previous, next);
  if (changed.bridges) {
    for (const queryKey of [getGetActionsQueryKey(), getGetSourcesQueryKey(), getGetConnectorsQueryKey()]) void client.invalidateQueries({ queryKey });
  }
  if (changed.rules) void invalidateRulesOfBridges(client);
}

/**
 * The counters of every action and rule, polled as one request (`GET /prometheus/data_integration`,
 * summed over the cluster). `unavailable` when the broker does not answer it in JSON: the lists then
 * fall back to each row's own metrics, for the rows on screen only. A list passes `enabled` once its
 * rows are there: collecting the whole estate's counters must not hold up its first rows.
 */
export function useDataIntegrationMetrics(enabled = true): { snapshot?: DataIntegrationSnapshot; unavailable: boolean } {
  const { data, error } = useQuery({
    enabled,
    queryKey: dataIntegrationKey(),
    queryFn: async ({ client, queryKey, signal }) => {
      const answer = await getPrometheusDataIntegration(DATA_INTEGRATION_PARAMS, { background: true, silentStatuses: ABSENT_STATUSES }, signal);
      const previous = client.getQueryData<DataIntegrationSnapshot | null>(queryKey) ?? undefined;
      const next = readDataIntegration(answer, Date.now(), previous);
      if (next && previous) refreshChanged(client, previous, next);
      // null, not undefined: an answer that is not the JSON (a text exposition) is a result, and final.
      return next ?? null;
    },
    // Maps of thousands of entries: compared by the poll itself (refreshChanged), not by the cache.
    structuralSharing: false,
    refetchInterval: (query) => pollEvery(query.state.dataUpdateCount < 2 ? FIRST_RATE_MS : DATA_INTEGRATION_POLL_MS, isServed)(query),
  });
  // A poll that fails for a while after good answers keeps the last counters (stale, not gone).
  return { snapshot: data ?? undefined, unavailable: data === null || (error !== null && (data === undefined || isAbsent(error))) };
}
