import { expect, test, type Page } from '@playwright/test';
import { countAnswers, expect as expectConsole, expectNoSeriousA11yViolations, submitLogin, test as consoleTest, toasts } from './fixtures/console';
import { startSandbox } from '../../sandbox/server';
import path from 'node:path';

/** A private sandbox: these tests change passwords, which would disturb the shared one. */
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
test.beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', staticDir: path.resolve(import.meta.dirname, '../../dist'), quiet: true });
});
test.afterAll(async () => {
  await sandbox?.close();
});

async function openLogin(page: Page) {
  await page.goto(`${sandbox.url}/#/login`);
}

consoleTest('the default password is flagged and changed right at login, without a Login has expired toast', async ({ page, allowFailedRequests }) => {
  // The old password, tried at the end, is refused (401); so is an overview poll the broker reads
  // after it revoked the old token and before the console logged back in (it ends nothing).
  allowFailedRequests(/\/api\/v5\/login$/, /\/api\/v5\/(monitor_current|nodes|stats|metrics|monitor|alarms)(\?|$)/);
  await openLogin(page);
  await submitLogin(page, 'admin', 'public');
  await expectConsole(page.getByRole('heading', { name: 'Change the default password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const newPassword = page.getByLabel('New password', { exact: true });
  await newPassword.fill('short');
  await expectConsole(page.getByText('The password must be 8 to 64 characters long')).toBeVisible();
  await newPassword.fill('onlyletters');
  await expectConsole(page.getByText('Use at least two of letters, numbers and symbols')).toBeVisible();
  await newPassword.fill('public');
  await expectConsole(page.getByText('The password must be 8 to 64 characters long')).toBeVisible();
  await newPassword.fill('emqx-2026!');
  await page.getByLabel('Confirm new password').fill('emqx-2026?');
  await expectConsole(page.getByText("Two inputs don't match!")).toBeVisible();
  await page.getByLabel('Confirm new password').fill('emqx-2026!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectConsole(page).toHaveURL(/#\/dashboard\/overview$/);
  await expectConsole(page.getByRole('cell', { name: 'emqx@node1.emqx.io' })).toBeVisible();
  // Two polls of the overview with the new token.
  const polled = countAnswers(page, /\/api\/v5\/monitor_current$/);
  await expectConsole.poll(polled).toBeGreaterThanOrEqual(2);
  await expectConsole(toasts(page)).toHaveCount(0);

  // The user menu changes it again; old and new must differ and the session carries on.
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Old password').fill('emqx-2026!');
  await dialog.getByLabel('New password', { exact: true }).fill('emqx-2026!');
  await expectConsole(dialog.getByText('The new and old passwords cannot be the same')).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('broker#2027');
  await dialog.getByLabel('Confirm new password').fill('broker#2027');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expectConsole(toasts(page).filter({ hasText: 'Password changed' })).toHaveCount(1);
  await expectConsole(toasts(page).filter({ hasText: 'Login has expired' })).toHaveCount(0);
  await expectConsole(page.getByRole('cell', { name: 'emqx@node1.emqx.io' })).toBeVisible();

  // The old password no longer works; the new one does.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${sandbox.url}/#/login`);
  await page.reload();
  await submitLogin(page, 'admin', 'emqx-2026!');
  await expectConsole(page.getByText('Wrong username or password')).toBeVisible();
  await submitLogin(page, 'admin', 'broker#2027');
  await expectConsole(page).toHaveURL(/#\/dashboard\/overview$/);
});

test('the login page and form are keyboard-operable', async ({ page }) => {
  await openLogin(page);
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('nobody');
  await page.keyboard.press('Tab');
  await page.keyboard.type('wrong-pass');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Wrong username or password')).toBeVisible();
});

consoleTest.describe('in a Chinese browser', () => {
  consoleTest.use({ locale: 'zh-CN' });

  consoleTest('a first visit is in Chinese, and the switch on the login page changes it before login and keeps it', async ({ page, allowFailedRequests }) => {
    // A wrong password, refused (401), shows the message in the language chosen.
    allowFailedRequests(/\/api\/v5\/login$/);
    await openLogin(page);
    await expectConsole(page.getByRole('heading', { name: '登录 EMQX' })).toBeVisible();
    await expectConsole(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const languages = page.getByRole('group', { name: '语言' });
    await expectConsole(languages.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);

    await languages.getByRole('button', { name: 'English' }).click();
    await expectConsole(page.getByRole('heading', { name: 'Log in to EMQX' })).toBeVisible();
    await expectConsole(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectConsole(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expectConsole(page.getByRole('heading', { name: 'Log in to EMQX' })).toBeVisible();
    await submitLogin(page, 'nobody', 'wrong-pass');
    await expectConsole(page.getByText('Wrong username or password')).toBeVisible();
  });

  consoleTest('?lang=en in the URL overrides the browser and is remembered', async ({ page }) => {
    await page.goto(`${sandbox.url}/#/login?lang=en`);
    await expectConsole(page.getByRole('heading', { name: 'Log in to EMQX' })).toBeVisible();
    await page.goto(`${sandbox.url}/#/help`);
    await page.reload();
    await expectConsole(page.getByRole('heading', { name: 'Help' })).toBeVisible();
    await expectConsole(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

consoleTest.describe('in an English browser', () => {
  consoleTest.use({ locale: 'en-US' });

  consoleTest('a first visit is in English, and ?lang=zh before the hash forces Chinese', async ({ page }) => {
    await openLogin(page);
    await expectConsole(page.getByRole('heading', { name: 'Log in to EMQX' })).toBeVisible();
    await page.goto(`${sandbox.url}/?lang=zh#/login`);
    await expectConsole(page.getByRole('heading', { name: '登录 EMQX' })).toBeVisible();
  });
});
