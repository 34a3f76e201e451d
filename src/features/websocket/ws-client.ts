/**
 * The mqtt.js side of the store: one client per connection, its events driving the connection's
 * state. mqtt.js is imported here only, on first connect, so it stays out of every other chunk.
 * Passwords go to mqtt.js and nowhere else: nothing here logs settings.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IPublishPacket, MqttClient } from 'mqtt';
import { toaster } from '../../app/toaster';
import { i18n } from '../../i18n/i18n';
import { createCoalescingWebSocket } from './coalescing-websocket';
import { brokerUrl } from './connection-config';
import { attemptLimit, classifyAttempt, failureSummary, newAttempt, shouldGiveUp, type Failure, type FailureCause } from './connection-failure';
import { isMixedContent, pageProtocol } from './mixed-content';
import { CONNECT_TIMEOUT_MS, clientOptions, publishOptions, subscribeOptions } from './mqtt-options';
import { reasonCodeDescription } from './reason-codes';
import { encodePayload, validateConnection, validatePublish, validateSubscribe } from './validation';
import { getConnection, recordMessage, updateConnection, type SubscriptionEntry } from './ws-store';

const clients = new Map<string, MqttClient>();

function toast(type: 'success' | 'error' | 'warning', title: MessageDescriptor, description?: string): void {
  toaster.create({ type, title: i18n._(title), description });
}

/** The failure in a few words, in the current language: for toasts and the status line. */
export function failureText(failure: FailureCause): string {
  const summary = failureSummary(failure);
  return typeof summary === 'string' ? summary : i18n._(summary);
}

/** A connection whose client is gone: nothing reconnects it until the user does. */
function finish(id: string, client: MqttClient, failure?: Failure): void {
  if (clients.get(id) !== client) return;
  clients.delete(id);
  client.removeAllListeners('close');
  client.end(true);
  updateConnection(id, (c) => ({
    status: 'disconnected',
    failure: failure ?? c.failure,
  }));
}

function v5Properties(packet: IPublishPacket): string | undefined {
  const p = packet.properties;
  if (!p || !Object.keys(p).length) return undefined;
  const decoded = {
    ...p,
    correlationData: p.correlationData ? new TextDecoder().decode(p.correlationData) : undefined,
  };
  return JSON.stringify(decoded, null, 2);
}

function resubscribe(id: string, client: MqttClient): void {
  const connection = getConnection(id);
  for (const s of connection?.subscriptions ?? []) {
    client.subscribe(s.topic, subscribeOptions(s, connection!.config.protocolVersion), (error) => {
      if (error) toast('error', msg`Subscription failure`, `${s.topic}: ${subscribeFailureText(error, connection!.config.protocolVersion)}`);
    });
  }
}

function subscribeFailureText(error: Error, protocolVersion: number): string {
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'number' ? i18n._(reasonCodeDescription(code, protocolVersion)) : error.message;
}

/** Opens the connection with its current settings; false when the settings are not valid or the browser would block them. */
export async function connect(id: string): Promise<boolean> {
  const connection = getConnection(id);
  if (!connection || clients.has(id) || Object.keys(validateConnection(connection.config)).length) return false;
  const { config } = connection;
  // The status line and the form already say why; the browser would only log a blocked request.
  if (isMixedContent(config, pageProtocol())) return false;
  updateConnection(id, { status: 'connecting', failure: undefined });
  // The browser build exports one default object; its named exports do not survive bundling.
  const mqtt = (await import('mqtt')).default;
  const reconnectPeriod = Number(config.reconnectPeriod);
  // What the current attempt went through, and how the ones before it ended: the give-up policy's input.
  let attempt = newAttempt();
  let attemptStart = Date.now();
  let failedInRow = 0;
  let everConnected = false;

  // mqtt.js builds one WebSocket per attempt; watching it is the only way to tell a refused socket
  // (the browser's 'error' before 'open', which mqtt.js swallows) from one the server closed.
  const createWebsocket = (url: string, protocols: string[]): WebSocket => {
    const socket = createCoalescingWebSocket(url, protocols);
    const record = (attempt = newAttempt());
    attemptStart = Date.now();
    socket.addEventListener('open', () => (record.opened = true));
    return socket;
  };
  const client = mqtt.connect(brokerUrl(config), { ...clientOptions(config), createWebsocket });
  clients.set(id, client);

  client.on('connect', (connack) => {
    attempt.connacked = true;
    everConnected = true;
    failedInRow = 0;
    updateConnection(id, { status: 'connected', failure: undefined });
    toast('success', msg`Connection is successful`);
    // A session the broker kept still has its subscriptions; a new one needs them again.
    if (!connack.sessionPresent) resubscribe(id, client);
  });
  client.on('reconnect', () => updateConnection(id, { status: 'reconnecting' }));
  client.on('error', (error) => {
    const code = (error as Error & { code?: unknown }).code;
    if (typeof code === 'number' && code > 0 && !attempt.connacked) {
      // A refused CONNACK: mqtt.js does not retry it, and the reason is what the user needs.
      const failure: Failure = { kind: 'reason', code, protocolVersion: config.protocolVersion };
      toast('error', msg`Connection failed`, failureText(failure));
      finish(id, client, failure);
    } else if (typeof code === 'number' && code > 0) {
      attempt.reason = { code, protocolVersion: config.protocolVersion };
    } else if (error.message === 'connack timeout') {
      attempt.timedOut = true;
    } else {
      attempt.errorMessage = error.message;
    }
  });
  client.on('disconnect', (packet) => {
    if (packet.reasonCode) attempt.reason = { code: packet.reasonCode, protocolVersion: 5 };
  });
  client.on('close', () => {
    if (clients.get(id) !== client) return;
    if (client.disconnecting) return finish(id, client);
    // Should mqtt.js ever word its timeout differently, the clock still tells.
    if (!attempt.connacked && Date.now() - attemptStart >= CONNECT_TIMEOUT_MS) attempt.timedOut = true;
    const cause = classifyAttempt(attempt);
    if (!attempt.connacked) failedInRow += 1;
    if (!reconnectPeriod) return finish(id, client, cause);
    const failure: Failure = { ...cause, failed: failedInRow, limit: attemptLimit(everConnected, reconnectPeriod) };
    if (shouldGiveUp(failedInRow, everConnected, reconnectPeriod)) {
      toast('error', msg`Connection failed`, failureText(cause));
      finish(id, client, failure);
    } else {
      updateConnection(id, { status: 'reconnecting', failure });
    }
  });
  client.on('message', (topic, payload, packet) => {
    // A copy, so a retained message does not pin the whole WebSocket frame it was sliced from.
    recordMessage(id, 'received', {
      topic,
      payload: Uint8Array.prototype.slice.call(payload),
      qos: packet.qos,
      retain: packet.retain,
      time: Date.now(),
      properties: v5Properties(packet),
    });
  });
  return true;
}

