/**
 * `GET /cluster/topology`: which replicant node follows which core node's replicated log (RLOG).
 * On the broker each replicant subscribes to one core for every RLOG shard; a cluster of core nodes
 * only answers its cores with no replicants.
 */
import type { SandboxState } from '../state';
import { settleInvitations } from './cluster-invite';

/** The RLOG shards a replicant streams from its core (EMQX 5.8's Mria shards in a default build). */
export const RLOG_STREAMS = 10;

export interface CoreReplicants {
  core_node: string;
  replicant_nodes: { node: string; streams: number }[];
}

export function clusterTopology(state: SandboxState): CoreReplicants[] {
  settleInvitations(state);
  const running = [...state.nodes, ...state.cluster.joined.filter((j) => j.status === 'running').map((j) => j.node)];
  const cores = running.filter((n) => n.role === 'core').map((n) => n.name);
  const topology = cores.map((core_node): CoreReplicants => ({ core_node, replicant_nodes: [] }));
  // Spread over the cores in a fixed order, so the answer is the same from one read to the next.
  running
    .filter((n) => n.role === 'replicant')
    .forEach((replicant, i) => topology[i % topology.length]?.replicant_nodes.push({ node: replicant.name, streams: RLOG_STREAMS }));
  return topology;
}
