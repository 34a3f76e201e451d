import type { Page } from '@playwright/test';
import mqtt from 'mqtt';
import { expect, expectNoSeriousA11yViolations, logIn, test, setPreferences } from './fixtures/console';
import { startMosquitto, type MosquittoBroker } from './fixtures/mosquitto';

let broker: MosquittoBroker;

test.beforeAll(async () => {
  broker = await startMosquitto('');
});
test.afterAll(async () => {
  await broker?.stop();
});

/** The explorer goes live through the WebSocket client's connection: point it at the private mosquitto first. */
async function openExplorer(page: Page) {
  await logIn(page, '/websocket');
  await page.getByRole('textbox', { name: 'Port', exact: true }).fill(String(broker.wsPort));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Topic explorer' }).click();
}

test('explore the broker topics, go live and watch a value change, in both languages', async ({ page }) => {
  await openExplorer(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Topic explorer' })).toBeFocused();
  const tree = page.getByRole('table', { name: 'Topic tree' });
  // Over HTTP, before any connection: the topics subscribers use.
  await expect(tree.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/From the broker: [\d,]+ of [\d,]+ subscribed topics/)).toBeVisible();

  await page.getByRole('button', { name: 'Go live' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  const publisher = await mqtt.connectAsync(broker.mqttUrl, { clientId: 'e2e-explorer' });
  try {
    await publisher.publishAsync('plant/boiler/temp', JSON.stringify({ temp: 20 }), { qos: 1 });
    await tree.getByRole('button', { name: 'Expand plant', exact: true }).click();
    await tree.getByRole('button', { name: 'Expand plant/boiler', exact: true }).click();
    await tree.getByRole('button', { name: 'temp', exact: true }).click();
    const detail = page.getByRole('region', { name: 'Topic', exact: true });
    await expect(detail.getByText('"temp": 20')).toBeVisible();
    for (const temp of [22, 25]) await publisher.publishAsync('plant/boiler/temp', JSON.stringify({ temp }), { qos: 1 });
    // The value changes in place, and its recent values are drawn (the component test checks their figures: the
    // message list they come from may skip messages on a loaded machine).
    await expect(detail.getByText('"temp": 25')).toBeVisible();
    await expect(detail.getByRole('img', { name: /^temp: latest / })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await publisher.endAsync();
  }
  await setPreferences(page, 'zh', 'dark');
  await page.goto('./#/topic-explorer');
  await expect(page.getByRole('heading', { level: 1, name: '主题浏览器' })).toBeVisible();
  await expect(page.getByRole('table', { name: '主题树' }).getByRole('row').nth(1)).toBeVisible();
  // Axe on this screen as it opens: the route sweep (routes.spec.ts); live, with a topic chosen, above.
});

test('publish to a topic picked in the tree and see the message come back live (the sandbox relays it to mosquitto)', async ({ page, workerSandbox }) => {
  const relay = await mqtt.connectAsync(broker.mqttUrl, { clientId: 'e2e-explorer-relay' });
  const forward = (m: { topic: string; payload: Uint8Array; qos: 0 | 1 | 2; retain: boolean }) => void relay.publishAsync(m.topic, Buffer.from(m.payload), { qos: m.qos, retain: m.retain });
  workerSandbox.state.publishRelays.add(forward);
  try {
    await openExplorer(page);
    await page.getByRole('button', { name: 'Go live' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    // A retained message the broker's HTTP API lists: its payload shows before anything arrives live.
    const tree = page.getByRole('table', { name: 'Topic tree' });
    await tree.getByRole('button', { name: 'Expand config', exact: true }).click();
    await tree.getByRole('button', { name: 'Expand config/gw', exact: true }).click();
    await tree.getByRole('button', { name: 'eu-west', exact: true }).click();
    const detail = page.getByRole('region', { name: 'Topic', exact: true });
    await expect(detail.getByText('"region": "eu-west"')).toBeVisible();

    await detail.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish a message' });
    await expect(dialog.getByRole('textbox', { name: 'Topic', exact: true })).toHaveValue('config/gw/eu-west');
    await dialog.getByRole('textbox', { name: 'Payload', exact: true }).fill('{"level":7}');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(dialog.getByRole('status')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Live now: the last payload is the one just published.
    await expect(detail.getByText('"level": 7')).toBeVisible();
    await expect(tree.getByRole('row').filter({ has: page.getByRole('button', { name: 'eu-west', exact: true }) }).getByRole('cell').nth(1)).toHaveText('1');
  } finally {
    workerSandbox.state.publishRelays.delete(forward);
    await relay.endAsync();
  }
});
