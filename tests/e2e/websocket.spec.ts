import type { Page } from '@playwright/test';
import mqtt from 'mqtt';
import { E2E_RETRY_AFTER_MS } from '../../src/test/limits';
import { expect, expectNoSeriousA11yViolations, logIn, test, toasts } from './fixtures/console';
import { freePort, startMosquitto, type MosquittoBroker } from './fixtures/mosquitto';

const USER = { name: 'console', password: 'right-password' };
let broker: MosquittoBroker;

test.beforeAll(async () => {
  broker = await startMosquitto('', { users: { [USER.name]: USER.password } });
});
test.afterAll(async () => {
  await broker?.stop();
});

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const status = (page: Page) => page.getByTestId('connection-status');

async function openTool(page: Page) {
  await logIn(page, '/websocket');
  await expect(page.getByRole('heading', { level: 1, name: 'WebSocket client' })).toBeVisible();
}

async function connectTo(page: Page, port: number, version: '3.1.1' | '5' = '5', credentials?: { username: string; password: string }) {
  await page.getByRole('textbox', { name: 'Port', exact: true }).fill(String(port));
  await page.getByLabel('MQTT version').selectOption(version);
  if (credentials) {
    await page.getByLabel('Username', { exact: true }).fill(credentials.username);
    await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  }
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
}

async function connected(page: Page) {
  await expect(status(page)).toHaveText('Connected');
  await expect(toasts(page).filter({ hasText: 'Connection is successful' }).first()).toBeVisible();
}

async function subscribe(page: Page, topic = 't/#', qos = '0') {
  const form = section(page, 'Subscribe');
  await expect(form.getByRole('textbox', { name: 'Topic', exact: true })).toHaveValue('t/#');
  await form.getByRole('textbox', { name: 'Topic', exact: true }).fill(topic);
  await form.getByLabel('QoS').selectOption(qos);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('table', { name: 'Subscriptions' }).getByRole('cell', { name: topic, exact: true })).toBeVisible();
}

async function publish(page: Page, topic: string, payload: string, qos = '0') {
  const form = section(page, 'Publish');
  await form.getByRole('textbox', { name: 'Topic', exact: true }).fill(topic);
  await form.getByLabel('QoS').selectOption(qos);
  await form.getByRole('textbox', { name: 'Payload', exact: true }).fill(payload);
  await form.getByRole('button', { name: 'Publish' }).click();
}

const received = (page: Page) => page.getByRole('region', { name: 'Received messages' });

for (const [version, qos] of [
  ['3.1.1', '1'],
  ['5', '2'],
] as const) {
  test(`MQTT ${version}: connect, subscribe t/#, publish at QoS ${qos} and receive`, async ({ page }) => {
    await openTool(page);
    await expect(status(page)).toHaveText('Disconnected');
    await connectTo(page, broker.wsPort, version);
    await connected(page);
    await subscribe(page, 't/#', qos);
    await publish(page, 't/hello', '{"n":1}', qos);
    await expect(received(page).getByRole('button', { name: /t\/hello/ })).toContainText(`QoS ${qos}`);
    await expect(received(page)).toContainText('{"n":1}');
    await page.getByRole('tab', { name: 'Published' }).click();
    await expect(page.getByRole('region', { name: 'Published messages' })).toContainText('t/hello');
    await page.getByRole('tab', { name: 'Topic tree' }).click();
    await expect(page.getByRole('listitem', { name: 't/hello' })).toContainText('1 message');
    await page.getByRole('tab', { name: 'Received' }).click();
    await received(page).getByRole('button', { name: /t\/hello/ }).click();
    await expect(page.getByTestId('payload')).toContainText('"n": 1');
    // A live connection with a message open, which the route sweep never has: checked once, not per version.
    if (version === '5') await expectNoSeriousA11yViolations(page);
  });
}

test('a retained message arrives on subscribe, marked retained', async ({ page }) => {
  const publisher = await mqtt.connectAsync(broker.mqttUrl, { clientId: 'e2e-retainer' });
  await publisher.publishAsync('t/retained', 'kept', { qos: 1, retain: true });
  await publisher.endAsync();
  await openTool(page);
  await connectTo(page, broker.wsPort);
  await connected(page);
  await subscribe(page);
  const row = received(page).getByRole('button', { name: /t\/retained/ });
  await expect(row).toContainText('Retained');
  await expect(row).toContainText('kept');
});

