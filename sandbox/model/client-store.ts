/**
 * The client table as the handlers see it: the seeded clients held in `state.clients`, then, on a
 * large sandbox, the generated population (seed/population.ts), in that order. Lookups, kicks,
 * subscriptions and scans go through here so both kinds of client behave alike.
 */
import type { Population } from '../seed/population';
import type { SandboxState } from '../state';
import { recordFacts, type ClientFacts } from './client-filter';
import { subscriptionView, type SubscriptionJson } from './client-view';
import type { ClientRecord, SubscriptionRecord } from './types';

export function findClient(state: SandboxState, clientid: string): ClientRecord | undefined {
  const held = state.clients.get(clientid);
  if (held) return held;
  const i = populationIndex(state.population, clientid);
  return i === undefined ? undefined : state.population!.at(i);
}

function populationIndex(population: Population | undefined, clientid: string): number | undefined {
  if (!population) return undefined;
  const i = population.indexOf(clientid);
  return i === undefined || population.removed.has(i) ? undefined : i;
}

export function subscriptionsOf(state: SandboxState, clientid: string): SubscriptionRecord[] {
  const held = state.subscriptions.get(clientid);
  if (held) return held;
  const i = populationIndex(state.population, clientid);
  return i === undefined ? [] : state.population!.subscriptionsAt(i);
}

const isShared = (s: SubscriptionRecord) => s.topic.startsWith('$share/');

/** Replaces a client's subscriptions; a generated client's node totals follow. */
export function setSubscriptions(state: SandboxState, clientid: string, list: SubscriptionRecord[]): void {
  const i = state.clients.has(clientid) ? undefined : populationIndex(state.population, clientid);
  if (i !== undefined) {
    const totals = state.population!.totals[state.population!.nodeIndexAt(i)]!;
    const before = subscriptionsOf(state, clientid);
    totals.subscriptions += list.length - before.length;
    totals.shared += list.filter(isShared).length - before.filter(isShared).length;
  }
  state.subscriptions.set(clientid, list);
}

/** Kicking out ends the session: the client and its subscriptions are gone. */
export function removeClient(state: SandboxState, clientid: string): boolean {
  if (state.clients.delete(clientid)) {
    state.subscriptions.delete(clientid);
    return true;
  }
  const population = state.population;
  const i = populationIndex(population, clientid);
  if (i === undefined || !population) return false;
  const subs = subscriptionsOf(state, clientid);
  const totals = population.totals[population.nodeIndexAt(i)]!;
  totals.sessions--;
  totals.subscriptions -= subs.length;
  totals.shared -= subs.filter(isShared).length;
  if (population.isOnline(i)) {
    totals.live--;
    const listener = population.at(i).listener;
    totals.liveByListener.set(listener, (totals.liveByListener.get(listener) ?? 1) - 1);
  }
  population.removed.add(i);
  state.subscriptions.delete(clientid);
  return true;
}

export function clientCount(state: SandboxState): number {
  const population = state.population;
  return state.clients.size + (population ? population.size - population.removed.size : 0);
}

/**
 * A place in the table: `held` counts into the seeded clients, then `generated` into the
 * population. Scans resume from one, as the broker's table continuation does.
 */
export interface ScanPosition {
  held: number;
  generated: number;
}

export const SCAN_START: ScanPosition = { held: 0, generated: 0 };

export interface ScanRow {
  facts: ClientFacts;
  /** The whole record, drawn for the rows a page shows. */
  record(): ClientRecord;
}

/**
 * The clients that pass `match`, in table order from `from`, restricted to one node when given
 * (the broker scans each node's table on its own). Lazy: a page stops the scan when it is full.
 */
export function* scanClients(state: SandboxState, match: (c: ClientFacts) => boolean, from: ScanPosition = SCAN_START, node?: string): Generator<ScanRow & { next: ScanPosition }> {
  const held = [...state.clients.values()];
  for (let k = from.held; k < held.length; k++) {
    const record = held[k]!;
    if (node !== undefined && record.node !== node) continue;
    const facts = recordFacts(record);
    if (match(facts)) yield { facts, record: () => record, next: { held: k + 1, generated: 0 } };
  }
  const population = state.population;
  if (!population) return;
  for (const i of generatedIndexes(state, population, from.generated, node)) {
    if (population.removed.has(i)) continue;
    const facts = population.factsAt(i);
    if (match(facts)) yield { facts, record: () => population.at(i), next: { held: held.length, generated: i + 1 } };
  }
}

/** The generated clients' indexes from `from` on, one node's only when given. */
function* generatedIndexes(state: SandboxState, population: Population, from: number, node?: string): Generator<number> {
  if (node === undefined) {
    for (let i = from; i < population.size; i++) yield i;
    return;
  }
  const members = population.members(state.nodes.findIndex((n) => n.name === node));
  let k = lowerBound(members, from);
  while (k < members.length) yield members[k++]!;
}

function lowerBound(sorted: Int32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Every subscription, the seeded clients' first, one node's only when given. Lazy, like `scanClients`. */
export function* scanSubscriptions(state: SandboxState, node?: string): Generator<SubscriptionJson> {
  for (const client of state.clients.values()) {
    if (node !== undefined && client.node !== node) continue;
    for (const s of state.subscriptions.get(client.clientid) ?? []) yield subscriptionView(client, s);
  }
  const population = state.population;
  if (!population) return;
  for (const i of generatedIndexes(state, population, 0, node)) {
    if (population.removed.has(i)) continue;
    const client = { clientid: population.idAt(i), node: state.nodes[population.nodeIndexAt(i)]!.name };
    for (const s of state.subscriptions.get(client.clientid) ?? population.subscriptionsAt(i)) yield subscriptionView(client, s);
  }
}

/** How many subscriptions there are, without a scan. */
export function subscriptionCount(state: SandboxState): number {
  let n = 0;
  for (const client of state.clients.values()) n += state.subscriptions.get(client.clientid)?.length ?? 0;
  for (const t of state.population?.totals ?? []) n += t.subscriptions;
  return n;
}
