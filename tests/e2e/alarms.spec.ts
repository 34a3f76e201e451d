import { expect, expectNoSeriousA11yViolations, logIn, test, toasts } from './fixtures/console';

test('current alarms are listed with their details as text, and counted in the header', async ({ page }) => {
  await logIn(page, '/alarm/current-alarm');
  const table = page.getByRole('table', { name: 'Current alarms' });
  await expect(table.getByRole('button', { name: 'Show' }).or(table.getByText('Show')).first()).toBeVisible();
  const count = (await table.getByRole('row').count()) - 1;
  await expect(page.getByRole('link', { name: `Active alarms: ${count}` })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Deactivated at' })).toHaveCount(0);
  await table.getByText('Show').first().click();
  await expect(table.locator('pre').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
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
