/**
 * Node evacuation and cluster rebalance (`/load_rebalance/*`, `/node_eviction/status`), as
 * emqx_node_rebalance 5.8.1 runs them: a state machine per evacuated node and one per rebalance
 * coordinator, stepping once a second (?EVICT_INTERVAL). The sandbox has no real connections to
 * close, so an evicted client "reconnects" on a recipient node at once: its record moves there,
 * which the node list, the client list and the routes all show. On a large sandbox only the seeded
 * clients move (the generated ones' node follows from their place in the table).
 */
import { parseDurationMs } from '../lib/time';
import type { SandboxState } from '../state';
import type { ClientRecord } from './types';

export type EvacuationPhase = 'waiting_health_check' | 'evicting_conns' | 'waiting_takeover' | 'evicting_sessions' | 'prohibiting';
export type RebalancePhase = 'wait_health_check' | 'evicting_conns' | 'wait_takeover' | 'evicting_sessions';

interface Timing {
  phase: string;
  /** When the current phase began: waits and per-second steps count from here. */
  phaseAt: number;
  /** Once-a-second steps taken in this phase: the first comes at once, as the broker's `state_timeout 0`. */
  steps: number;
  waitHealthCheckMs: number;
  waitTakeoverMs: number;
  connEvictRate: number;
  sessEvictRate: number;
}

export interface Evacuation extends Timing {
  node: string;
  phase: EvacuationPhase;
  migrateTo: string[];
  serverReference?: string;
  initialConns: number;
  initialSessions: number;
}

export interface Rebalance extends Timing {
  coordinator: string;
  phase: RebalancePhase;
  donors: string[];
  recipients: string[];
  initialConns: Record<string, number>;
  initialSessions: Record<string, number>;
  absConn: number;
  relConn: number;
  absSess: number;
  relSess: number;
  donorConnAvg?: number;
  recipientConnAvg?: number;
  donorSessAvg?: number;
  recipientSessAvg?: number;
}

export interface RebalanceState {
  evacuations: Map<string, Evacuation>;
  /** Keyed by coordinator node. */
  rebalances: Map<string, Rebalance>;
}

export const emptyRebalanceState = (): RebalanceState => ({ evacuations: new Map(), rebalances: new Map() });

// emqx_node_rebalance.hrl
const DEFAULTS = { rate: 500, waitS: 60, absThreshold: 1000, relThreshold: 1.1 };
const STEP_MS = 1000;

const erlAtom = (name: string): string => (/^[a-z][A-Za-z0-9_]*$/.test(name) ? name : `'${name}'`);
/** `error on node 'emqx@n1': already_started`: wrap_rpc/2's `~p` of the node and the reason. */
export const nodeError = (node: string, reason: string): string => `error on node ${erlAtom(node)}: ${reason}`;

const onNode = (state: SandboxState, node: string): ClientRecord[] => [...state.clients.values()].filter((c) => c.node === node);
const connected = (c: ClientRecord): boolean => c.disconnectedAt === undefined;
export const connCount = (state: SandboxState, node: string): number => onNode(state, node).filter(connected).length;
export const sessCount = (state: SandboxState, node: string): number => onNode(state, node).length;
export const disconnectedCount = (state: SandboxState, node: string): number => onNode(state, node).filter((c) => !connected(c)).length;

export function runningNodes(state: SandboxState): string[] {
  return state.nodes.map((n) => n.name);
}

/** Moves up to `count` clients from the node, in turn to each recipient, as they would reconnect there. */
function move(state: SandboxState, from: string, recipients: string[], count: number, which: (c: ClientRecord) => boolean): number {
  if (!recipients.length) return 0;
  const now = state.now();
  const picked = onNode(state, from).filter(which).slice(0, count);
  picked.forEach((client, i) => {
    client.node = recipients[i % recipients.length]!;
    if (connected(client)) client.connectedAt = now;
  });
  return picked.length;
}

/** Steps the phase owes by now. */
const due = (t: Timing, now: number): number => Math.floor((now - t.phaseAt) / STEP_MS) + 1 - t.steps;

