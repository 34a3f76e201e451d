/** Current counts, derived from the state on every call so kicks and subscriptions show up at once. */
import { splitShare } from '../lib/topic';
import type { SandboxState } from '../state';

export interface NodeGauges {
  /** Sessions on the node, offline ones included (`connections` in the broker's wording). */
  sessions: number;
  live: number;
  subscriptions: number;
  shared: number;
}

export interface ClusterGauges {
  perNode: Map<string, NodeGauges>;
  sessions: number;
  live: number;
  subscriptions: number;
  shared: number;
  /** Routes are replicated: every node reports the cluster-wide count. */
  topics: number;
  retained: number;
}

/** The seeded clients' routes; a large sandbox's generated ones follow (`state.population.routeAt`). */
export function routes(state: SandboxState): { topic: string; node: string }[] {
  const seen = new Set<string>();
  const out: { topic: string; node: string }[] = [];
  for (const client of state.clients.values()) {
    for (const s of state.subscriptions.get(client.clientid) ?? []) {
      const topic = splitShare(s.topic).filter;
      const key = `${topic}\u0000${client.node}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ topic, node: client.node });
    }
  }
  return out;
}

export function gauges(state: SandboxState): ClusterGauges {
  const perNode = new Map<string, NodeGauges>(state.nodes.map((n) => [n.name, { sessions: 0, live: 0, subscriptions: 0, shared: 0 }]));
  for (const client of state.clients.values()) {
    const g = perNode.get(client.node);
    if (!g) continue;
    g.sessions++;
    if (client.disconnectedAt === undefined) g.live++;
    for (const s of state.subscriptions.get(client.clientid) ?? []) {
      g.subscriptions++;
      if (s.topic.startsWith('$share/')) g.shared++;
    }
  }
  state.population?.totals.forEach((t, k) => {
    const g = perNode.get(state.nodes[k]?.name ?? '');
    if (!g) return;
    g.sessions += t.sessions;
    g.live += t.live;
    g.subscriptions += t.subscriptions;
    g.shared += t.shared;
  });
  const sum = (key: keyof NodeGauges): number => [...perNode.values()].reduce((acc, g) => acc + g[key], 0);
  return {
    perNode,
    sessions: sum('sessions'),
    live: sum('live'),
    subscriptions: sum('subscriptions'),
    shared: sum('shared'),
    topics: new Set(routes(state).map((r) => r.topic)).size + (state.population?.topicCount ?? 0),
    retained: state.retained.size,
  };
}
