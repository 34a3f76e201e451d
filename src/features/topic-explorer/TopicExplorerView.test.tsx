import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { createSandboxHandlers, createSandboxState } from '../../../sandbox/handlers';
import { renderAtRoutes } from '../../test/render';
import { recordRequests } from '../../test/requests';
import { fakeMqtt } from '../websocket/fake-mqtt-client';
import { MessageBatcher } from '../websocket/message-batcher';
import { serveMqtt, type WorkerScope } from '../websocket/worker-host';
import { setMqttWorkerFactory, type MqttWorker } from '../websocket/ws-client';
import { resetWsStore } from '../websocket/ws-store';
import { TopicExplorerView } from './TopicExplorerView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = setupServer(...createSandboxHandlers(state));
const requests = recordRequests(server);
let channel: MessageChannel;
let mqtt: ReturnType<typeof fakeMqtt>;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  channel = new MessageChannel();
  mqtt = fakeMqtt();
  serveMqtt(channel.port1 as unknown as WorkerScope, mqtt.connect, mqtt.createSocket, new MessageBatcher());
  setMqttWorkerFactory(() => channel.port2 as unknown as MqttWorker);
});
afterEach(() => {
  channel.port1.close();
  channel.port2.close();
  setMqttWorkerFactory();
  resetWsStore();
});

const retainedTopic = () => [...state.retained.keys()][0]!;

it('shows the broker topics and retained messages as a tree, opens a retained one, and clears it after asking', async () => {
  const user = userEvent.setup();
  renderAtRoutes({ 'topic-explorer': TopicExplorerView }, '/topic-explorer');
  const tree = await screen.findByRole('table', { name: 'Topic tree' });
  const topic = retainedTopic();
  const [first] = topic.split('/');
  await within(tree).findByRole('button', { name: first! });
  // Opened level by level down to the retained topic.
  const levels = topic.split('/');
  for (let i = 0; i < levels.length - 1; i++) await user.click(await within(tree).findByRole('button', { name: `Expand ${levels.slice(0, i + 1).join('/')}` }));
  const rows = within(tree).getAllByRole('button', { name: levels.at(-1)! });
  await user.click(rows.at(-1)!);
  const detail = screen.getByRole('region', { name: 'Topic' });
  expect(within(detail).getByText(topic)).toBeVisible();
  expect(await within(detail).findByRole('radiogroup', { name: 'Show payload as' })).toBeVisible();
  requests.clear();
  await user.click(within(detail).getByRole('button', { name: 'Clear retained message' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(requests.list()).toContain(`DELETE /mqtt/retainer/message/${topic}`));
  expect(state.retained.has(topic)).toBe(false);
});

it('goes live through the WebSocket client connection: counts, rates and last values per topic', async () => {
  const user = userEvent.setup();
  renderAtRoutes({ 'topic-explorer': TopicExplorerView }, '/topic-explorer');
  await screen.findByRole('table', { name: 'Topic tree' });
  await user.click(screen.getByRole('button', { name: 'Go live' }));
  await waitFor(() => expect(mqtt.clients).toHaveLength(1));
  const client = mqtt.clients[0]!;
  client.attempt({ opens: true });
  client.emit('connect', { sessionPresent: false });
  await waitFor(() => expect(client.subscriptions.map((s) => s.topic)).toEqual(['#']));
  client.subscriptions[0]!.answer(null);
  expect(await screen.findByRole('button', { name: 'Pause' })).toBeVisible();
  for (const temp of [20, 21, 23]) client.emit('message', 'zz-live/boiler/temp', new TextEncoder().encode(JSON.stringify({ temp })), { qos: 1, retain: false });
  const tree = screen.getByRole('table', { name: 'Topic tree' });
  await user.click(await within(tree).findByRole('button', { name: 'Expand zz-live' }, { timeout: 3_000 }));
  await user.click(within(tree).getByRole('button', { name: 'Expand zz-live/boiler' }));
  await user.click(within(tree).getByRole('button', { name: 'temp' }));
  const detail = screen.getByRole('region', { name: 'Topic' });
  expect(within(detail).getByRole('img', { name: 'temp: latest 23, lowest 20, highest 23' })).toBeVisible();
  expect(within(detail).getByText(/QoS 1/)).toBeVisible();
});