function enter<T extends Timing>(t: T, phase: T['phase'], at: number): void {
  t.phase = phase;
  t.phaseAt = at;
  t.steps = 0;
}

function advanceEvacuation(state: SandboxState, e: Evacuation, now: number): void {
  const recipients = e.migrateTo.length ? e.migrateTo : runningNodes(state).filter((n) => n !== e.node);
  if (e.phase === 'waiting_health_check' && now - e.phaseAt >= e.waitHealthCheckMs) enter(e, 'evicting_conns', e.phaseAt + e.waitHealthCheckMs);
  if (e.phase === 'evicting_conns') {
    const steps = due(e, now);
    e.steps += steps;
    move(state, e.node, recipients, steps * e.connEvictRate, connected);
    if (connCount(state, e.node) === 0) enter(e, 'waiting_takeover', now);
  }
  if (e.phase === 'waiting_takeover' && now - e.phaseAt >= e.waitTakeoverMs) enter(e, 'evicting_sessions', e.phaseAt + e.waitTakeoverMs);
  if (e.phase === 'evicting_sessions') {
    const steps = due(e, now);
    e.steps += steps;
    move(state, e.node, recipients, steps * e.sessEvictRate, (c) => !connected(c));
    // Evacuated: the node keeps refusing connections until the evacuation is stopped.
    if (sessCount(state, e.node) === 0) enter(e, 'prohibiting', now);
  }
}

const avg = (values: number[]): number => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const within = (value: number, goal: number, abs: number, rel: number): boolean => value <= goal + abs || value <= goal * rel;

function connAverages(state: SandboxState, r: Rebalance): [donor: number, recipient: number] {
  return [avg(r.donors.map((n) => connCount(state, n))), avg(r.recipients.map((n) => connCount(state, n)))];
}

function sessAverages(state: SandboxState, r: Rebalance): [donor: number, recipient: number] {
  return [avg(r.donors.map((n) => disconnectedCount(state, n))), avg(r.recipients.map((n) => disconnectedCount(state, n)))];
}

/** evict_conns/evict_sessions, once per owed step: true when donors and recipients are within the thresholds. */
function balance(state: SandboxState, r: Rebalance, now: number, sessions: boolean): boolean {
  const rate = sessions ? r.sessEvictRate : r.connEvictRate;
  const which = sessions ? (c: ClientRecord) => !connected(c) : connected;
  for (let steps = due(r, now); ; steps--) {
    const [donorAvg, recipientAvg] = sessions ? sessAverages(state, r) : connAverages(state, r);
    if (sessions) Object.assign(r, { donorSessAvg: donorAvg, recipientSessAvg: recipientAvg });
    else Object.assign(r, { donorConnAvg: donorAvg, recipientConnAvg: recipientAvg });
    if (sessions ? within(donorAvg, recipientAvg, r.absSess, r.relSess) : within(donorAvg, recipientAvg, r.absConn, r.relConn)) return true;
    if (steps <= 0) return false;
    r.steps++;
    // Each donor above the recipients' average gives up to a step's worth (nodes_to_evict/2).
    for (const donor of r.donors) {
      const count = sessions ? disconnectedCount(state, donor) : connCount(state, donor);
      if (count > recipientAvg) move(state, donor, r.recipients, Math.min(rate, Math.ceil(count - recipientAvg)), which);
    }
  }
}

function advanceRebalance(state: SandboxState, r: Rebalance, now: number): boolean {
  if (r.phase === 'wait_health_check' && now - r.phaseAt >= r.waitHealthCheckMs) enter(r, 'evicting_conns', r.phaseAt + r.waitHealthCheckMs);
  if (r.phase === 'evicting_conns' && balance(state, r, now, false)) enter(r, 'wait_takeover', now);
  if (r.phase === 'wait_takeover' && now - r.phaseAt >= r.waitTakeoverMs) enter(r, 'evicting_sessions', r.phaseAt + r.waitTakeoverMs);
  // Done: the coordinator goes back to disabled and drops out of the status.
  return r.phase === 'evicting_sessions' && balance(state, r, now, true);
}