test('a message published over HTTP reaches the subscription, relayed by the sandbox to mosquitto as a bridge would', async ({ page, workerSandbox }) => {
  const relay = await mqtt.connectAsync(broker.mqttUrl, { clientId: 'e2e-http-relay' });
  const forward = (m: { topic: string; payload: Uint8Array; qos: 0 | 1 | 2; retain: boolean }) => void relay.publishAsync(m.topic, Buffer.from(m.payload), { qos: m.qos, retain: m.retain });
  workerSandbox.state.publishRelays.add(forward);
  try {
    await openTool(page);
    await connectTo(page, broker.wsPort);
    await connected(page);
    await subscribe(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Screen name' }).fill('publish a message');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Publish a message' });
    await dialog.getByRole('textbox', { name: 'Topic', exact: true }).fill('t/over-http');
    await dialog.getByRole('textbox', { name: 'Payload', exact: true }).fill('{"via":"http"}');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(dialog.getByRole('status')).toBeVisible();
    // Sent: closing loses nothing, so it does not ask.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(received(page).getByRole('button', { name: /t\/over-http/ })).toContainText('{"via":"http"}');
  } finally {
    workerSandbox.state.publishRelays.delete(forward);
    await relay.endAsync();
  }
});

for (const [version, reason] of [
  ['3.1.1', 'Connection refused, not authorized'],
  ['5', 'Not authorized'],
] as const) {
  test(`MQTT ${version}: a wrong password shows the broker's reason, the right one connects`, async ({ page }) => {
    await openTool(page);
    await connectTo(page, broker.authWsPort!, version, { username: USER.name, password: 'wrong' });
    await expect(page.getByRole('alert').filter({ hasText: 'The connection is down' })).toContainText(reason);
    await expect(status(page)).toHaveText('Disconnected');
    await page.getByLabel('Password', { exact: true }).fill(USER.password);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await connected(page);
  });
}

