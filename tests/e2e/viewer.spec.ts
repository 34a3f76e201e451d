import { expect, logInAsViewer, recordChanges, test } from './fixtures/console';

// That a viewer opens every screen without one request that changes something is checked by the
// zh route sweep (routes.spec.ts), which runs as the viewer.

const REASON = 'Your role (viewer) can only view: changes need an administrator.';

test('a viewer sees the controls that change things disabled, with the reason, and reads everything', async ({ page }) => {
  const changes = recordChanges(page);
  await logInAsViewer(page);

  await page.goto('./#/mqtt/retainer');
  const form = page.locator('form#retainer-settings');
  // The value as it stands (other specs change it): read, never editable.
  await expect(form.getByLabel('Max retained messages')).toHaveValue(/^\d+$/);
  await expect(form.getByLabel('Max retained messages')).toBeDisabled();
  const save = form.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  // The reason shows on keyboard focus as on hover.
  await save.locator('xpath=..').focus();
  await expect(page.getByRole('tooltip')).toHaveText(REASON);

  await page.goto('./#/listener');
  await expect(page.getByRole('cell', { name: '0.0.0.0:1883' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add listener' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete tcp:default' })).toBeDisabled();

  await page.goto('./#/connections');
  await expect(page.getByRole('table', { name: 'Connections' }).getByRole('row').nth(1)).toBeVisible();
  // Ticked again if the list's first answer redrew the rows under the click (seen once in a full run).
  await expect(() => page.getByRole('checkbox', { name: 'Select all rows on this page' }).check({ force: true, timeout: 2_000 })).toPass();
  await expect(page.getByRole('button', { name: /^Kick out \(/ })).toBeDisabled();
  // Each row's own kick-out is disabled too, and its pinned cell is tinted with the selected row.
  const first = page.getByRole('table', { name: 'Connections' }).getByRole('row').nth(1);
  await expect(first.getByRole('button', { name: /^Kick out / })).toBeDisabled();
  const colours = await first.evaluate((row) => [getComputedStyle(row).backgroundColor, getComputedStyle(row.lastElementChild!).backgroundColor]);
  expect(colours[1]).toBe(colours[0]);

  await page.goto('./#/retained');
  await expect(page.getByRole('button', { name: 'Clear all' })).toBeDisabled();

  await page.goto('./#/mqtt/extension');
  await expect(page.getByRole('button', { name: 'Add rule' })).toBeDisabled();

  expect(changes).toEqual([]);
});
