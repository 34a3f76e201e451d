import { useMemo } from 'react';
import { useFlowBridges, useFlowRules } from './flow-queries';
import { buildTopology, type TopologyOptions } from './topology';

/** Every rule and every bridge as a topology, with how far the reading is and what refreshes it. */
export function useTopology({ bridgesOnly }: TopologyOptions) {
  const rules = useFlowRules();
  const flowBridges = useFlowBridges();
  const { bridges } = flowBridges;
  // Both lists keep their identity while the broker's answers are the same: no new graph on an unchanged poll.
  const topology = useMemo(() => (rules.rules && bridges ? buildTopology(rules.rules, bridges, { bridgesOnly }) : undefined), [rules.rules, bridges, bridgesOnly]);
  return {
    topology,
    read: rules.read,
    total: rules.total,
    failed: !topology && (rules.isError || flowBridges.isError),
    retry: () => void Promise.all([rules.retry(), flowBridges.refetch()]),
    refresh: () => void Promise.all([rules.refetch(), flowBridges.refetch()]),
    staleSince: flowBridges.staleSince,
  };
}
