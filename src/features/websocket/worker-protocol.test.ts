/**
 * The page and the MQTT worker over a real MessageChannel: the page's actions (ws-client) reach
 * the worker's sessions (worker-host) and what happens to the fake mqtt.js clients there comes
 * back into the store, batched and paced by the page.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { toaster } from '../../app/toaster';
import { fakeMqtt, type FakeMqttClient } from './fake-mqtt-client';
import { MessageBatcher } from './message-batcher';
import { serveMqtt, type WorkerScope } from './worker-host';
import { closeClient, connect, disconnect, publish, setMqttWorkerFactory, subscribe, unsubscribe, type MqttWorker } from './ws-client';
import { DEFAULT_CONNECTION_ID as ID, getConnection, resetWsStore, updateConnection } from './ws-store';
import { until } from '../../test/wait';

let channel: MessageChannel;
let mqtt: ReturnType<typeof fakeMqtt>;

function start(batchLimit?: number) {
  channel = new MessageChannel();
  mqtt = fakeMqtt();
  serveMqtt(channel.port1 as unknown as WorkerScope, mqtt.connect, mqtt.createSocket, new MessageBatcher(batchLimit));
  setMqttWorkerFactory(() => channel.port2 as unknown as MqttWorker);
}

beforeEach(() => {
  vi.spyOn(toaster, 'create');
  start();
});

afterEach(() => {
  channel.port1.close();
  channel.port2.close();
  setMqttWorkerFactory();
  resetWsStore();
  vi.restoreAllMocks();
});

const connection = () => getConnection(ID)!;
const toastTitles = () => vi.mocked(toaster.create).mock.calls.map(([options]) => [options.title, options.description]);

async function connected(sessionPresent = false): Promise<FakeMqttClient> {
  expect(connect(ID)).toBe(true);
  expect(connection().status).toBe('connecting');
  await until(() => expect(mqtt.clients).toHaveLength(1));
  const client = mqtt.clients[0]!;
  client.attempt({ opens: true });
  client.emit('connect', { sessionPresent });
  await until(() => expect(connection().status).toBe('connected'));
  return client;
}

function flood(client: FakeMqttClient, from: number, count: number, topic = 't/flood') {
  for (let n = from; n < from + count; n++) client.emit('message', topic, new TextEncoder().encode(String(n)), { qos: 0, retain: false });
}

it('connects with the settings turned into mqtt.js options, and says so', async () => {
  const client = await connected();
  expect(client.url).toBe(`ws://${connection().config.host}:8083/mqtt`);
  expect(client.options).toMatchObject({ clientId: connection().config.clientId, protocolVersion: 5 });
  expect(toastTitles()).toContainEqual(['Connection is successful', undefined]);
  expect(connect(ID)).toBe(false);
});

it('subscribes, publishes and unsubscribes through the worker', async () => {
  const client = await connected();
  expect(subscribe(ID)).toBe(true);
  await until(() => expect(client.subscriptions).toHaveLength(1));
  expect(client.subscriptions[0]).toMatchObject({ topic: 't/#', options: { qos: 0, nl: false, rap: false, rh: 0 } });
  client.subscriptions[0]!.answer(null);
  await until(() => expect(connection().subscriptions.map((s) => s.topic)).toEqual(['t/#']));

  expect(publish(ID)).toBe(true);
  await until(() => expect(client.publications).toHaveLength(1));
  expect(new TextDecoder().decode(client.publications[0]!.payload)).toBe('{ "msg": "hello" }');
  client.publications[0]!.answer();
  await until(() => expect(connection().published.size).toBe(1));
  expect(connection().published.at(0)).toMatchObject({ topic: 't/1', qos: 0 });

  unsubscribe(ID, 't/#');
  expect(connection().subscriptions).toEqual([]);
  await until(() => expect(client.unsubscribed).toEqual(['t/#']));
});

it("says why a subscription was refused, in the broker's words", async () => {
  const client = await connected();
  subscribe(ID);
  await until(() => expect(client.subscriptions).toHaveLength(1));
  client.subscriptions[0]!.answer(Object.assign(new Error('Subscribe error'), { code: 0x87 }));
  await until(() => expect(toastTitles()).toContainEqual(['Subscription failure', 'Not authorized']));
  expect(connection().subscriptions).toEqual([]);
});

it('subscribes again on a new session, but not on one the broker kept', async () => {
  updateConnection(ID, { subscriptions: [{ topic: 'a/#', qos: 1, noLocal: false, retainAsPublished: false, retainHandling: 0, time: 0 }] });
  const client = await connected(false);
  await until(() => expect(client.subscriptions.map((s) => s.topic)).toEqual(['a/#']));
  client.emit('connect', { sessionPresent: true });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(client.subscriptions).toHaveLength(1);
});

it('refuses to publish or subscribe while not connected', () => {
  expect(publish(ID)).toBe(false);
  expect(subscribe(ID)).toBe(false);
  expect(toastTitles()).toEqual([
    ['Client not connected', undefined],
    ['Client not connected', undefined],
  ]);
});

it('passes a flood on in batches the page paces, every message shown while it keeps up', async () => {
  const client = await connected();
  flood(client, 0, 3000);
  await until(() => expect(connection().counts.received).toBe(3000));
  flood(client, 3000, 3000);
  await until(() => expect(connection().counts.received).toBe(6000));
  expect(connection().counts.notShown).toBe(0);
  expect(connection().received.total).toBe(6000);
  expect(new TextDecoder().decode(connection().received.at(0)!.payload)).toBe('5999');
  expect(connection().topics.byTopic.get('t/flood')?.count).toBe(6000);
});

it('counts what the page could not take as not shown, never losing count', async () => {
  channel.port1.close();
  channel.port2.close();
  start(1000);
  const client = await connected();
  // 2,500 at once: more than one batch carries.
  flood(client, 0, 2500);
  await until(() => expect(connection().counts.received).toBe(2500));
  expect([connection().received.total, connection().counts.notShown]).toEqual([1000, 1500]);
  expect(new TextDecoder().decode(connection().received.at(0)!.payload)).toBe('2499');
  expect(connection().topics.byTopic.get('t/flood')?.count).toBe(2500);
});

it('gives up after three refused attempts and tells the user why', async () => {
  connect(ID);
  await until(() => expect(mqtt.clients).toHaveLength(1));
  const client = mqtt.clients[0]!;
  client.failAttempt();
  await until(() => expect(connection()).toMatchObject({ status: 'reconnecting', failure: { kind: 'refused', failed: 1, limit: 3 } }));
  client.failAttempt();
  client.failAttempt();
  await until(() => expect(connection()).toMatchObject({ status: 'disconnected', failure: { kind: 'refused', failed: 3, limit: 3 } }));
  expect(toastTitles()).toContainEqual(['Connection failed', 'Connection refused']);
  // Connect is the user's to press again.
  expect(connect(ID)).toBe(true);
});

it('disconnects when asked, the promise settling once the client is gone', async () => {
  const client = await connected();
  await disconnect(ID);
  expect(client.ended).toBe(true);
  expect(connection().status).toBe('disconnected');
  expect(connection().failure).toBeUndefined();
});

it('closes a client at once before its tab goes', async () => {
  const client = await connected();
  closeClient(ID);
  expect(connection().status).toBe('disconnected');
  await until(() => expect(client.ended).toBe(true));
});

it('drops every connection, saying why, when the worker fails', async () => {
  await connected();
  const port = channel.port2 as unknown as MqttWorker;
  port.onerror!(new Event('error') as ErrorEvent);
  expect(connection()).toMatchObject({ status: 'disconnected', failure: { kind: 'worker' } });
  expect(toastTitles()).toContainEqual(['Connection failed', 'The connection worker stopped']);
});
