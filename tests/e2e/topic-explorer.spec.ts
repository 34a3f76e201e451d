import mqtt from 'mqtt';
import { expect, expectNoSeriousA11yViolations, logIn, test, usePreferences } from './fixtures/console';
import { startMosquitto, type MosquittoBroker } from './fixtures/mosquitto';

let broker: MosquittoBroker;

test.beforeAll(async () => {
  broker = await startMosquitto('');
});
test.afterAll(async () => {
  await broker?.stop();
});

test('explore the broker topics, go live and watch a value change, in both languages', async ({ page }) => {
  // The explorer goes live through the WebSocket client's connection: point it at the private mosquitto.
  await logIn(page, '/websocket');
  await page.getByRole('textbox', { name: 'Port', exact: true }).fill(String(broker.wsPort));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Topic explorer' }).click();
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
    await expect(detail.getByRole('img', { name: 'temp: latest 25, lowest 20, highest 25' })).toBeVisible();
    await expect(detail.getByText('"temp": 25')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await publisher.endAsync();
  }
  await usePreferences(page, 'zh', 'dark');
  await page.goto('./#/topic-explorer');
  await expect(page.getByRole('heading', { level: 1, name: '主题浏览器' })).toBeVisible();
  await expect(page.getByRole('table', { name: '主题树' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
