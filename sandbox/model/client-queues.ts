/**
 * What waits for a client: its message queue (at most `mqueue_max`, the oldest dropped when full, as
 * emqx_mqueue does) and its in-flight window (at most `inflight_max`), both as counts (client-view.ts)
 * and as the messages `/clients/{id}/mqueue_messages` and `…/inflight_messages` list. Both come from
 * the same function of the client and the clock, so a count and its list always agree.
 *
 * A queue is a window on a stream: message `j` of the stream arrived at `from + (j + 1) · interval`.
 * A lagging consumer's queue grows from `lagSince` at its delivery rate; an offline session's holds
 * what arrived between its disconnection and the sandbox's start; an in-flight window holds the last
 * deliveries the client has not acknowledged.
 */
import { hashUnit } from '../lib/prng';
import type { SandboxState } from '../state';
import { subscriptionsOf } from './client-store';
import { messageContent } from './message-content';
import { stringHash } from './trace-lines';
import type { ClientRecord, SubscriptionRecord } from './types';

export const MQUEUE_MAX = 1000;
export const INFLIGHT_MAX = 32;

export type QueueKind = 'mqueue' | 'inflight';

export interface ClientQueues {
  mqueueLen: number;
  mqueueDropped: number;
  inflightCnt: number;
  /** Until when the client took its deliveries: the clock, or when it stopped acknowledging. */
  deliveredUntil: number;
}

interface Window {
  from: number;
  interval: number;
  /** The stream index of the oldest message held. */
  first: number;
  count: number;
  /** One message in this many is a large one. */
  largeEvery: number;
}

const lagging = (c: ClientRecord): c is ClientRecord & { lagSince: number } => c.lagSince !== undefined && c.disconnectedAt === undefined;

/** Messages arrived since a consumer fell behind: floor(seconds · rate). */
const queuedSince = (c: ClientRecord & { lagSince: number }, now: number) => Math.max(0, Math.floor(((now - c.lagSince) / 1000) * c.outRate));

/** A static queue or window of `count` has one or two large messages; a growing one, one in 40. */
const largeEvery = (count: number) => (count >= 80 ? 40 : Math.max(2, Math.ceil(count / 2)));

/** The queue, and how many messages it has dropped in all. */
function mqueueWindow(state: SandboxState, c: ClientRecord): Window & { dropped: number } {
  if (lagging(c)) {
    const queued = queuedSince(c, state.now());
    const first = Math.max(0, queued - MQUEUE_MAX);
    return { from: c.lagSince, interval: 1000 / c.outRate, first, count: Math.min(MQUEUE_MAX, queued), largeEvery: 40, dropped: c.mqueueDropped + first };
  }
  // As seeded: spread over the time between the disconnection and the sandbox's start.
  const total = c.mqueueLen + c.mqueueDropped;
  const from = c.disconnectedAt ?? state.startedAt;
  const interval = total > 0 ? Math.max(1, (state.startedAt - from) / total) : 1;
  return { from, interval, first: c.mqueueDropped, count: c.mqueueLen, largeEvery: largeEvery(c.mqueueLen), dropped: c.mqueueDropped };
}

function inflightWindow(state: SandboxState, c: ClientRecord): Window {
  const count = lagging(c) ? INFLIGHT_MAX : c.inflightCnt;
  const interval = 1000 / Math.max(c.outRate, 0.001);
  const until = lagging(c) ? c.lagSince : state.now();
  // The last `count` deliveries up to `until`: they move on with the clock while the client acknowledges.
  const delivered = Math.floor((until - c.connectedAt) / interval);
  return { from: c.connectedAt, interval, first: delivered - count, count, largeEvery: largeEvery(count) };
}

/** The counts of what `heldMessages` lists. */
export function clientQueues(state: SandboxState, c: ClientRecord): ClientQueues {
  const mqueue = mqueueWindow(state, c);
  return { mqueueLen: mqueue.count, mqueueDropped: mqueue.dropped, inflightCnt: inflightWindow(state, c).count, deliveredUntil: lagging(c) ? c.lagSince : state.now() };
}

export interface HeldMessage {
  msgid: string;
  topic: string;
  qos: 0 | 1 | 2;
  publishAt: number;
  fromClientid: string;
  fromUsername: string;
  payload: string;
  /** Nanoseconds since the epoch: the position the broker pages by. */
  insertedAt: bigint;
  priority: number;
}

/** The messages a client holds, oldest first: their insertion times cheaply, each whole message on demand. */
export interface HeldMessages {
  count: number;
  insertedAt(i: number): bigint;
  message(i: number): HeldMessage;
}

const NS_PER_MS = 1_000_000n;

