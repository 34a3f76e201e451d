/**
 * What `/load_rebalance/status`, `/load_rebalance/global_status`, `/load_rebalance/availability_check`
 * and `/node_eviction/status` answer of the evacuations and rebalances in ./rebalance.ts, each read
 * after the state machines have caught up with the clock.
 */
import type { SandboxState } from '../state';
import { advanceMaintenance, busy, connCount, disconnectedCount, sessCount, type Evacuation, type Rebalance } from './rebalance';

const round = (value: number | undefined): number | undefined => (value === undefined ? undefined : Math.round(value));

function evacuationView(state: SandboxState, e: Evacuation) {
  return {
    state: e.phase,
    connection_eviction_rate: e.connEvictRate,
    session_eviction_rate: e.sessEvictRate,
    connection_goal: 0,
    session_goal: 0,
    session_recipients: e.migrateTo,
    stats: { initial_connected: e.initialConns, current_connected: connCount(state, e.node), initial_sessions: e.initialSessions, current_sessions: sessCount(state, e.node) },
  };
}

function coordinatorView(r: Rebalance) {
  const view = {
    state: r.phase,
    coordinator_node: r.coordinator,
    connection_eviction_rate: r.connEvictRate,
    session_eviction_rate: r.sessEvictRate,
    recipients: r.recipients,
    donors: r.donors,
    // The broker's averages are floats; its document says integers, so the sandbox rounds.
    connection_goal: round(r.recipientConnAvg),
    disconnected_session_goal: round(r.recipientSessAvg),
    donor_conn_avg: round(r.donorConnAvg),
    donor_sess_avg: round(r.donorSessAvg),
  };
  return Object.fromEntries(Object.entries(view).filter(([, v]) => v !== undefined));
}

/** GET /load_rebalance/global_status. */
export function globalStatus(state: SandboxState) {
  advanceMaintenance(state);
  return {
    evacuations: [...state.rebalance.evacuations.values()].map((e) => ({ ...evacuationView(state, e), node: e.node })),
    purges: [],
    rebalances: [...state.rebalance.rebalances.values()].map((r) => ({ ...coordinatorView(r), node: r.coordinator })),
  };
}

/** GET /load_rebalance/status: the node that answers the request (the sandbox's first). */
export function localStatus(state: SandboxState, node: string) {
  advanceMaintenance(state);
  const e = state.rebalance.evacuations.get(node);
  if (e) return { ...evacuationView(state, e), process: 'evacuation', status: 'enabled' };
  const r = [...state.rebalance.rebalances.values()].find((x) => x.donors.includes(node));
  if (!r) return { status: 'disabled' };
  const stats = {
    initial_connected: r.initialConns[node] ?? 0,
    current_connected: connCount(state, node),
    initial_sessions: r.initialSessions[node] ?? 0,
    current_sessions: sessCount(state, node),
    current_disconnected_sessions: disconnectedCount(state, node),
  };
  return { ...coordinatorView(r), donors: undefined, donor_conn_avg: undefined, donor_sess_avg: undefined, stats, process: 'rebalance', status: 'enabled' };
}

/** The eviction agent of the answering node: on while it is evacuated or gives in a rebalance. */
export function evictionStatus(state: SandboxState, node: string) {
  advanceMaintenance(state);
  if (!busy(state, node)) return { status: 'disabled' };
  return { status: 'enabled', stats: { connections: connCount(state, node), sessions: sessCount(state, node) } };
}

export const isAvailable = (state: SandboxState, node: string): boolean => (advanceMaintenance(state), !busy(state, node));
