import { expect, expectNoSeriousA11yViolations, logIn, test, toasts } from './fixtures/console';

test('current alarms are listed with their details as text, and counted in the header', async ({ page }) => {
  await logIn(page, '/alarm/current-alarm');
  const table = page.getByRole('table', { name: 'Current alarms' });
  await expect(table.getByRole('button', { name: 'Show' }).or(table.getByText('Show')).first()).toBeVisible();
  const count = (await table.getByRole('row').count()) - 1;
  // The header's badge counts them, in the plural that fits.
  await expect(page.getByRole('link', { name: new RegExp(`^${count} active alarms?$`) })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Deactivated at' })).toHaveCount(0);
  await table.getByText('Show').first().click();
  await expect(table.locator('pre').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an alarm name copies whole, and a failed load offers Retry', async ({ page, context, allowFailedRequests }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  let failing = false;
  const failed = /\/api\/v5\/alarms\?/;
  allowFailedRequests(failed);
  await page.route(failed, async (route) => {
    if (failing) await route.fulfill({ status: 503, json: { code: 'SERVICE_UNAVAILABLE', message: 'busy' } });
    else await route.continue();
  });
  await logIn(page, '/alarm/current-alarm');
  const table = page.getByRole('table', { name: 'Current alarms' });
  const firstName = table.getByRole('row').nth(1).getByRole('cell').first();
  await expect(firstName).not.toHaveText('');
  const name = (await firstName.textContent()) ?? '';
  await firstName.getByRole('button', { name: 'Copy alarm name' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(name);

  failing = true;
  await page.reload();
  await expect(table.getByText('The data could not be loaded.')).toBeVisible();
  failing = false;
  await table.getByRole('button', { name: 'Retry' }).click();
  await expect(table.getByText('The data could not be loaded.')).toHaveCount(0);
  await expect(table.getByRole('row')).not.toHaveCount(1);
});

test('the alarm history is cleared after confirmation', async ({ page }) => {
  await logIn(page, '/alarm/history-alarm');
  const table = page.getByRole('table', { name: 'Alarm history' });
  await expect(table.getByRole('columnheader', { name: 'Deactivated at' })).toBeVisible();
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await page.getByRole('button', { name: 'Clear history' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear the alarm history?' });
  await expectNoSeriousA11yViolations(page);
  const announced = toasts(page).filter({ hasText: 'Alarm history cleared' }).waitFor({ state: 'attached' });
  await dialog.getByRole('button', { name: 'Clear history' }).click();
  await announced;
  await expect(table.getByText('No alarm in the history')).toBeVisible();
  await page.getByRole('link', { name: 'Current alarms' }).click();
  await expect(page.getByRole('table', { name: 'Current alarms' }).getByRole('row')).not.toHaveCount(1);
});