const hex = (n: number, digits: number) => Math.floor(n).toString(16).toUpperCase().padStart(digits, '0').slice(-digits);

/** emqx_guid: 64 bits of microseconds, 48 of node and process, 16 of sequence. */
const guid = (micros: number, publisher: string, seq: number) => `${hex(micros, 16)}${hex(stringHash(publisher), 8)}${hex(stringHash(`${publisher}.pid`) & 0xffff, 4)}${hex(seq & 0xffff, 4)}`;

export function heldMessages(state: SandboxState, c: ClientRecord, kind: QueueKind): HeldMessages {
  const w = kind === 'mqueue' ? mqueueWindow(state, c) : inflightWindow(state, c);
  const salt = stringHash(c.clientid) + (kind === 'mqueue' ? 0 : 1000);
  const subs = subscriptionsOf(state, c.clientid);
  // A QoS 0 message is never in flight.
  const candidates = kind === 'inflight' && subs.some((s) => s.qos > 0) ? subs.filter((s) => s.qos > 0) : subs;
  const fallback: SubscriptionRecord = { topic: `devices/${c.clientid.replace(/[/#+\s]+/g, '_')}/down`, qos: 1, nl: 0, rap: 0, rh: 0 };
  const arrivalOffsetNs = (j: number) => BigInt(Math.round((j + 1) * w.interval * 1e6));
  const insertedAt = (i: number) => BigInt(w.from) * NS_PER_MS + arrivalOffsetNs(w.first + i);
  const message = (i: number): HeldMessage => {
    const j = w.first + i;
    const roll = (k: number) => hashUnit(j, salt + k);
    const sub = candidates.length ? candidates[Math.floor(roll(1) * candidates.length)]! : fallback;
    const arrival = w.from + (j + 1) * w.interval;
    const publishAt = Math.floor(arrival - 1 - roll(2) * 15);
    const isLarge = (j + salt) % w.largeEvery === 0;
    const content = messageContent(sub, c.node, j, roll, publishAt, isLarge ? 3072 + Math.floor(roll(3) * 37 * 1024) : undefined);
    const published = roll(4);
    const publishedQos = kind === 'inflight' ? (published < 0.8 ? 1 : 2) : published < 0.25 ? 0 : published < 0.85 ? 1 : 2;
    const qos = kind === 'inflight' ? (Math.max(1, Math.min(sub.qos, publishedQos)) as 1 | 2) : (Math.min(sub.qos, publishedQos) as 0 | 1 | 2);
    return {
      msgid: guid(publishAt * 1000 + Math.floor(roll(5) * 1000), content.fromClientid, j),
      topic: content.topic,
      qos,
      publishAt,
      fromClientid: content.fromClientid,
      fromUsername: content.fromUsername,
      payload: content.payload,
      insertedAt: insertedAt(i),
      priority: 0,
    };
  };
  return { count: w.count, insertedAt, message };
}

/** A position of `GET …/mqueue_messages` (`{inserted_at, priority}`) or `…/inflight_messages` (`inserted_at`). */
export interface QueuePosition {
  insertedAt: bigint;
  /** Mqueue only: the priority queue it is in, `infinity` above every number. */
  priority?: bigint | 'infinity';
}

export interface QueuePage {
  taken: HeldMessage[];
  start: QueuePosition | 'none';
  position: QueuePosition | 'none';
}

/**
 * emqx_mqueue:query/2 and emqx_session_mem's inflight query: the messages after `position`, at most
 * `limit`; `start` is the first message held, `position` the last one taken (or the one asked for).
 * Every message here is in the default priority queue (0): a position's priority only matters when
 * it is below that queue (negative), where nothing follows.
 */
export function queryHeld(held: HeldMessages, kind: QueueKind, position: QueuePosition | 'none', limit: number): QueuePage {
  const at = (i: number): QueuePosition => (kind === 'mqueue' ? { insertedAt: held.insertedAt(i), priority: 0n } : { insertedAt: held.insertedAt(i) });
  const start = held.count > 0 ? at(0) : 'none';
  let from = 0;
  if (position !== 'none') {
    const below = typeof position.priority === 'bigint' && position.priority < 0n;
    if (below) from = held.count;
    else {
      // Insertion times only grow: the first one past the position.
      let hi = held.count;
      while (from < hi) {
        const mid = (from + hi) >>> 1;
        if (held.insertedAt(mid) <= position.insertedAt) from = mid + 1;
        else hi = mid;
      }
    }
  }
  const end = Math.min(held.count, from + limit);
  const taken: HeldMessage[] = [];
  for (let i = from; i < end; i++) taken.push(held.message(i));
  return { taken, start, position: end > from ? at(end - 1) : position };
}
