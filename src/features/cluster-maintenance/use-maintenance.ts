/** The maintenance screen's reads: the nodes, what runs on them, and whether the console's own node takes clients. */
import { useQueryClient } from '@tanstack/react-query';
import { pollEvery } from '../../api/poll';
import { useGetLoadRebalanceAvailabilityCheck, useGetLoadRebalanceGlobalStatus, getGetLoadRebalanceGlobalStatusQueryKey, getGetLoadRebalanceAvailabilityCheckQueryKey } from '../../generated/endpoints/load-rebalance/load-rebalance';
import { getGetNodesQueryKey, useGetNodes } from '../../generated/endpoints/nodes/nodes';
import { isBusy } from './maintenance-status';

// Evictions step once a second: follow them closely while one runs, and only glance otherwise.
const ACTIVE_MS = 2_000;
const IDLE_MS = 15_000;

export function useMaintenance() {
  const status = useGetLoadRebalanceGlobalStatus({
    query: { refetchInterval: (query) => pollEvery(isBusy(query.state.data) ? ACTIVE_MS : IDLE_MS)(query) },
    request: { background: true },
  });
  const busy = isBusy(status.data);
  const nodes = useGetNodes({ query: { refetchInterval: pollEvery(busy ? ACTIVE_MS : IDLE_MS) }, request: { background: true } });
  // 503 NODE_EVACUATING is an answer here, not a failure to report.
  const availability = useGetLoadRebalanceAvailabilityCheck({ query: { refetchInterval: pollEvery(busy ? ACTIVE_MS : IDLE_MS), retry: false }, request: { background: true, silentStatuses: [503] } });
  return { status, nodes, available: availability.isSuccess ? true : availability.isError ? false : undefined };
}

/** After a start or a stop: everything the screen shows may have moved. */
export function useRefreshMaintenance() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [getGetLoadRebalanceGlobalStatusQueryKey(), getGetNodesQueryKey(), getGetLoadRebalanceAvailabilityCheckQueryKey()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
