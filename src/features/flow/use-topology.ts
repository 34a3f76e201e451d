import { useMemo } from 'react';
import { useFlowBridges, useFlowHub, useFlowRules } from './flow-queries';
import { buildTopology, type TopologyOptions } from './topology';

/**
 * Every rule and every bridge as a topology, with the Data Hub items in front of the rules, how far
 * the reading is and what refreshes it.
 */
export function useTopology({ bridgesOnly }: Pick<TopologyOptions, 'bridgesOnly'>) {
  const rules = useFlowRules();
  const flowBridges = useFlowBridges();
  const { hub, settled, refetch: refetchHub } = useFlowHub();
  const { bridges } = flowBridges;
  // The lists keep their identity while the broker's answers are the same: no new graph on an unchanged poll.
  // The graph waits for the Data Hub's answer rather than being laid out again a moment later.
  const topology = useMemo(
    () => (rules.rules && bridges && settled ? buildTopology(rules.rules, bridges, { bridgesOnly, hub }) : undefined),
    [rules.rules, bridges, settled, bridgesOnly, hub],
  );
  return {
    topology,
    read: rules.read,
    total: rules.total,
    failed: !topology && (rules.isError || flowBridges.isError),
    retry: () => void Promise.all([rules.retry(), flowBridges.refetch()]),
    refresh: () => void Promise.all([rules.refetch(), flowBridges.refetch(), refetchHub()]),
    staleSince: flowBridges.staleSince,
  };
}