/** Brings every running process up to the sandbox's clock. Cheap when none runs. */
export function advanceMaintenance(state: SandboxState): void {
  const { evacuations, rebalances } = state.rebalance;
  if (!evacuations.size && !rebalances.size) return;
  const now = state.now();
  evacuations.forEach((e) => advanceEvacuation(state, e, now));
  rebalances.forEach((r, coordinator) => {
    if (advanceRebalance(state, r, now)) rebalances.delete(coordinator);
  });
}

type Refusal = { status: 400 | 404; code: string; message: string };
const refuse = (status: 400 | 404, code: string, message: string): Refusal => ({ status, code, message });

const erlBinaries = (names: string[]): string => `[${names.map((n) => `<<"${n}">>`).join(',')}]`;

/** with_nodes_at_key/3: names the cluster does not know are "invalid" (no such atom on the broker). */
function checkNodes(state: SandboxState, names: unknown): Refusal | undefined {
  if (names === undefined) return undefined;
  const list = names as string[];
  const unknown = list.filter((n) => !runningNodes(state).includes(n));
  return unknown.length ? refuse(400, 'BAD_REQUEST', `Invalid nodes: ${erlBinaries(unknown)}`) : undefined;
}

function duration(value: unknown, fallbackS: number): number | undefined {
  if (value === undefined) return fallbackS * 1000;
  return typeof value === 'string' ? parseDurationMs(value) : undefined;
}

/** hocon_tconf's check: a body field of the wrong kind is a 400 before the node is asked. */
const badField = (field: string): Refusal => refuse(400, 'BAD_REQUEST', `${field}: bad value`);

function positive(body: Record<string, unknown>, field: string, fallback: number): number | Refusal {
  const value = body[field] ?? fallback;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : badField(field);
}

export const busy = (state: SandboxState, node: string): boolean => state.rebalance.evacuations.has(node) || [...state.rebalance.rebalances.values()].some((r) => r.donors.includes(node));

type Settings = Pick<Timing, 'connEvictRate' | 'sessEvictRate' | 'waitHealthCheckMs' | 'waitTakeoverMs'>;

const isRefusal = (value: number | Refusal): value is Refusal => typeof value !== 'number';

const missingNode = (state: SandboxState, node: string): Refusal | undefined => (runningNodes(state).includes(node) ? undefined : refuse(404, 'NOT_FOUND', `Node not found: ${node}`));

/**
 * What both processes take from the body, refused in the broker's order: the rates, `checkedNext`
 * (a rebalance's thresholds), the waits, then the node list named `nodesField`.
 */
function readSettings(state: SandboxState, body: Record<string, unknown>, nodesField: 'migrate_to' | 'nodes', checkedNext: readonly (number | Refusal)[] = []): Settings | Refusal {
  const rates = { connEvictRate: positive(body, 'conn_evict_rate', DEFAULTS.rate), sessEvictRate: positive(body, 'sess_evict_rate', DEFAULTS.rate) };
  const refused = [...Object.values(rates), ...checkedNext].find(isRefusal);
  if (refused) return refused;
  const waitHealthCheckMs = duration(body.wait_health_check, DEFAULTS.waitS);
  const waitTakeoverMs = duration(body.wait_takeover, DEFAULTS.waitS);
  if (waitHealthCheckMs === undefined) return badField('wait_health_check');
  if (waitTakeoverMs === undefined) return badField('wait_takeover');
  const nodes = body[nodesField];
  if (Array.isArray(nodes) && !nodes.length) return badField(nodesField);
  return checkNodes(state, nodes) ?? { ...(rates as Record<keyof typeof rates, number>), waitHealthCheckMs, waitTakeoverMs };
}