export function disconnect(id: string): Promise<void> {
  const client = clients.get(id);
  if (!client) return Promise.resolve();
  const connected = getConnection(id)?.status === 'connected';
  // The user stopped the retries: the last reason still holds, the count of attempts does not.
  updateConnection(id, (c) => ({ status: 'disconnecting', failure: c.failure && { ...c.failure, failed: undefined, limit: undefined } }));
  return new Promise((resolve) => {
    // A connected client sends DISCONNECT after its in-flight messages; any other is cut at once.
    client.end(!connected, {}, () => {
      finish(id, client);
      resolve();
    });
  });
}

function connectedClient(id: string): MqttClient | undefined {
  const client = clients.get(id);
  if (client && getConnection(id)?.status === 'connected') return client;
  toast('warning', msg`Client not connected`);
  return undefined;
}

export function subscribe(id: string): boolean {
  const connection = getConnection(id);
  if (!connection || Object.keys(validateSubscribe(connection.subscribeDraft)).length) return false;
  const client = connectedClient(id);
  if (!client) return false;
  const draft = connection.subscribeDraft;
  const { protocolVersion } = connection.config;
  client.subscribe(draft.topic, subscribeOptions(draft, protocolVersion), (error) => {
    if (error) {
      toast('error', msg`Subscription failure`, subscribeFailureText(error, protocolVersion));
      return;
    }
    const entry: SubscriptionEntry = { ...draft, time: Date.now() };
    updateConnection(id, (c) => ({
      subscriptions: [...c.subscriptions.filter((s) => s.topic !== draft.topic), entry],
    }));
  });
  return true;
}

export function unsubscribe(id: string, topic: string): void {
  const client = clients.get(id);
  if (client && getConnection(id)?.status === 'connected') client.unsubscribe(topic);
  updateConnection(id, (c) => ({
    subscriptions: c.subscriptions.filter((s) => s.topic !== topic),
  }));
}

export function publish(id: string): boolean {
  const connection = getConnection(id);
  if (!connection) return false;
  const { publishDraft: draft, config } = connection;
  if (Object.keys(validatePublish(draft, config.protocolVersion)).length) return false;
  const client = connectedClient(id);
  if (!client) return false;
  const payload = encodePayload(draft.payload, draft.encoding)!;
  // mqtt-packet takes any Uint8Array; its typing names Node's Buffer, which the browser lacks.
  client.publish(draft.topic, payload as Buffer, publishOptions(draft, config.protocolVersion), (error) => {
    if (error) toast('error', msg`Publishing failure`, error.message);
    else
      recordMessage(id, 'published', {
        topic: draft.topic,
        payload,
        qos: draft.qos,
        retain: draft.retain,
        time: Date.now(),
      });
  });
  return true;
}

/** Closes a connection's client (if any) without waiting, e.g. before its tab is removed. */
export function closeClient(id: string): void {
  const client = clients.get(id);
  if (client) finish(id, client);
}
