import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { textToBase64 } from '../../../sandbox/lib/base64';
import { setSession } from '../../api/session';
import { renderAtRoutes } from '../../test/render';
import { recordRequests } from '../../test/requests';
import { serveSandbox } from '../../test/serve-sandbox';
import { fakeMqtt } from '../websocket/fake-mqtt-client';
import { MessageBatcher } from '../websocket/message-batcher';
import { serveMqtt, type WorkerScope } from '../websocket/worker-host';
import { setMqttWorkerFactory, type MqttWorker } from '../websocket/ws-client';
import { DEFAULT_CONNECTION_ID, getConnection, resetWsStore } from '../websocket/ws-store';
import { TopicExplorerView } from './TopicExplorerView';

// Seeded clients give the routing table (about 1,900 routes: two pages); the retained messages get a
// second page too, with one topic past the first page under a level that the first page shows.
const state = createSandboxState({ requireAuth: false });
const bulk = 1_000 - state.retained.size + 30;
for (let i = 0; i < bulk; i++) addRetained(`zz-bulk/a/${i}`);
addRetained('zz-bulk/b/late');

function addRetained(topic: string) {
  state.retained.set(topic, {
    topic,
    qos: 0,
    payload: textToBase64('1'),
    msgid: String(state.retained.size).padStart(32, '0'),
    publishAt: state.startedAt,
    fromClientid: 'bulk',
    fromUsername: 'bulk',
  });
}
const server = serveSandbox(state);
const requests = recordRequests(server);
let channel: MessageChannel;
let mqtt: ReturnType<typeof fakeMqtt>;
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

/** Opens the levels above `topic` one by one and picks it; the detail panel it shows. */
async function pickTopic(user: ReturnType<typeof userEvent.setup>, tree: HTMLElement, topic: string) {
  const levels = topic.split('/');
  for (let i = 0; i < levels.length - 1; i++) await user.click(await within(tree).findByRole('button', { name: `Expand ${levels.slice(0, i + 1).join('/')}` }));
  await user.click(
    within(tree)
      .getAllByRole('button', { name: levels.at(-1)! })
      .at(-1)!,
  );
  return screen.getByRole('region', { name: 'Topic' });
}

/** Serious accessibility problems axe finds in jsdom (no layout: contrast is for the e2e checks). */
async function a11yViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

