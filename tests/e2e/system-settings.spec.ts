import { expect, expectNoSeriousA11yViolations, logIn, test, toasts } from './fixtures/console';

test('console settings: a moved listener shows the new address before saving; the login expiry is changed, confirmed and kept after a reload', async ({ page }) => {
  await logIn(page, '/system-settings/console');
  await expect(page.getByRole('heading', { name: 'Console settings', level: 1 })).toBeVisible();
  const form = page.locator('form#console-settings');
  const http = form.getByRole('group', { name: /^HTTP\b/ });
  const bind = http.getByLabel(/^Bind address/);
  await expect(bind).toHaveValue('0.0.0.0:18083');

  // The console is served on these listeners: a new port is said, with where the console will answer.
  await bind.fill('0.0.0.0:18090');
  const notice = form.getByText('Saving moves the console: it is served on these listeners.');
  await expect(notice).toBeVisible();
  await expect(form.getByRole('listitem').filter({ hasText: 'HTTP: the console answers at' })).toContainText(`http://${new URL(page.url()).hostname}:18090`);
  // The notice shows only after an edit: the route sweep never sees it.
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Discard changes' }).click();
  await expect(notice).toHaveCount(0);

  await form.getByLabel('Login expiry', { exact: true }).fill('30');
  await expect(form.getByRole('combobox', { name: 'Unit of Login expiry' })).toHaveValue('m');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  const diff = page.getByRole('alertdialog', { name: 'Save these changes?' });
  await expect(diff.getByRole('row', { name: 'Login expiry 60 min 30 min' })).toBeVisible();
  const saved = toasts(page).filter({ hasText: 'Settings saved' }).waitFor({ state: 'attached' });
  await diff.getByRole('button', { name: 'Save' }).click();
  await saved;

  await page.reload();
  await expect(form.getByLabel('Login expiry', { exact: true })).toHaveValue('30');
});

test('session registry: the history retention is saved and kept after a reload', async ({ page }) => {
  await logIn(page, '/system-settings/session-registry');
  const form = page.locator('form#session-registry');
  await expect(form.getByRole('checkbox', { name: /^Register sessions cluster-wide/ })).toBeChecked();
  await form.getByLabel('Keep session history for', { exact: true }).fill('2');
  await form.getByRole('combobox', { name: 'Unit of Keep session history for' }).selectOption('h');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = toasts(page).filter({ hasText: 'Settings saved' }).waitFor({ state: 'attached' });
  await page.getByRole('alertdialog', { name: 'Save these changes?' }).getByRole('button', { name: 'Save' }).click();
  await saved;
  await page.reload();
  await expect(form.getByLabel('Keep session history for', { exact: true })).toHaveValue('2');
  await expect(form.getByRole('combobox', { name: 'Unit of Keep session history for' })).toHaveValue('h');
});
