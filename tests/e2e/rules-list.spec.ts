import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, logIn, openMoreFilters, test } from './fixtures/console';

const rulesTable = (page: Page) => page.getByRole('table', { name: 'Rules' });
const rowOf = (page: Page, id: string) => rulesTable(page).getByRole('row').filter({ has: page.getByRole('link', { name: id, exact: true }) });

test('filter the rules in the URL (kept on reload), disable and enable a rule, copy it and delete the copy', async ({ page }) => {
  await logIn(page, '/rules');
  const table = rulesTable(page);
  await expect(table.getByRole('link', { name: 'temperature_alerts', exact: true })).toBeVisible();
  await expect(rowOf(page, 'client_connected_log')).toContainText('$events/client_connected');

  // Which rules would a message on this topic reach: found by the broker's MQTT matching.
  const filters = page.getByRole('search', { name: 'Filter rules' });
  await openMoreFilters(filters);
  await filters.getByLabel('Topic', { exact: true }).fill('meters/kitchen/1');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('link', { name: 'temperature_alerts', exact: true })).toHaveCount(0);
  await expect(table.getByRole('link', { name: 'legacy_meter_forward', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/topic=meters/);
  await page.reload();
  await expect(page.getByRole('search', { name: 'Filter rules' }).getByLabel('Topic', { exact: true })).toHaveValue('meters/kitchen/1');
  await expect(rulesTable(page).getByRole('link', { name: 'legacy_meter_forward', exact: true })).toBeVisible();
  await expect(rulesTable(page).getByRole('link', { name: 'temperature_alerts', exact: true })).toHaveCount(0);
  await page.getByRole('search', { name: 'Filter rules' }).getByRole('button', { name: 'Reset' }).click();
  await expect(table.getByRole('link', { name: 'temperature_alerts', exact: true })).toBeVisible();

  // A rule with a republish output: the whole rule goes back with its new state.
  const id = 'temperature_alerts';
  const enable = page.getByRole('checkbox', { name: `Enable rule ${id}`, exact: true });
  await expect(enable).toBeChecked();
  await enable.click({ force: true });
  await expect(page.getByText(`Rule ${id} disabled`)).toBeVisible();
  await expect(enable).not.toBeChecked();
  await expect(enable).toBeEnabled();
  await enable.click({ force: true });
  await expect(page.getByText(`Rule ${id} enabled`)).toBeVisible();
  await expect(enable).toBeChecked();

  await rowOf(page, id).getByRole('button', { name: `Copy rule ${id}` }).click();
  const copied = page.getByText(new RegExp(`^Rule copied as ${id}_duplication(_\\d+)?$`));
  await expect(copied).toBeVisible();
  const copy = ((await copied.textContent()) ?? '').replace('Rule copied as ', '');
  const copyRow = rowOf(page, copy);
  await expect(copyRow).toContainText('alerts/${clientid}/temperature');
  await expect(copyRow.getByRole('checkbox', { name: `Enable rule ${copy}`, exact: true })).not.toBeChecked();

  await copyRow.getByRole('button', { name: `Delete rule ${copy}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete rule ${copy}?` });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('link', { name: copy, exact: true })).toHaveCount(0);
});

test('reset a rule\'s statistics after confirmation, from its overview', async ({ page }) => {
  await logIn(page, '/rules');
  await rulesTable(page).getByRole('link', { name: 'fleet_positions_to_webhook', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'fleet_positions_to_webhook', level: 1 })).toBeVisible();
  const perNode = page.getByRole('table', { name: 'Rule metrics per node' });
  const total = perNode.getByRole('row').last().getByRole('cell').nth(1);
  await expect(total).toHaveText(/^[\d,]+$/);
  const count = async () => Number((await total.textContent())?.replace(/,/g, ''));
  const before = await count();
  await page.getByRole('button', { name: 'Reset statistics' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset statistics?' });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Reset successfully')).toBeVisible();
  // Counting starts again from zero (the sandbox's rule keeps matching meanwhile).
  await expect.poll(count).toBeLessThan(Math.min(before, 1000));
});