it('shows the broker topics and retained messages as a tree, opens a retained one, and clears it after asking', async () => {
  const user = userEvent.setup();
  renderAtRoutes({ 'topic-explorer': TopicExplorerView }, '/topic-explorer');
  const tree = await screen.findByRole('table', { name: 'Topic tree' });
  const topic = retainedTopic();
  const detail = await pickTopic(user, tree, topic);
  expect(within(detail).getByText(topic)).toBeVisible();
  expect(await within(detail).findByRole('radiogroup', { name: 'Show payload as' })).toBeVisible();
  // The retained message's own facts, from GET /mqtt/retainer/message/{topic}.
  expect(within(detail).getByText(/QoS 1 · from sensor\/line-1 #1/)).toBeVisible();
  expect(await a11yViolations(document.body)).toEqual([]);
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
  // Retained messages come over HTTP: not replayed as live traffic. The WebSocket screen's own form is left as it was.
  expect(client.subscriptions[0]!.options.rh).toBe(2);
  expect(getConnection(DEFAULT_CONNECTION_ID)?.subscribeDraft.topic).toBe('t/#');
  client.subscriptions[0]!.answer(null);
  expect(await screen.findByRole('button', { name: 'Pause' })).toBeVisible();
  for (const temp of [20, 21, 23]) client.emit('message', 'zz-live/boiler/temp', new TextEncoder().encode(JSON.stringify({ temp })), { qos: 1, retain: false });
  const tree = screen.getByRole('table', { name: 'Topic tree' });
  await user.click(await within(tree).findByRole('button', { name: 'Expand zz-live' }));
  // Counted per level: the level's row sums its topics'.
  const row = within(tree)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('button', { name: 'zz-live' }))!;
  expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('3');
  await user.click(within(tree).getByRole('button', { name: 'Expand zz-live/boiler' }));
  await user.click(within(tree).getByRole('button', { name: 'temp' }));
  const detail = screen.getByRole('region', { name: 'Topic' });
  expect(within(detail).getByRole('img', { name: 'temp: latest 23, lowest 20, highest 23' })).toBeVisible();
  expect(within(detail).getByText(/QoS 1/)).toBeVisible();
});

it('publishes to the topic picked and counts it in topic metrics; a filter subscribers use is only looked up', async () => {
  const user = userEvent.setup();
  renderAtRoutes({ 'topic-explorer': TopicExplorerView }, '/topic-explorer');
  const tree = await screen.findByRole('table', { name: 'Topic tree' });
  let detail = await pickTopic(user, tree, 'config/gw/eu-west');
  requests.clear();
  await user.click(within(detail).getByRole('button', { name: 'Publish' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publish a message' });
  expect(within(dialog).getByRole('textbox', { name: /^Topic/ })).toHaveValue('config/gw/eu-west');
  await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(requests.list()).toContain('POST /publish'));
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await user.click(await within(detail).findByRole('button', { name: 'Add to topic metrics' }));
  await waitFor(() => expect(state.topicMetrics.has('config/gw/eu-west')).toBe(true));

  detail = await pickTopic(user, tree, 'legacy/+/state');
  expect(within(detail).queryByRole('button', { name: 'Publish' })).toBeNull();
  expect(within(detail).queryByRole('button', { name: 'Add to topic metrics' })).toBeNull();
  const subscribers = within(detail).getByRole('link', { name: 'Its subscribers' });
  expect(decodeURIComponent(subscribers.getAttribute('href')!)).toMatch(/topic=legacy\/\+\/state$/);
  // The routes' subscribers: those with exactly this filter, counted by the broker.
  const subscriptions = within(detail).getByText('Subscriptions with this filter').parentElement!;
  await waitFor(() => expect(subscriptions).toHaveTextContent(/^Subscriptions with this filter[1-9]\d*$/));
});

it('reads the broker a page at a time: an opened level asks for its own retained messages, the rest on request', async () => {
  const user = userEvent.setup();
  renderAtRoutes({ 'topic-explorer': TopicExplorerView }, '/topic-explorer');
  const tree = await screen.findByRole('table', { name: 'Topic tree' });
  expect(await screen.findByText(/From the broker: 1,000 of 1,\d{3} subscribed topics, 1,000 of 1,0\d\d retained messages/)).toBeVisible();
  requests.clear();
  await user.click(await within(tree).findByRole('button', { name: 'Expand zz-bulk' }));
  // 'zz-bulk/b/late' is past the first page: the level's own answer brings it.
  expect(await within(tree).findByRole('button', { name: 'b' })).toBeVisible();
  expect(requests.urls().map(decodeURIComponent)).toContainEqual(expect.stringMatching(/^\/mqtt\/retainer\/messages\?topic=zz-bulk\/#&limit=1000$/));
  await user.click(screen.getByRole('button', { name: 'Load more topics' }));
  expect(await screen.findByText(/From the broker: (1,\d{3}) of \1 subscribed topics, (1,0\d\d) of \2 retained messages/)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Load more topics' })).toBeNull();
  // A search shows every level down to what it found.
  await user.type(screen.getByRole('searchbox', { name: 'Find a topic' }), 'b/late');
  expect(await within(tree).findByRole('button', { name: 'late' })).toBeVisible();
  expect(within(tree).queryByRole('button', { name: 'Expand factory' })).toBeNull();
});

it('without a reachable WebSocket listener: says what the attempt found, and stops trying on request', async () => {
  const user = userEvent.setup();
  renderAtRoutes({ 'topic-explorer': TopicExplorerView }, '/topic-explorer');
  const tree = await screen.findByRole('table', { name: 'Topic tree' });
  await user.click(screen.getByRole('button', { name: 'Go live' }));
  await waitFor(() => expect(mqtt.clients).toHaveLength(1));
  mqtt.clients[0]!.failAttempt();
  const status = screen.getByRole('status', { name: '' });
  await waitFor(() => expect(status).toHaveTextContent(/^ReconnectingConnection refused · attempt 1 of 3 failed/));
  await user.click(screen.getByRole('button', { name: 'Stop connecting' }));
  await waitFor(() => expect(mqtt.clients[0]!.ended).toBe(true));
  expect(await screen.findByRole('button', { name: 'Go live' })).toBeVisible();
  expect(status).toHaveTextContent(/Live messages need a WebSocket connection \(ws:\/\/localhost:8083\/mqtt\)/);
  // The broker's topics are there all the same.
  expect(await within(tree).findByRole('button', { name: 'Expand factory' })).toBeVisible();
});

it('for a viewer, the actions that change the broker are disabled', async () => {
  // The next test's session is set afresh (src/test/setup.ts).
  setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
  const user = userEvent.setup();
  renderAtRoutes({ 'topic-explorer': TopicExplorerView }, '/topic-explorer');
  const detail = await pickTopic(user, await screen.findByRole('table', { name: 'Topic tree' }), 'config/gw/us-east');
  for (const name of ['Publish', 'Add to topic metrics', 'Clear retained message']) expect(await within(detail).findByRole('button', { name })).toBeDisabled();
  expect(within(detail).getByRole('link', { name: 'Its subscribers' })).toBeVisible();
});
