import { useMemo } from 'react';
import { useCapabilities } from '../../../api/capabilities';
import { pollEvery } from '../../../api/poll';
import { useGetLoadRebalanceGlobalStatus } from '../../../generated/endpoints/load-rebalance/load-rebalance';

const REFRESH_MS = 15_000;

/** The nodes an evacuation empties, for the node list; none on a broker without node maintenance (open source). */
export function useEvacuatingNodes(): ReadonlySet<string> {
  const enabled = useCapabilities().nodeMaintenance === true;
  const status = useGetLoadRebalanceGlobalStatus({ query: { enabled, refetchInterval: pollEvery(REFRESH_MS) }, request: { background: true } });
  const evacuations = status.data?.evacuations;
  return useMemo(() => new Set(evacuations?.map((e) => e.node)), [evacuations]);
}
