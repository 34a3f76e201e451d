/** What the broker's evacuation and rebalance states mean to an operator, and how far along they are. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoadRebalanceGlobalCoordinatorStatus, LoadRebalanceGlobalEvacuationStatus, LoadRebalanceGlobalStatus } from '../../generated/model';

/** emqx_node_rebalance_evacuation's and emqx_node_rebalance's states (the two spell the waits differently). */
export const PHASE_LABELS: Record<string, MessageDescriptor> = {
  waiting_health_check: msg`Waiting for load balancers`,
  wait_health_check: msg`Waiting for load balancers`,
  evicting_conns: msg`Moving connections`,
  waiting_takeover: msg`Waiting for clients to reconnect`,
  wait_takeover: msg`Waiting for clients to reconnect`,
  evicting_sessions: msg`Moving offline sessions`,
  prohibiting: msg`Evacuated: refusing new connections`,
};

export const phaseLabel = (state: string): MessageDescriptor | undefined => PHASE_LABELS[state];

/** 0 to 1: the part of the node's connections and sessions that has left it. */
export function drained(evacuation: LoadRebalanceGlobalEvacuationStatus): number | undefined {
  const stats = evacuation.stats;
  if (!stats) return undefined;
  // A purge's stats count sessions only (emqx_node_rebalance_status:purge/1).
  const initial = (stats.initial_connected ?? 0) + stats.initial_sessions;
  if (initial === 0) return 1;
  return Math.min(1, Math.max(0, 1 - ((stats.current_connected ?? 0) + stats.current_sessions) / initial));
}

export type NodeDuty = { kind: 'evacuating'; state: string } | { kind: 'donor' | 'recipient'; coordinator: string };

/** What each node does in the maintenance under way, for the node table's status column. */
export function nodeDuties(status: LoadRebalanceGlobalStatus | undefined): Map<string, NodeDuty> {
  const duties = new Map<string, NodeDuty>();
  status?.rebalances?.forEach((r: LoadRebalanceGlobalCoordinatorStatus) => {
    r.donors?.forEach((node) => duties.set(node, { kind: 'donor', coordinator: r.node }));
    r.recipients?.forEach((node) => duties.set(node, { kind: 'recipient', coordinator: r.node }));
  });
  status?.evacuations?.forEach((e) => duties.set(e.node, { kind: 'evacuating', state: e.state }));
  return duties;
}

export const isBusy = (status: LoadRebalanceGlobalStatus | undefined): boolean => (status?.evacuations?.length ?? 0) + (status?.rebalances?.length ?? 0) > 0;
