import { expect, expectNoSeriousA11yViolations, logIn, test, toasts } from './fixtures/console';

test('retainer: a change is validated as typed, confirmed as a diff, saved and kept after a reload', async ({ page }) => {
  await logIn(page, '/mqtt/retainer');
  const form = page.locator('form#retainer-settings');
  const save = form.getByRole('button', { name: 'Save changes' });
  await expect(form.getByLabel('Max retained messages (0 = unlimited)')).toHaveValue('0');
  await expect(save).toBeDisabled();

  const max = form.getByLabel('Max retained messages (0 = unlimited)');
  await max.fill('-5');
  await expect(form.getByText('The minimum is 0')).toBeVisible();
  await max.fill('5000');
  await expect(form.getByText('The minimum is 0')).toHaveCount(0);
  // A duration keeps its unit: 2 hours is sent as "2h".
  await form.getByLabel('Message expiry interval (0 = never expire)', { exact: true }).fill('2');
  await form.getByRole('combobox', { name: 'Unit of Message expiry interval (0 = never expire)' }).selectOption('h');
  await expect(form.getByRole('status')).toHaveText('2 unsaved changes');
  await expectNoSeriousA11yViolations(page);

  await save.click();
  const diff = page.getByRole('alertdialog', { name: 'Save these changes?' });
  await expect(diff.getByRole('row', { name: /backend\.max_retained_messages.*0.*5000/ })).toBeVisible();
  await expect(diff.getByRole('row', { name: /msg_expiry_interval.*0s.*2h/ })).toBeVisible();
  const saved = toasts(page).filter({ hasText: 'Settings saved' }).waitFor({ state: 'attached' });
  await diff.getByRole('button', { name: 'Save' }).click();
  await saved;
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(form.getByLabel('Max retained messages (0 = unlimited)')).toHaveValue('5000');
  await expect(form.getByLabel('Message expiry interval (0 = never expire)', { exact: true })).toHaveValue('2');
  await expect(form.getByRole('combobox', { name: 'Unit of Message expiry interval (0 = never expire)' })).toHaveValue('h');
});

test('retainer: a 400 from the broker keeps every value and marks the field it names', async ({ page }) => {
  await page.route(/\/api\/v5\/mqtt\/retainer$/, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    const message = JSON.stringify({ kind: 'validation_error', path: 'retainer.max_payload_size', reason: 'exceeds the broker limit' });
    return route.fulfill({ status: 400, json: { code: 'BAD_REQUEST', message } });
  });
  await logIn(page, '/mqtt/retainer');
  const form = page.locator('form#retainer-settings');
  await form.getByLabel('Max payload size', { exact: true }).fill('900');
  await form.getByRole('combobox', { name: 'Unit of Max payload size' }).selectOption('GB');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: '400' })).toHaveCount(1);
  await expect(form.getByText('exceeds the broker limit')).toBeVisible();
  await expect(form.getByLabel('Max payload size', { exact: true })).toHaveValue('900');
  await expect(form.getByRole('combobox', { name: 'Unit of Max payload size' })).toHaveValue('GB');
});

test('retainer: leaving with unsaved changes asks first', async ({ page }) => {
  await logIn(page, '/mqtt/retainer');
  const form = page.locator('form#retainer-settings');
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
