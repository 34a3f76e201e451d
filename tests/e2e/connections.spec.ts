import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, logIn, test, toasts } from './fixtures/console';

test('connections page through the broker, with the page in the URL', async ({ page }) => {
  await logIn(page, '/connections');
  const table = page.getByRole('table', { name: 'Connections' });
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(page.getByText(/Page 1 of \d+, [\d,]+ in all/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const firstOnPage1 = await table.getByRole('row').nth(1).textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstOnPage1 ?? '');
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
  await expect(page).toHaveURL(/limit=50/);
  await expect(page).toHaveURL(/page=1/);
  await expect(table.getByRole('row')).toHaveCount(51);
});

test('filters round-trip through the URL and survive a reload', async ({ page }) => {
  await logIn(page, '/connections');
  await page.getByLabel('Client ID', { exact: true }).fill('sensor/line-1');
  await page.getByRole('combobox', { name: 'State' }).selectOption('connected');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/clientid=sensor%2Fline-1/);
  await expect(page).toHaveURL(/state=connected/);
  const table = page.getByRole('table', { name: 'Connections' });
  const ids = table.getByRole('link');
  await expect(ids.first()).toContainText('sensor/line-1');
  for (const text of await ids.allTextContents()) expect(text).toContain('sensor/line-1');
  await page.reload();
  await expect(page.getByLabel('Client ID', { exact: true })).toHaveValue('sensor/line-1');
  await expect(ids.first()).toContainText('sensor/line-1');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).not.toHaveURL(/clientid=/);
  await expect(page.getByLabel('Client ID', { exact: true })).toHaveValue('');
});

test('the column chooser is remembered, and the page exports as CSV', async ({ page }) => {
  await logIn(page, '/connections');
  const table = page.getByRole('table', { name: 'Connections' });
  await expect(table.getByRole('columnheader', { name: 'Username' })).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Username' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Received' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Username' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Received' })).toBeVisible();
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Received' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Username' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export page as CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).replace(/^\ufeff/, '').split('\r\n');
  expect(lines[0]).toContain('clientid');
  expect(lines[0]).toContain('recv');
  expect(lines[0]).not.toContain('username');
  expect(lines).toHaveLength(21);
});

test('selected clients are kicked out after confirmation', async ({ page }) => {
  await logIn(page, '/connections');
  await page.getByLabel('Client ID', { exact: true }).fill('app-ios');
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Connections' });
  const links = table.getByRole('link');
  await expect(links.first()).toContainText('app-ios');
  const victims = (await links.allTextContents()).slice(0, 2);
  for (const id of victims) await table.getByRole('checkbox', { name: `Select ${id}` }).check({ force: true });
  await page.getByRole('button', { name: 'Kick out (2)' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Kick out 2 clients?' });
  await expectNoSeriousA11yViolations(page);
  // Watch for the toast from before the click: on a loaded machine the click can outlast it.
  const announced = toasts(page).filter({ hasText: 'Kicked out 2 clients' }).waitFor({ state: 'attached' });
  await dialog.getByRole('button', { name: 'Kick out' }).click();
  await announced;
  for (const id of victims) await expect(table.getByRole('link', { name: id, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Kick out (0)' })).toBeDisabled();
});
