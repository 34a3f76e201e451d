import type { Page, Request } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, logIn, submitLogin, test, setTheme } from './fixtures/console';

const REASON = 'Your role (viewer) can only view: changes need an administrator.';

/** What a theme changes in axe's findings (the rest reads structure, names and roles, the same in both). */
const THEME_RULES = ['color-contrast'];

async function logOut(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  // The console waits up to 5 s for the broker to take the logout: a busy CI machine may need them all.
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
}

test('the user forms pass axe in both themes; create a viewer user, log in as it, and find every control that changes something disabled', async ({ page }) => {
  // The sandbox is shared by every spec: a user of this run's own.
  const username = `e2e_viewer_${Date.now().toString(36)}`;
  const password = 'look-only-2026';
  await logIn(page, '/users');
  const users = page.getByRole('table', { name: 'Dashboard users' });
  await expect(users.getByRole('row').filter({ hasText: 'You' })).toContainText('admin');
  // The logged-in user cannot delete themself, and is told why.
  const deleteMe = users.getByRole('button', { name: 'Delete admin' });
  await expect(deleteMe).toBeDisabled();
  await deleteMe.locator('xpath=..').focus();
  await expect(page.getByRole('tooltip')).toHaveText('You cannot delete the user you are logged in as.');

  // The list is in the route sweep; its two forms are checked here, every rule in light and what the
  // theme changes in dark (switched live), before the console's own dark goes on with the test.
  for (const [theme, rules] of [
    ['light', undefined],
    ['dark', THEME_RULES],
  ] as const) {
    await setTheme(page, theme);
    await page.getByRole('button', { name: 'Create user' }).click();
    const create = page.getByRole('dialog', { name: 'Create user' });
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create.getByText('Username is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page, rules);
    await create.getByRole('button', { name: 'Cancel' }).click();
    await users.getByRole('button', { name: 'Change the password of noc-viewer' }).click();
    const change = page.getByRole('dialog', { name: 'Change the password of noc-viewer' });
    await expect(change).toBeVisible();
    await expectNoSeriousA11yViolations(page, rules);
    await change.getByRole('button', { name: 'Cancel' }).click();
    await expect(change).toBeHidden();
  }

  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create user' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel(/^Password/).fill('short1');
  await expect(dialog.getByText('The password must be 8 to 64 characters long')).toBeVisible();
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByLabel('Confirm password').fill(`${password}x`);
  await expect(dialog.getByText("Two inputs don't match!")).toBeVisible();
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByLabel('Role').selectOption({ label: 'Viewer' });
  await dialog.getByLabel('Description').fill('Created by the e2e test');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(users.getByRole('row').filter({ hasText: username })).toContainText('Viewer');

  await logOut(page);
  const changes: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.includes('/api/v5/') || request.method() === 'GET' || /\/api\/v5\/(login|logout)$/.test(url.pathname)) return;
    changes.push(`${request.method()} ${url.pathname}`);
  });
  await submitLogin(page, username, password);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();

  await page.goto('./#/blacklist');
  const bans = page.getByRole('table', { name: 'Blacklist' });
  await expect(bans.getByRole('row').filter({ hasText: 'Shared account disabled' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  for (const button of await bans.getByRole('button', { name: /from the blacklist$/ }).all()) await expect(button).toBeDisabled();
  await page.getByRole('button', { name: 'Add', exact: true }).locator('xpath=..').focus();
  await expect(page.getByRole('tooltip')).toHaveText(REASON);

  await page.goto('./#/users');
  await expect(users.getByRole('row').filter({ hasText: 'You' })).toContainText(username);
  await expect(page.getByRole('button', { name: 'Create user' })).toBeDisabled();
  for (const button of await users.getByRole('button', { name: /^(Edit|Delete) / }).all()) await expect(button).toBeDisabled();
  await expect(users.getByRole('button', { name: 'Change the password of admin' })).toBeDisabled();
  // The one change a viewer makes: their own password (the broker allows it).
  await expect(users.getByRole('button', { name: `Change the password of ${username}` })).toBeEnabled();

  await page.goto('./#/APIKey');
  const keys = page.getByRole('table', { name: 'API keys' });
  await expect(keys.getByRole('row').filter({ hasText: 'grafana-exporter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create API key' })).toBeDisabled();
  for (const toggle of await keys.getByRole('checkbox', { name: /^Enable / }).all()) await expect(toggle).toBeDisabled();
  for (const button of await keys.getByRole('button', { name: /^(Edit|Delete) / }).all()) await expect(button).toBeDisabled();

  expect(changes).toEqual([]);
});
