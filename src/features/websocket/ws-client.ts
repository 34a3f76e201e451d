/**
 * The page's side of the WebSocket tool's connections. Their mqtt.js clients run in a worker
 * (mqtt.worker.ts): this turns the user's actions into commands for it, and what it reports into
 * the store's state and toasts. The worker starts on the first Connect and lives as long as the
 * page, like the store, so connections survive navigation. Received messages arrive in batches,
 * one per frame at most: each is applied to the store, and the worker hears it may send the next
 * once the page has had a frame to show it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toaster } from '../../app/toaster';
import { i18n } from '../../i18n/i18n';
import { brokerUrl } from './connection-config';
import type { FailureCause } from './connection-failure';
import { failureSummary } from './failure-summary';
import { isMixedContent, pageProtocol } from './mixed-content';
import { clientOptions, publishOptions, subscribeOptions } from './mqtt-options';
import { reasonCodeDescription } from './reason-codes';
import { encodePayload, validateConnection, validatePublish, validateSubscribe } from './validation';
import type { PageCommand, RequestError, WorkerEvent } from './worker-protocol';
import { getConnection, recordPublished, recordReceived, updateConnection, type SubscriptionEntry } from './ws-store';

/** The worker as the page uses it; in tests, one end of a MessageChannel. */
export interface MqttWorker {
  postMessage(command: PageCommand): void;
  onmessage: ((event: MessageEvent<WorkerEvent>) => void) | null;
  onerror?: ((event: ErrorEvent) => void) | null;
  terminate?(): void;
}

const startWorker = (): MqttWorker => new Worker(new URL('./mqtt.worker.ts', import.meta.url), { type: 'module', name: 'mqtt' });

let createWorker: () => MqttWorker = startWorker;
let worker: MqttWorker | undefined;
/** Connections with a client in the worker: from Connect until the worker reports it closed. */
const open = new Set<string>();
/** Who waits for a connection to close (Disconnect's promise). */
const closeWaiters = new Map<string, (() => void)[]>();
let nextRequest = 1;
/** Subscribe and publish requests the worker has not answered yet. */
const requests = new Map<number, { id: string; answered: (error?: RequestError) => void }>();
let ackPending = false;

function toast(type: 'success' | 'error' | 'warning', title: MessageDescriptor, description?: string): void {
  toaster.create({ type, title: i18n._(title), description });
}

/** The failure in a few words, in the current language: for toasts and the status line. */
export function failureText(failure: FailureCause): string {
  const summary = failureSummary(failure);
  return typeof summary === 'string' ? summary : i18n._(summary);
}

function requestFailureText(error: RequestError, protocolVersion: number): string {
  return error.code === undefined ? error.message : i18n._(reasonCodeDescription(error.code, protocolVersion));
}

function send(command: PageCommand): void {
  ensureWorker().postMessage(command);
}

/** A command the worker answers: `answered` runs with its reply, unless the connection closes first. */
function request(id: string, command: (request: number) => PageCommand, answered: (error?: RequestError) => void): void {
  const number = nextRequest++;
  requests.set(number, { id, answered });
  send(command(number));
}

function ensureWorker(): MqttWorker {
  if (worker) return worker;
  worker = createWorker();
  worker.onmessage = (event) => handle(event.data);
  // A worker that cannot load (a blocked or missing script) or that failed: every connection it held is gone.
  worker.onerror = () => workerFailed();
  return worker;
}

function workerFailed(): void {
  worker?.terminate?.();
  worker = undefined;
  ackPending = false;
  for (const id of [...open]) closed(id, { kind: 'worker' }, true);
}

/** The page has shown the last batch: with the next frame, or at once when no frame will come (a hidden tab). */
function acknowledgeWhenShown(): void {
  ackPending = true;
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible') requestAnimationFrame(acknowledge);
  else queueMicrotask(acknowledge);
}

function acknowledge(): void {
  if (!ackPending) return;
  ackPending = false;
  worker?.postMessage({ type: 'ready' });
}

// A tab hidden while a frame was awaited would hold the batches back until it shows again.
if (typeof document !== 'undefined') document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && acknowledge());

function closed(id: string, failure: FailureCause | undefined, announce: boolean): void {
  open.delete(id);
  for (const [number, pending] of requests) if (pending.id === id) requests.delete(number);
  if (announce && failure) toast('error', msg`Connection failed`, failureText(failure));
  updateConnection(id, (c) => ({ status: 'disconnected', failure: failure ?? c.failure }));
  closeWaiters.get(id)?.forEach((resolve) => resolve());
  closeWaiters.delete(id);
}

