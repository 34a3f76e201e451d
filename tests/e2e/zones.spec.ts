import { expect, expectNoSeriousA11yViolations, logIn, test, toasts } from './fixtures/console';

test('zones: a new zone is checked by name, saved with its session settings, and deleted after confirmation', async ({ page }) => {
  await logIn(page, '/mqtt/session');
  const zones = page.getByRole('region', { name: 'Zones' });
  await expect(zones.getByRole('row', { name: /default/ })).toBeVisible();
  await zones.getByRole('button', { name: 'New zone' }).click();
  const dialog = page.getByRole('dialog', { name: 'New zone' });
  await dialog.getByLabel('Zone name').fill('default');
  await expect(dialog.getByText('Zone name already exists')).toBeVisible();
  await dialog.getByLabel('Zone name').fill('9lives');
  await expect(dialog.getByText("Start with a letter; use only letters, digits, underscores and '-'")).toBeVisible();
  await dialog.getByLabel('Zone name').fill('edge');
  await dialog.getByLabel('Max inflight', { exact: true }).fill('64');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: 'Zone edge saved' })).toBeVisible();
  await expect(zones.getByRole('row', { name: /edge\s*64/ })).toBeVisible();

  await page.reload();
  await expect(zones.getByRole('row', { name: /edge\s*64/ })).toBeVisible();
  await zones.getByRole('button', { name: 'Delete zone edge' }).click();
  await page.getByRole('alertdialog', { name: 'Delete zone edge?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(zones.getByRole('row', { name: /edge/ })).toHaveCount(0);
});

test('zones that failed to load offer Retry, and no new zone until they are read', async ({ page, allowFailedRequests }) => {
  let failing = true;
  const failed = /\/api\/v5\/configs(\?|$)/;
  allowFailedRequests(failed);
  await page.route(failed, async (route) => {
    if (failing && route.request().method() === 'GET') await route.fulfill({ status: 503, json: { code: 'SERVICE_UNAVAILABLE', message: 'busy' } });
    else await route.continue();
  });
  await logIn(page, '/mqtt/session');
  const zones = page.getByRole('region', { name: 'Zones' });
  const table = zones.getByRole('table', { name: 'Zones' });
  await expect(table.getByText('The data could not be loaded.')).toBeVisible();
  await expect(zones.getByRole('button', { name: 'New zone' })).toBeDisabled();
  failing = false;
  await table.getByRole('button', { name: 'Retry' }).click();
  await expect(zones.getByRole('row', { name: /default/ })).toBeVisible();
  await expect(zones.getByRole('button', { name: 'New zone' })).toBeEnabled();
});