export function startEvacuation(state: SandboxState, node: string, body: Record<string, unknown>): Refusal | undefined {
  const settings = missingNode(state, node) ?? readSettings(state, body, 'migrate_to');
  if ('message' in settings) return settings;
  advanceMaintenance(state);
  if (state.rebalance.evacuations.has(node)) return refuse(400, 'BAD_REQUEST', nodeError(node, 'already_started'));
  if (busy(state, node)) return refuse(400, 'BAD_REQUEST', nodeError(node, 'eviction_agent_busy'));
  const now = state.now();
  state.rebalance.evacuations.set(node, {
    node,
    phase: 'waiting_health_check',
    phaseAt: now,
    steps: 0,
    ...settings,
    migrateTo: (body.migrate_to as string[] | undefined) ?? [],
    serverReference: typeof body.redirect_to === 'string' ? body.redirect_to : undefined,
    initialConns: connCount(state, node),
    initialSessions: sessCount(state, node),
  });
  advanceMaintenance(state);
  return undefined;
}

function threshold(body: Record<string, unknown>, field: string, fallback: number, relative: boolean): number | Refusal {
  const value = body[field] ?? fallback;
  if (typeof value !== 'number') return badField(field);
  // rel_*_threshold: `Value > 1.0`; abs_*: pos_integer().
  return (relative ? value > 1 : Number.isInteger(value) && value >= 1) ? value : badField(field);
}

export function startRebalance(state: SandboxState, coordinator: string, body: Record<string, unknown>): Refusal | undefined {
  const thresholds = {
    absConn: threshold(body, 'abs_conn_threshold', DEFAULTS.absThreshold, false),
    relConn: threshold(body, 'rel_conn_threshold', DEFAULTS.relThreshold, true),
    absSess: threshold(body, 'abs_sess_threshold', DEFAULTS.absThreshold, false),
    relSess: threshold(body, 'rel_sess_threshold', DEFAULTS.relThreshold, true),
  };
  const settings = missingNode(state, coordinator) ?? readSettings(state, body, 'nodes', Object.values(thresholds));
  if ('message' in settings) return settings;
  const n = { ...settings, ...(thresholds as Record<keyof typeof thresholds, number>) };
  advanceMaintenance(state);
  if (state.rebalance.rebalances.has(coordinator)) return refuse(400, 'BAD_REQUEST', nodeError(coordinator, 'already_started'));
  const nodes = (body.nodes as string[] | undefined) ?? runningNodes(state);
  const counts = nodes.map((node) => connCount(state, node));
  const mean = avg(counts);
  // enable_rebalance/1: nodes at or above the average give, the others take.
  const donors = nodes.filter((_, i) => counts[i]! >= mean);
  const recipients = nodes.filter((_, i) => counts[i]! < mean);
  const initialConns = Object.fromEntries(nodes.map((node, i) => [node, counts[i]!]));
  const initialSessions = Object.fromEntries(nodes.map((node) => [node, sessCount(state, node)]));
  const draft: Rebalance = { coordinator, phase: 'wait_health_check', phaseAt: state.now(), steps: 0, donors, recipients, initialConns, initialSessions, ...n };
  const [donorConns, recipientConns] = connAverages(state, draft);
  const [donorSess, recipientSess] = sessAverages(state, draft);
  const needed = donors.length > 0 && recipients.length > 0 && (!within(donorConns, recipientConns, n.absConn, n.relConn) || !within(donorSess, recipientSess, n.absSess, n.relSess));
  if (!needed) return refuse(400, 'BAD_REQUEST', nodeError(coordinator, 'nothing_to_balance'));
  const evacuating = donors.find((d) => busy(state, d));
  if (evacuating) return refuse(400, 'BAD_REQUEST', nodeError(coordinator, `[{${erlAtom(evacuating)},eviction_agent_busy}]`));
  state.rebalance.rebalances.set(coordinator, draft);
  advanceMaintenance(state);
  return undefined;
}

function stop(state: SandboxState, node: string, kind: keyof RebalanceState): Refusal | undefined {
  const missing = missingNode(state, node);
  if (missing) return missing;
  advanceMaintenance(state);
  return state.rebalance[kind].delete(node) ? undefined : refuse(400, 'BAD_REQUEST', nodeError(node, 'not_started'));
}

export const stopEvacuation = (state: SandboxState, node: string): Refusal | undefined => stop(state, node, 'evacuations');

export const stopRebalance = (state: SandboxState, coordinator: string): Refusal | undefined => stop(state, coordinator, 'rebalances');
