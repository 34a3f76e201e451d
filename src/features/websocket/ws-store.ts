/**
 * The WebSocket tool's state, outside React: connections, their subscriptions and messages live as
 * long as the page does, so leaving /websocket and coming back finds everything as it was.
 * Received messages come from the MQTT worker in batches, at most one per frame; they go into
 * bounded ring buffers and the topic stats, and listeners hear about them at most once per
 * animation frame, so a topic at 10,000 msg/s costs one render per frame, not one per message.
 */
import { useSyncExternalStore } from 'react';
import {
  defaultConfig,
  defaultPublishDraft,
  defaultSubscribeDraft,
  MAX_NEW_CONNECTIONS,
  randomSuffix,
  type ConnectionConfig,
  type PublishDraft,
  type QoS,
  type SubscribeDraft,
} from './connection-config';
import type { Failure } from './connection-failure';
import type { ConnectionBatch } from './message-batcher';
import { packedPayload, packedTopic, unpackMessage } from './packed-messages';
import { RingBuffer } from './ring-buffer';
import { loadSaved, save, type SavedSubscription } from './saved-connections';
import { TopicStats } from './topic-tree';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnecting' | 'disconnected' | 'reconnecting';

export type { Failure } from './connection-failure';

export interface MessageRecord {
  id: number;
  topic: string;
  payload: Uint8Array;
  qos: QoS;
  retain: boolean;
  time: number;
  /** MQTT 5 properties as JSON text, when the message had any. */
  properties?: string;
}

/** Counted as batches arrive; mutated in place, like the lists. */
export interface ReceiptCounts {
  /** Every message the connection received (the worker counts them all). */
  received: number;
  /** Those the page never listed: they came faster than it could take them. */
  notShown: number;
}

export interface SubscriptionEntry extends SavedSubscription {
  time: number;
}

export interface WsConnection {
  id: string;
  isDefault: boolean;
  config: ConnectionConfig;
  status: ConnectionStatus;
  failure?: Failure;
  subscriptions: SubscriptionEntry[];
  subscribeDraft: SubscribeDraft;
  publishDraft: PublishDraft;
  /** Messages received while another connection's tab was open. */
  unread: number;
  received: RingBuffer<MessageRecord>;
  published: RingBuffer<MessageRecord>;
  counts: ReceiptCounts;
  topics: TopicStats;
  /** Bumped whenever the message lists or topic stats change (they are mutated in place). */
  messagesVersion: number;
}

export interface WsState {
  connections: WsConnection[];
  activeId: string;
}

/** Each message list keeps this many; the page says so. */
export const MESSAGE_LIST_CAPACITY = 10_000;
export const DEFAULT_CONNECTION_ID = 'default';

function createConnection(id: string, config: ConnectionConfig, subscriptions: SavedSubscription[] = []): WsConnection {
  return {
    id,
    isDefault: id === DEFAULT_CONNECTION_ID,
    config,
    status: 'disconnected',
    subscriptions: subscriptions.map((s) => ({ ...s, time: Date.now() })),
    subscribeDraft: defaultSubscribeDraft(),
    publishDraft: defaultPublishDraft(),
    unread: 0,
    received: new RingBuffer(MESSAGE_LIST_CAPACITY),
    published: new RingBuffer(MESSAGE_LIST_CAPACITY),
    counts: { received: 0, notShown: 0 },
    topics: new TopicStats(),
    messagesVersion: 0,
  };
}

function initialState(): WsState {
  const saved = loadSaved(defaultConfig);
  const connections = saved.map((s) => createConnection(s.id, s.config, s.subscriptions));
  if (!connections.some((c) => c.isDefault)) connections.unshift(createConnection(DEFAULT_CONNECTION_ID, defaultConfig('default')));
  connections.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return {
    connections: connections.slice(0, MAX_NEW_CONNECTIONS + 1),
    activeId: DEFAULT_CONNECTION_ID,
  };
}

let state: WsState = initialState();
const listeners = new Set<() => void>();

function emit(next: WsState, persist = false): void {
  state = next;
  if (persist)
    save(
      state.connections.map((c) => ({
        id: c.id,
        config: c.config,
        subscriptions: c.subscriptions,
      })),
    );
  listeners.forEach((listener) => listener());
}

export function getWsState(): WsState {
  return state;
}

export function subscribeWsState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A slice of the state; the selector must return something already in the state (or a primitive). */
export function useWsStore<T>(selector: (s: WsState) => T): T {
  return useSyncExternalStore(
    subscribeWsState,
    () => selector(state),
    () => selector(state),
  );
}

export function getConnection(id: string): WsConnection | undefined {
  return state.connections.find((c) => c.id === id);
}

