/**
 * The route table as `/topics` reads it (emqx_router, emqx_mgmt_api_topics): one route per topic
 * filter and node, a shared subscription's route going to its group on that node, and the
 * generated population's routes after the seeded clients'.
 */
import { splitShare } from '../lib/topic';
import type { SandboxState } from '../state';

export interface Route {
  /** The real topic filter: a shared subscription's without `$share/<group>/`. */
  topic: string;
  node: string;
  /** Set for a shared subscription's route (`$queue/` is the group `$queue`). */
  group?: string;
}

/** A subscription's filter as the broker keys its route. */
function routeOf(filter: string, node: string): Route {
  if (filter.startsWith('$queue/')) return { topic: filter.slice('$queue/'.length), node, group: '$queue' };
  const { group, filter: topic } = splitShare(filter);
  return group === undefined ? { topic, node } : { topic, node, group };
}

/** The seeded clients' routes, one per topic filter, group and node. */
function* heldRoutes(state: SandboxState): Generator<Route> {
  const seen = new Set<string>();
  for (const client of state.clients.values()) {
    for (const s of state.subscriptions.get(client.clientid) ?? []) {
      const route = routeOf(s.topic, client.node);
      const key = `${route.topic}\u0000${route.group ?? ''}\u0000${route.node}`;
      if (seen.has(key)) continue;
      seen.add(key);
      yield route;
    }
  }
}

export function* routeTable(state: SandboxState): Generator<Route> {
  yield* heldRoutes(state);
  const population = state.population;
  for (let r = 0; r < (population?.routeCount ?? 0); r++) yield population!.routeAt(r);
}

/** How many routes there are (emqx_router:stats(n_routes)), without walking the generated ones. */
export function routeCount(state: SandboxState): number {
  let n = state.population?.routeCount ?? 0;
  for (const _ of heldRoutes(state)) n++;
  return n;
}

/** format/1: a shared route shows its `$share/<group>/` (or `$queue/`) prefix again. */
export function routeView(route: Route): { topic: string; node: string } {
  if (route.group === undefined) return { topic: route.topic, node: route.node };
  const prefix = route.group === '$queue' ? '$queue' : `$share/${route.group}`;
  return { topic: `${prefix}/${route.topic}`, node: route.node };
}

/**
 * gen_match_spec/2: `topic` is matched exactly, a shared one (`$share/g/t`, `$queue/t`) against
 * that group's routes; `node` is the route's node, and then only a plain route's.
 */
export function routeFilter(topic: string | null, node: string | null): (r: Route) => boolean {
  const wanted = topic === null ? undefined : routeOf(topic, '');
  return (r) => {
    if (wanted) {
      if (r.topic !== wanted.topic) return false;
      if (wanted.group !== undefined && r.group !== wanted.group) return false;
      if (wanted.group === undefined && node !== null && r.group !== undefined) return false;
    }
    if (node !== null && (r.node !== node || (wanted?.group === undefined && r.group !== undefined))) return false;
    return true;
  };
}
