import { expect, expectNoSeriousA11yViolations, logIn, submitLogin, test, toasts } from './fixtures/console';

// One login for two edits of the form: saved (its reload leaves a clean form), then left unsaved.
test('retainer: a change is validated as typed, confirmed as a diff, saved and kept after a reload; leaving with unsaved changes asks first', async ({ page }) => {
  await logIn(page, '/mqtt/retainer');
  const form = page.locator('form#retainer-settings');
  const save = form.getByRole('button', { name: 'Save', exact: true });
  await expect(form.getByLabel('Max retained messages')).toHaveValue('0');
  await expect(save).toBeDisabled();

  const max = form.getByLabel('Max retained messages');
  await max.fill('-5');
  await expect(form.getByText('The minimum is 0')).toBeVisible();
  await max.fill('5000');
  await expect(form.getByText('The minimum is 0')).toHaveCount(0);
  // A duration keeps its unit: 2 hours is sent as "2h".
  await form.getByLabel('Retained message expiry', { exact: true }).fill('2');
  await form.getByRole('combobox', { name: 'Unit of Retained message expiry' }).selectOption('h');
  await expect(form.getByRole('status')).toHaveText('2 unsaved changes');

  await save.click();
  const diff = page.getByRole('alertdialog', { name: 'Save these changes?' });
  // In the form's language: labels, not keys; durations with their unit.
  await expect(diff.getByRole('row', { name: 'Storage backend › Max retained messages 0 5000' })).toBeVisible();
  await expect(diff.getByRole('row', { name: 'Retained message expiry 0 s 2 h' })).toBeVisible();
  const saved = toasts(page).filter({ hasText: 'Settings saved' }).waitFor({ state: 'attached' });
  await diff.getByRole('button', { name: 'Save' }).click();
  await saved;
  await expect(save).toBeDisabled();
  // Save is disabled now: the result has the focus, in the form.
  await expect(page.getByText(/^Saved at \d\d:\d\d:\d\d$/)).toBeFocused();

  await page.reload();
  await expect(form.getByLabel('Max retained messages')).toHaveValue('5000');
  await expect(form.getByLabel('Retained message expiry', { exact: true })).toHaveValue('2');
  await expect(form.getByRole('combobox', { name: 'Unit of Retained message expiry' })).toHaveValue('h');

  // The delivery rate is not among the retainer's essentials.
  await expect(form.getByLabel('Delivery rate')).toBeHidden();
  await form.getByRole('button', { name: 'Advanced settings' }).click();
  await form.getByLabel('Delivery rate').fill('50/s');
  await page.getByRole('main').getByRole('link', { name: 'Retained messages' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/#\/mqtt\/retainer$/);
  await expect(form.getByLabel('Delivery rate')).toHaveValue('50/s');
  await page.getByRole('main').getByRole('link', { name: 'Retained messages' }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/#\/retained/);
});

test('retainer: a 400 from the broker keeps every value and marks the field it names', async ({ page, allowFailedRequests }) => {
  const retainer = /\/api\/v5\/mqtt\/retainer$/;
  allowFailedRequests(retainer);
  await page.route(retainer, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    const message = JSON.stringify({ kind: 'validation_error', path: 'retainer.max_payload_size', reason: 'exceeds the broker limit' });
    return route.fulfill({ status: 400, json: { code: 'BAD_REQUEST', message } });
  });
  await logIn(page, '/mqtt/retainer');
  const form = page.locator('form#retainer-settings');
  await form.getByLabel('Max payload size', { exact: true }).fill('900');
  await form.getByRole('combobox', { name: 'Unit of Max payload size' }).selectOption('GB');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: '400' })).toHaveCount(1);
  await expect(form.getByText('exceeds the broker limit')).toBeVisible();
  await expect(form.getByLabel('Max payload size', { exact: true })).toHaveValue('900');
  await expect(form.getByRole('combobox', { name: 'Unit of Max payload size' })).toHaveValue('GB');
});

test('system topics: a saved change is undone by reset to defaults, after confirmation', async ({ page }) => {
  await logIn(page, '/mqtt/system-topic');
  const form = page.locator('form#sys-topics-settings');
  const interval = form.getByLabel('System message interval', { exact: true });
  await expect(interval).toHaveValue('1');
  await interval.fill('5');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.reload();
  await expect(interval).toHaveValue('5');
  await form.getByRole('button', { name: 'Reset to defaults' }).click();
  const restored = toasts(page).filter({ hasText: 'Defaults restored' }).waitFor({ state: 'attached' });
  await page.getByRole('alertdialog', { name: 'Reset these settings to their defaults?' }).getByRole('button', { name: 'Reset to defaults' }).click();
  await restored;
  await expect(interval).toHaveValue('1');
});

test('monitoring integration: the scrape config needs every address, then is written as text', async ({ page }) => {
  await logIn(page, '/monitoring/integration');
  const helper = page.getByRole('form', { name: 'Prometheus scrape config' });
  await helper.getByLabel('Metrics path').fill('');
  await helper.getByRole('button', { name: 'Generate config' }).click();
  for (const name of ['Pushgateway address', 'Broker address', 'Metrics path']) await expect(helper.getByText(`${name} is required`)).toBeVisible();
  await helper.getByLabel('Pushgateway address').fill('http://pushgateway:9091');
  await helper.getByLabel('Broker address').fill('emqx-1:18083');
  await helper.getByLabel('Metrics path').fill('/api/v5/prometheus/stats');
  await helper.getByRole('button', { name: 'Generate config' }).click();
  await expect(page.getByTestId('scrape-config')).toContainText("targets: ['pushgateway:9091']");
  await expect(page.getByTestId('scrape-config')).toContainText("metrics_path: '/api/v5/prometheus/stats'");
  // The config written out, which the route sweep never asks for.
  await expectNoSeriousA11yViolations(page);
});

test('retainer: a session that expires during a save gives the edit back after logging in again', async ({ page, allowFailedRequests }) => {
  await logIn(page, '/mqtt/retainer');
  const form = page.locator('form#retainer-settings');
  const size = `${100 + Math.floor(Math.random() * 800)}`;
  await form.getByLabel('Max payload size', { exact: true }).fill(size);
  const retainer = /\/api\/v5\/mqtt\/retainer$/;
  allowFailedRequests(retainer);
  await page.route(retainer, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 401, json: { code: 'TOKEN_TIME_OUT', message: 'Token expired' } }) : route.fallback(),
  );
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: 'Login has expired, please login again' })).toHaveCount(1);
  await expect(page).toHaveURL(/#\/login\?to=%2Fmqtt%2Fretainer/);
  await page.unroute(retainer);
  await submitLogin(page, 'admin', 'public');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(form.getByLabel('Max payload size', { exact: true })).toHaveValue(size);
  await expect(page.getByText('Your unsaved changes are back: the session had ended before they were saved.')).toBeVisible();
  await expect(form.getByRole('status')).toHaveText('1 unsaved change');
});
