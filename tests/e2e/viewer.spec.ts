import type { Page, Request } from '@playwright/test';
import { VIEWER } from '../../sandbox/state';
import { expect, submitLogin, test } from './fixtures/console';
import { ROUTES } from './fixtures/routes';

/** Every request to the broker's API that would change something, as it leaves the browser. */
function recordChanges(page: Page): string[] {
  const changes: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.includes('/api/v5/') || request.method() === 'GET') return;
    if (/\/api\/v5\/(login|logout)$/.test(url.pathname)) return;
    changes.push(`${request.method()} ${url.pathname}`);
  });
  return changes;
}

async function logInAsViewer(page: Page) {
  await page.goto('./#/login');
  await submitLogin(page, VIEWER.username, VIEWER.password);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
}

const REASON = 'Your role (viewer) can only view: changes need an administrator.';

test('a viewer opens every screen, and not one request that changes something leaves the browser', async ({ page }) => {
  test.setTimeout(150_000);
  const changes = recordChanges(page);
  await logInAsViewer(page);
  for (const route of ROUTES) {
    await page.goto(`./#${route.path}`);
    await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.title);
  }
  expect(changes).toEqual([]);
});

test('a viewer sees the controls that change things disabled, with the reason, and reads everything', async ({ page }) => {
  test.setTimeout(90_000);
  const changes = recordChanges(page);
  await logInAsViewer(page);

  await page.goto('./#/mqtt/retainer');
  const form = page.locator('form#retainer-settings');
  // The value as it stands (other specs change it): read, never editable.
  await expect(form.getByLabel('Max retained messages')).toHaveValue(/^\d+$/);
  await expect(form.getByLabel('Max retained messages')).toBeDisabled();
  const save = form.getByRole('button', { name: 'Save changes' });
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
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check({ force: true });
  await expect(page.getByRole('button', { name: /^Kick out/ })).toBeDisabled();

  await page.goto('./#/retained');
  await expect(page.getByRole('button', { name: 'Clear all' })).toBeDisabled();

  await page.goto('./#/mqtt/extension');
  await expect(page.getByRole('button', { name: 'Add rule' })).toBeDisabled();

  expect(changes).toEqual([]);
});
