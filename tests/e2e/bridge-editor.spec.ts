import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures/console';
import { startMosquitto, type MosquittoBroker } from './fixtures/mosquitto';

let broker: MosquittoBroker;

test.beforeAll(async () => {
  broker = await startMosquitto();
});
test.afterAll(async () => {
  await broker?.stop();
});

/** Names no other run of the spec (against the same sandbox) has used. */
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}`;
// Template fields (URL, topics, payloads) offer placeholder completion: they are comboboxes.
const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name }).or(page.getByRole('combobox', { name }));
const probeStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Connection|Fill in/ });

/** `card`: the type gallery card's name, the type and its direction ("HTTP server Sink"); one click opens its settings. */
async function startCreating(page: Page, card: string) {
  await logIn(page, '/bridge/create');
  await expect(page.getByRole('heading', { name: 'Create bridge', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: card, exact: true }).click();
  await page.getByRole('radio', { name: 'Create a new connector' }).check({ force: true });
}

test('an MQTT bridge with ingress and egress on the tests’ mosquitto, then edited (restart warning) and saved as a copy', async ({ page }) => {
  const name = unique('e2e_mqtt');
  await startCreating(page, 'MQTT Sink and source');
  await field(page, /^Name/).fill(name);
  await field(page, /^Server(?! name)/).fill(`127.0.0.1:${broker.mqttPort}`);
  const [ingressTopic, egressTopic] = [field(page, /^Remote topic/).first(), field(page, /^Remote topic/).last()];
  await ingressTopic.fill('e2e/remote/#');
  await egressTopic.fill('e2e/remote/#');
  await expect(page.getByText('The same remote MQTT topics are configured for ingress and egress').first()).toBeVisible();
  await egressTopic.fill('e2e/to-remote/${topic}');
  await field(page, /^Local topic/).fill('e2e/local/#');
  await page.getByRole('button', { name: 'Test connectivity' }).click();
  await expect(probeStatus(page)).toHaveText('Connection is successful');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`#/bridge/detail/mqtt(:|%3A)${name}`));

  // The egress part (the action) in the settings tab: a change restarts it, so saving asks first.
  await page.getByRole('tab', { name: 'Settings' }).click();
  const payload = field(page, /^Payload template/);
  await payload.fill('${payload}');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Updating a bridge restarts it; buffered or newly received messages are lost during the restart.');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(`Bridge ${name} updated`)).toBeVisible();

  await page.getByRole('button', { name: 'Save as copy' }).click();
  await expect(page).toHaveURL(new RegExp(`#/bridge/detail/mqtt(:|%3A)${name}_duplication`));
});