test('connections, subscriptions and messages survive leaving the page; settings survive a reload', async ({ page }) => {
  await openTool(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('kept');
  await connectTo(page, broker.wsPort, '5', { username: 'someone', password: 'secret-not-saved' });
  await connected(page);
  await subscribe(page, 't/away/#');
  await page.goto('./#/connections');
  await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  const publisher = await mqtt.connectAsync(broker.mqttUrl, { clientId: 'e2e-away' });
  await publisher.publishAsync('t/away/1', 'while you were out', { qos: 1 });
  await publisher.endAsync();
  await page.goBack();
  await expect(status(page)).toHaveText('Connected');
  await expect(section(page, 'Subscribe').getByRole('cell', { name: 't/away/#', exact: true })).toBeVisible();
  await expect(received(page)).toContainText('while you were out');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('kept');
  await expect(page.getByRole('textbox', { name: 'Port', exact: true })).toHaveValue(String(broker.wsPort));
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('someone');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('secret-not-saved');
});

test('a default connection plus at most 6 new ones', async ({ page }) => {
  await openTool(page);
  const add = page.getByRole('button', { name: 'New connection' });
  for (let i = 0; i < 6; i++) await add.click();
  await expect(page.getByRole('tablist', { name: 'Connections' }).getByRole('tab')).toHaveCount(7);
  await add.click();
  await expect(toasts(page).filter({ hasText: 'Maximum support for 6 new connections' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Connections' }).getByRole('tab')).toHaveCount(7);
  await page.getByRole('button', { name: 'Remove connection' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove connection' }).click();
  await expect(page.getByRole('tablist', { name: 'Connections' }).getByRole('tab')).toHaveCount(6);
});

test('fields are checked as they are typed and a wrong port does not connect', async ({ page }) => {
  await openTool(page);
  await page.getByRole('textbox', { name: 'Port', exact: true }).fill('70000');
  await expect(page.getByText('Enter a whole number from 1 to 65535')).toBeVisible();
  await page.getByLabel('Keepalive (s)').fill('-1');
  await expect(page.getByText('Enter a whole number from 0 to 65535')).toBeVisible();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(status(page)).toHaveText('Disconnected');
  await section(page, 'Publish').getByRole('button', { name: 'Publish' }).click();
  await expect(toasts(page).filter({ hasText: 'Client not connected' })).toBeVisible();
});

test('a broker that goes away: reconnecting, then connected and subscribed again', async ({ page, consoleProblems }) => {
  let own = await startMosquitto();
  try {
    await openTool(page);
    // Quick retries: back within half a second of the broker's return, not the default's three.
    await page.getByLabel('Reconnect period (ms)').fill('500');
    await connectTo(page, own.wsPort);
    await connected(page);
    await subscribe(page);
    await own.stop();
    await expect(status(page)).toHaveText('Reconnecting');
    own = await startMosquitto('', { wsPort: own.wsPort, mqttPort: own.mqttPort });
    await expect(status(page)).toHaveText('Connected');
    const publisher = await mqtt.connectAsync(own.mqttUrl, { clientId: 'e2e-after-restart' });
    // The console subscribes again once it is connected: a message the broker takes before that
    // subscription is for no one, so the publisher sends again until one arrives.
    await expect(async () => {
      await publisher.publishAsync('t/back', 'after the restart', { qos: 1 });
      await expect(received(page)).toContainText('after the restart', { timeout: E2E_RETRY_AFTER_MS });
    }).toPass();
    await publisher.endAsync();
  } finally {
    await own.stop();
  }
  // Chromium's own line for each reconnection attempt the test made fail on purpose.
  dropWebSocketFailures(consoleProblems);
});

/** Chromium's own console line for each WebSocket a test makes fail on purpose. */
function dropWebSocketFailures(consoleProblems: string[]) {
  const expected = /WebSocket connection to .* failed/;
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !expected.test(p)));
}

test('a port nothing listens on: three refused attempts, then it gives up and says why', async ({ page, consoleProblems }) => {
  const closedPort = await freePort();
  await openTool(page);
  // Quick retries: the three attempts and the quiet after them take seconds, not the default's nine.
  await page.getByLabel('Reconnect period (ms)').fill('500');
  await connectTo(page, closedPort);
  const line = page.getByRole('status').filter({ has: status(page) });
  await expect(status(page)).toHaveText('Disconnected');
  await expect(line).toContainText('Connection refused');
  await expect(line).toContainText('gave up after 3 failed attempts');
  await expect(page.getByRole('alert').filter({ hasText: 'The connection is down' })).toContainText('Check the host, port and path');
  await expect(page.getByText('Reconnecting')).toHaveCount(0);
  // Nothing retries behind the operator's back (four periods pass), and Connect is theirs to press again.
  await page.waitForTimeout(2_000);
  await expect(status(page)).toHaveText('Disconnected');
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Port', exact: true })).toHaveValue(String(closedPort));
  dropWebSocketFailures(consoleProblems);
});

test('the settings fold away once connected, open by keyboard, and unfold on disconnect', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openTool(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('line-3');
  await connectTo(page, broker.wsPort);
  await connected(page);
  const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(nameField).toBeHidden();
  const summary = page.getByTestId('connection-summary');
  await expect(summary).toContainText('line-3');
  await expect(summary).toContainText(`ws://127.0.0.1:${broker.wsPort}/mqtt`);
  await expect(summary).toContainText('emqx_console_');
  // Publishing and reading what arrives fit on one screen together.
  await subscribe(page, 't/fold/#');
  await publish(page, 't/fold/1', '{"on":true}');
  await expect(section(page, 'Publish').getByRole('button', { name: 'Publish' })).toBeInViewport();
  await expect(received(page).getByRole('button', { name: /t\/fold\/1/ })).toBeInViewport();

  const edit = page.getByRole('button', { name: 'Edit connection' });
  await expect(edit).toHaveAttribute('aria-expanded', 'false');
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(edit).toHaveAttribute('aria-expanded', 'true');
  await expect(nameField).toHaveValue('line-3');
  await expect(nameField).toBeDisabled();
  await page.keyboard.press('Enter');
  await expect(nameField).toBeHidden();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(status(page)).toHaveText('Disconnected');
  await expect(nameField).toBeEditable();
  await expect(nameField).toHaveValue('line-3');
  await expect(page.getByRole('button', { name: 'Edit connection' })).toHaveCount(0);
});

test('a binary payload shows as hex, labelled binary with its size', async ({ page }) => {
  await openTool(page);
  await connectTo(page, broker.wsPort);
  await connected(page);
  await subscribe(page, 't/bin/#');
  const publisher = await mqtt.connectAsync(broker.mqttUrl, { clientId: 'e2e-binary' });
  await publisher.publishAsync('t/bin/frame', Buffer.from([0x00, 0x01, 0xff, 0x48, 0x65, 0x6c, 0x6c, 0x6f]), { qos: 1 });
  await publisher.publishAsync('t/bin/text', 'plain words', { qos: 1 });
  await publisher.endAsync();
  const row = received(page).getByRole('button', { name: /t\/bin\/frame/ });
  await expect(row).toContainText('Binary, 8 B');
  await expect(row).toContainText('00 01 ff 48 65 6c 6c 6f');
  const textRow = received(page).getByRole('button', { name: /t\/bin\/text/ });
  await expect(textRow).toContainText('plain words');
  await expect(textRow).not.toContainText('Binary');
  await row.click();
  const detail = page.getByRole('region', { name: 'Selected message' });
  await expect(detail.getByTestId('payload-kind')).toHaveText('Binary payload, 8 B');
  await expect(detail.getByTestId('payload')).toContainText('00 01 ff 48 65 6c 6c 6f');
  // Text and JSON would garble it: only Hex and Base64 are offered.
  await expect(detail.getByRole('radio', { name: 'Text' })).toHaveCount(0);
  await detail.getByText('Base64', { exact: true }).click();
  await expect(detail.getByTestId('payload')).toHaveText('AAH/SGVsbG8=');
});