function handle(event: WorkerEvent): void {
  switch (event.type) {
    case 'messages':
      event.batches.forEach(recordReceived);
      return acknowledgeWhenShown();
    case 'connected':
      updateConnection(event.id, { status: 'connected', failure: undefined });
      toast('success', msg`Connection is successful`);
      // A session the broker kept still has its subscriptions; a new one needs them again.
      if (!event.sessionPresent) resubscribe(event.id);
      return;
    case 'reconnecting':
      return updateConnection(event.id, event.failure ? { status: 'reconnecting', failure: event.failure } : { status: 'reconnecting' });
    case 'closed':
      return closed(event.id, event.failure, event.announce);
    case 'subscribed':
    case 'published': {
      const pending = requests.get(event.request);
      requests.delete(event.request);
      return pending?.answered(event.error);
    }
  }
}

function resubscribe(id: string): void {
  const connection = getConnection(id);
  if (!connection) return;
  const { protocolVersion } = connection.config;
  for (const s of connection.subscriptions) {
    request(
      id,
      (number) => ({ type: 'subscribe', id, request: number, topic: s.topic, options: subscribeOptions(s, protocolVersion) }),
      (error) => error && toast('error', msg`Subscription failure`, `${s.topic}: ${requestFailureText(error, protocolVersion)}`),
    );
  }
}

/** Opens the connection with its current settings; false when the settings are not valid or the browser would block them. */
export function connect(id: string): boolean {
  const connection = getConnection(id);
  if (!connection || open.has(id) || Object.keys(validateConnection(connection.config)).length) return false;
  const { config } = connection;
  // The status line and the form already say why; the browser would only log a blocked request.
  if (isMixedContent(config, pageProtocol())) return false;
  updateConnection(id, { status: 'connecting', failure: undefined });
  open.add(id);
  try {
    send({ type: 'connect', id, url: brokerUrl(config), options: clientOptions(config) });
  } catch {
    // The browser refused to start the worker at all.
    workerFailed();
  }
  return true;
}

export function disconnect(id: string): Promise<void> {
  if (!open.has(id)) return Promise.resolve();
  const graceful = getConnection(id)?.status === 'connected';
  // The user stopped the retries: the last reason still holds, the count of attempts does not.
  updateConnection(id, (c) => ({ status: 'disconnecting', failure: c.failure && { ...c.failure, failed: undefined, limit: undefined } }));
  const done = new Promise<void>((resolve) => closeWaiters.set(id, [...(closeWaiters.get(id) ?? []), resolve]));
  send({ type: 'disconnect', id, graceful });
  return done;
}

function isConnected(id: string): boolean {
  if (open.has(id) && getConnection(id)?.status === 'connected') return true;
  toast('warning', msg`Client not connected`);
  return false;
}

export function subscribe(id: string): boolean {
  const connection = getConnection(id);
  if (!connection || Object.keys(validateSubscribe(connection.subscribeDraft)).length || !isConnected(id)) return false;
  const draft = connection.subscribeDraft;
  const { protocolVersion } = connection.config;
  request(
    id,
    (number) => ({ type: 'subscribe', id, request: number, topic: draft.topic, options: subscribeOptions(draft, protocolVersion) }),
    (error) => {
      if (error) return toast('error', msg`Subscription failure`, requestFailureText(error, protocolVersion));
      const entry: SubscriptionEntry = { ...draft, time: Date.now() };
      updateConnection(id, (c) => ({ subscriptions: [...c.subscriptions.filter((s) => s.topic !== draft.topic), entry] }));
    },
  );
  return true;
}

export function unsubscribe(id: string, topic: string): void {
  if (open.has(id) && getConnection(id)?.status === 'connected') send({ type: 'unsubscribe', id, topic });
  updateConnection(id, (c) => ({ subscriptions: c.subscriptions.filter((s) => s.topic !== topic) }));
}

export function publish(id: string): boolean {
  const connection = getConnection(id);
  if (!connection) return false;
  const { publishDraft: draft, config } = connection;
  if (Object.keys(validatePublish(draft, config.protocolVersion)).length || !isConnected(id)) return false;
  const payload = encodePayload(draft.payload, draft.encoding)!;
  request(
    id,
    (number) => ({ type: 'publish', id, request: number, topic: draft.topic, payload, options: publishOptions(draft, config.protocolVersion) }),
    (error) => {
      if (error) return toast('error', msg`Publishing failure`, error.message);
      recordPublished(id, { topic: draft.topic, payload, qos: draft.qos, retain: draft.retain, time: Date.now() });
    },
  );
  return true;
}

/** Closes a connection's client (if any) without waiting, e.g. before its tab is removed. */
export function closeClient(id: string): void {
  if (!open.has(id)) return;
  send({ type: 'close', id });
  closed(id, undefined, false);
}

/** For tests: the worker to use from now on (a fresh page state: no connection open). */
export function setMqttWorkerFactory(factory: () => MqttWorker = startWorker): void {
  worker = undefined;
  createWorker = factory;
  open.clear();
  requests.clear();
  closeWaiters.clear();
  ackPending = false;
}
