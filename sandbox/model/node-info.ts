/** `/nodes` and `/stats`: node facts that drift slowly with time, and counts from the live state. */
import type { EmqxMgmtApiNodesNodeInfo } from '../../src/generated/model';
import type { SandboxNode } from '../seed/cluster';
import { formatBytes, OTP_RELEASE, VERSION } from '../seed/cluster';
import type { SandboxState } from '../state';
import { gauges, type ClusterGauges } from './gauges';
import { level } from './traffic';

const round2 = (n: number): number => Math.round(n * 100) / 100;

export function nodeInfo(state: SandboxState, node: SandboxNode, g: ClusterGauges = gauges(state)): EmqxMgmtApiNodesNodeInfo {
  const now = state.now();
  const ng = g.perNode.get(node.name);
  // Load averages are the same signal seen through longer windows, hence lagged and damped.
  const load = (lagMs: number, damp: number): number => round2(Math.max(0.01, node.load.base * (1 + damp * level(node.load, now - lagMs))));
  return {
    node: node.name,
    node_status: 'running',
    role: node.role,
    version: VERSION,
    edition: 'Enterprise',
    otp_release: OTP_RELEASE,
    uptime: now - node.bootAt,
    connections: ng?.sessions ?? 0,
    live_connections: ng?.live ?? 0,
    cluster_sessions: g.sessions,
    load1: load(0, 0.6),
    load5: load(150_000, 0.4),
    load15: load(450_000, 0.25),
    max_fds: 1_048_576,
    memory_total: formatBytes(node.memoryTotal),
    memory_used: formatBytes(node.memoryUsed * (1 + 0.08 * level(node.load, now - 60_000))),
    process_available: 2_097_152,
    process_used: 700 + (ng?.sessions ?? 0) + Math.round(40 * (1 + level(node.load, now))),
    sys_path: '/opt/emqx',
    log_path: '/opt/emqx/log',
  };
}

export type Stats = Record<string, number>;

/** High-water marks a little above today's counts, as after a busier moment earlier in the uptime. */
const highWater = (count: number, factor: number): number => Math.max(count, Math.round(count * factor));

export function nodeStats(state: SandboxState, node: SandboxNode, g: ClusterGauges = gauges(state)): Stats {
  const ng = g.perNode.get(node.name) ?? { sessions: 0, live: 0, subscriptions: 0, shared: 0 };
  const pair = (name: string, count: number, factor: number): Stats => ({ [`${name}.count`]: count, [`${name}.max`]: highWater(count, factor) });
  return {
    ...pair('channels', ng.sessions, 1.08),
    ...pair('connections', ng.sessions, 1.08),
    ...pair('live_connections', ng.live, 1.11),
    ...pair('cluster_sessions', g.sessions, 1.08),
    ...pair('sessions', ng.sessions, 1.08),
    ...pair('subscriptions', ng.subscriptions, 1.1),
    ...pair('subscriptions.shared', ng.shared, 1.1),
    ...pair('suboptions', ng.subscriptions, 1.1),
    ...pair('subscribers', ng.subscriptions, 1.1),
    ...pair('topics', g.topics, 1.05),
    ...pair('retained', g.retained, 1.02),
    ...pair('delayed', 0, 1),
    'durable_subscriptions.count': 0,
  };
}

/** Cluster-wide stats are replicated on every node, so aggregating takes one node's value, not the sum. */
const NOT_SUMMED = ['cluster_sessions', 'topics', 'retained'];

export function aggregateStats(perNode: readonly Stats[]): Stats {
  const out: Stats = {};
  for (const stats of perNode) {
    for (const [key, value] of Object.entries(stats)) {
      if (key === 'durable_subscriptions.count') continue;
      const replicated = NOT_SUMMED.some((name) => key.startsWith(`${name}.`));
      out[key] = replicated ? Math.max(out[key] ?? 0, value) : (out[key] ?? 0) + value;
    }
  }
  return out;
}
