import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from './connection-config';
import { ConnectionSession } from './connection-session';
import { fakeMqtt } from './fake-mqtt-client';
import { clientOptions } from './mqtt-options';
import type { IncomingMessage } from './packed-messages';
import type { WorkerEvent } from './worker-protocol';

const page = { protocol: 'http:', hostname: '127.0.0.1' };

function open(changes: Partial<ReturnType<typeof defaultConfig>> = {}) {
  const mqtt = fakeMqtt();
  const events: WorkerEvent[] = [];
  const messages: IncomingMessage[] = [];
  const ended = vi.fn();
  const session = new ConnectionSession('c1', 'ws://127.0.0.1:8083/mqtt', clientOptions({ ...defaultConfig('c1', page), ...changes }), mqtt.connect, mqtt.createSocket, {
    emit: (event) => events.push(event),
    message: (m) => messages.push(m),
    ended,
  });
  return { session, client: mqtt.clients[0]!, events, messages, ended };
}

afterEach(() => vi.useRealTimers());

describe('a connection session', () => {
  it('reports the CONNACK, with whether the broker kept the session', () => {
    const { client, events } = open();
    expect(client.url).toBe('ws://127.0.0.1:8083/mqtt');
    expect(client.options).toMatchObject({ protocolVersion: 5, reconnectPeriod: 3000, resubscribe: false });
    client.attempt({ opens: true });
    client.emit('connect', { sessionPresent: true });
    expect(events).toEqual([{ type: 'connected', id: 'c1', sessionPresent: true }]);
  });

  it('gives up after three refused attempts and asks for it to be announced', () => {
    const { client, events, ended } = open();
    client.failAttempt();
    client.failAttempt();
    expect(events).toContainEqual({ type: 'reconnecting', id: 'c1', failure: { kind: 'refused', failed: 2, limit: 3 } });
    client.failAttempt();
    expect(events.at(-1)).toEqual({ type: 'closed', id: 'c1', failure: { kind: 'refused', failed: 3, limit: 3 }, announce: true });
    expect(client.ended).toBe(true);
    expect(ended).toHaveBeenCalledOnce();
    // Nothing more is said once it is closed.
    client.emit('reconnect');
    expect(events.at(-1)!.type).toBe('closed');
  });

  it("stops at a refused CONNACK with the broker's reason code", () => {
    const { client, events } = open({ protocolVersion: 4 });
    client.attempt({ opens: true });
    client.emit('error', Object.assign(new Error('Connection refused: Not authorized'), { code: 5 }));
    expect(events).toEqual([{ type: 'closed', id: 'c1', failure: { kind: 'reason', code: 5, protocolVersion: 4 }, announce: true }]);
  });

  it('tells a socket that opened and closed unanswered from a timeout', () => {
    vi.useFakeTimers();
    const { client, events } = open();
    client.failAttempt(true);
    expect(events[0]).toEqual({ type: 'reconnecting', id: 'c1', failure: { kind: 'closed', failed: 1, limit: 3 } });
    client.attempt({ opens: true });
    vi.advanceTimersByTime(10_000);
    client.emit('close');
    expect(events.at(-1)).toEqual({ type: 'reconnecting', id: 'c1', failure: { kind: 'timeout', failed: 2, limit: 3 } });
  });

  it('without automatic reconnection, ends at the first close without a toast', () => {
    const { client, events } = open({ reconnectPeriod: '0' });
    client.failAttempt();
    expect(events).toEqual([{ type: 'closed', id: 'c1', failure: { kind: 'refused' }, announce: false }]);
  });

  it('retries a dropped connection for about a minute, and keeps a DISCONNECT reason', () => {
    const { client, events } = open();
    client.attempt({ opens: true });
    client.emit('connect', { sessionPresent: false });
    client.emit('disconnect', { reasonCode: 0x8e });
    client.emit('close');
    expect(events.at(-1)).toEqual({ type: 'reconnecting', id: 'c1', failure: { kind: 'reason', code: 0x8e, protocolVersion: 5, failed: 0, limit: 20 } });
  });

  it('ends as asked without a failure', () => {
    const { session, client, events, ended } = open();
    client.attempt({ opens: true });
    client.emit('connect', { sessionPresent: false });
    session.end(true);
    expect(events.at(-1)).toEqual({ type: 'closed', id: 'c1', failure: undefined, announce: false });
    expect(ended).toHaveBeenCalledOnce();
  });

  it('passes messages on as copies, with their MQTT 5 properties as text', () => {
    const { client, messages } = open();
    const frame = new TextEncoder().encode('xx{"a":1}yy');
    const payload = frame.subarray(2, 9);
    client.emit('message', 't/1', payload, { qos: 1, retain: true, properties: { contentType: 'application/json', correlationData: new TextEncoder().encode('r-1') } });
    expect(messages[0]).toMatchObject({ topic: 't/1', qos: 1, retain: true });
    expect(new TextDecoder().decode(messages[0]!.payload)).toBe('{"a":1}');
    expect(messages[0]!.payload.buffer).not.toBe(frame.buffer);
    expect(JSON.parse(messages[0]!.properties!)).toEqual({ contentType: 'application/json', correlationData: 'r-1' });
  });

  it("answers subscribe and publish requests, with a refusal's reason code", () => {
    const { session, client, events } = open();
    session.subscribe(7, 't/#', { qos: 1 });
    client.subscriptions[0]!.answer(Object.assign(new Error('Subscribe error'), { code: 0x87 }));
    session.publish(8, 't/1', new Uint8Array([1]), { qos: 0 });
    client.publications[0]!.answer();
    expect(events).toEqual([
      { type: 'subscribed', id: 'c1', request: 7, error: { message: 'Subscribe error', code: 0x87 } },
      { type: 'published', id: 'c1', request: 8, error: undefined },
    ]);
  });
});