type Patch = Partial<Omit<WsConnection, 'id' | 'isDefault'>>;

/** Replaces the connection with a changed copy; settings and subscriptions are saved when they change. */
export function updateConnection(id: string, patch: Patch | ((c: WsConnection) => Patch)): void {
  const current = getConnection(id);
  if (!current) return;
  const change = typeof patch === 'function' ? patch(current) : patch;
  const persist = 'config' in change || 'subscriptions' in change;
  emit(
    {
      ...state,
      connections: state.connections.map((c) => (c.id === id ? { ...c, ...change } : c)),
    },
    persist,
  );
}

export function newConnectionCount(): number {
  return state.connections.filter((c) => !c.isDefault).length;
}

/** A new connection, opened as the active tab; undefined when the spec's limit (docs/product-spec.md §9) is reached. */
export function addConnection(): string | undefined {
  if (newConnectionCount() >= MAX_NEW_CONNECTIONS) return undefined;
  const id = `c_${randomSuffix(10)}`;
  const connection = createConnection(id, defaultConfig(`connection_${randomSuffix(4)}`));
  emit({ connections: [...state.connections, connection], activeId: id }, true);
  return id;
}

/** Forgets a connection; the caller has closed its client. */
export function removeConnection(id: string): void {
  const connections = state.connections.filter((c) => c.id !== id || c.isDefault);
  const activeId = state.activeId === id ? DEFAULT_CONNECTION_ID : state.activeId;
  emit({ connections, activeId }, true);
}

export function setActiveConnection(id: string): void {
  emit({
    activeId: id,
    connections: state.connections.map((c) => (c.id === id && c.unread ? { ...c, unread: 0 } : c)),
  });
}

export function clearMessages(id: string, list: 'received' | 'published'): void {
  const connection = getConnection(id);
  if (!connection) return;
  connection[list].clear();
  if (list === 'received') connection.topics.clear();
  updateConnection(id, (c) => ({ messagesVersion: c.messagesVersion + 1 }));
}

// ---- Batched message delivery ----

let nextMessageId = 1;
const pendingUnread = new Map<string, number>();
let flushScheduled = false;

function flush(): void {
  flushScheduled = false;
  if (!pendingUnread.size) return;
  const counts = new Map(pendingUnread);
  pendingUnread.clear();
  emit({
    ...state,
    connections: state.connections.map((c) => {
      const count = counts.get(c.id);
      if (count === undefined) return c;
      return {
        ...c,
        messagesVersion: c.messagesVersion + 1,
        unread: c.id === state.activeId ? 0 : c.unread + count,
      };
    }),
  });
}

function scheduleFlush(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  // Hidden tabs get no animation frames; a timer still keeps counts and badges current.
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible') requestAnimationFrame(flush);
  else setTimeout(flush, 250);
}

/** A connection's lists changed, with `unread` more received messages; listeners hear of it with the next frame. */
function messagesChanged(id: string, unread: number): void {
  pendingUnread.set(id, (pendingUnread.get(id) ?? 0) + unread);
  scheduleFlush();
}

/** Records a published message now (O(1)); listeners hear of it with the next frame. */
export function recordPublished(id: string, message: Omit<MessageRecord, 'id'>): void {
  const connection = getConnection(id);
  if (!connection) return;
  connection.published.push({ ...message, id: nextMessageId++ });
  messagesChanged(id, 0);
}

/** Applies a batch from the MQTT worker (a few microseconds per message); listeners hear of it with the next frame. */
export function recordReceived(batch: ConnectionBatch): void {
  const connection = getConnection(batch.id);
  if (!connection) return;
  const { messages, topics, topicCounts } = batch;
  for (let i = 0; i < messages.count; i++) connection.received.push({ ...unpackMessage(messages, i), id: nextMessageId++ });
  // A copy: a topic's last payload must not keep its whole batch alive for as long as the topic is quiet.
  for (let i = 0; i < topics.count; i++) connection.topics.add(packedTopic(topics, i), packedPayload(topics, i).slice(), topics.times[i]!, topicCounts[i]);
  connection.topics.untracked += batch.untracked;
  connection.counts.received += batch.received;
  connection.counts.notShown += batch.dropped;
  messagesChanged(batch.id, batch.received);
}

/** For tests: back to one default connection with nothing in it. */
export function resetWsStore(): void {
  state = {
    connections: [createConnection(DEFAULT_CONNECTION_ID, defaultConfig('default'))],
    activeId: DEFAULT_CONNECTION_ID,
  };
  pendingUnread.clear();
  listeners.forEach((listener) => listener());
}
