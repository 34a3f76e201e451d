import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, logIn, test, setTheme } from './fixtures/console';

const gatewayRow = (page: Page, label: string) => page.getByRole('table', { name: 'Gateways' }).getByRole('row').filter({ hasText: label });

test('enable MQTT-SN with a UDP listener and no authentication, see it running, disable it after confirmation; add a STOMP listener and delete it; axe in light', async ({ page }) => {
  await logIn(page, '/gateway');
  await setTheme(page, 'light');
  const mqttsn = gatewayRow(page, 'MQTT-SN');
  await expect(gatewayRow(page, 'STOMP')).toContainText('Running');
  await expect(gatewayRow(page, 'STOMP')).toContainText('TCP');
  // Axe on the list, a setup's first step and the listeners tab: the route sweep (routes.spec.ts).

  // A rerun against the same sandbox finds MQTT-SN loaded already: its setup loads it again, enabled.
  const enable = mqttsn.getByRole('button', { name: 'Enable MQTT-SN' });
  if (await enable.isVisible()) await enable.click();
  else await page.goto('./#/gateway/create/mqttsn');
  await expect(page.getByRole('heading', { name: 'Enable MQTT-SN' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: /Gateway ID/ })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The next step's fields are a Tab away: the focus is on its heading, not on the old button.
  await expect(page.getByRole('heading', { level: 2, name: 'Listeners' })).toBeFocused();
  const listeners = page.getByRole('table', { name: 'Listeners' });
  await expect(listeners.getByRole('row').filter({ hasText: 'UDP' })).toContainText('1884');
  // Only the gateway's transports are offered.
  await page.getByRole('button', { name: 'Add listener' }).click();
  const add = page.getByRole('dialog', { name: 'Add listener' });
  await expect(add.getByRole('combobox', { name: 'Type' }).getByRole('option')).toHaveText(['UDP', 'DTLS']);
  await expectNoSeriousA11yViolations(page);
  await add.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'None', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Enable gateway' }).click();

  await expect(page).toHaveURL(/#\/gateway\/detail\/mqttsn\/settings/);
  await expect(page.getByRole('heading', { name: 'MQTT-SN', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Running', { exact: true })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: /Gateway ID/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Gateways' }).click();
  await expect(mqttsn).toContainText('Running');
  await expect(mqttsn).toContainText('UDP');
  await mqttsn.getByRole('checkbox', { name: 'Enable MQTT-SN' }).click({ force: true });
  const disable = page.getByRole('alertdialog', { name: 'Disable gateway MQTT-SN?' });
  await expect(disable).toContainText('closes all its connections');
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(mqttsn).toContainText('Stopped');

  // STOMP: a second TCP listener of this run's own, seen in the table, then deleted after asking.
  const name = `e2e${Date.now().toString(36)}`;
  await gatewayRow(page, 'STOMP').getByRole('link', { name: 'Settings of STOMP' }).click();
  await page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'Listeners' }).click();
  const stomp = page.getByRole('table', { name: 'Listeners' });
  await expect(stomp.getByRole('button', { name: 'Edit stomp:tcp:default' })).toBeVisible();
  await page.getByRole('button', { name: 'Add listener' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add listener' });
  await expect(dialog.getByRole('combobox', { name: 'Type' }).getByRole('option')).toHaveText(['TCP', 'SSL/TLS']);
  await dialog.getByRole('textbox', { name: /Listener name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(stomp.getByRole('row').filter({ hasText: name })).toContainText('TCP');
  await stomp.getByRole('button', { name: `Delete stomp:tcp:${name}` }).click();
  await page.getByRole('alertdialog', { name: `Delete listener stomp:tcp:${name}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(stomp.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

// The list, a setup's first step and a detail tab are in the route sweep: here what it does not reach.
test("the setup's listeners step and a loaded gateway's setup pass axe in the dark theme", async ({ page }) => {
  await logIn(page, '/gateway/create/coap');
  await setTheme(page, 'dark');
  await expect(page.getByRole('heading', { name: 'Enable CoAP' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('table', { name: 'Listeners' })).toContainText('UDP');
  await expectNoSeriousA11yViolations(page);
  // ExProto is loaded (stopped) in the seed: its setup says so first.
  await page.goto('./#/gateway/create/exproto');
  await expect(page.getByText(/ExProto is set up already/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
