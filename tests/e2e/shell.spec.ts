import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_RETRY_AFTER_MS } from '../../src/test/limits';
import { expect, expectNoSeriousA11yViolations, logIn, test, toasts } from './fixtures/console';

test('the menu starts collapsed, highlights the current screen and remembers being expanded', async ({ page }) => {
  await logIn(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('button', { name: 'Expand menu' }).click();
  for (const group of ['Monitoring', 'Management', 'Diagnose', 'System']) {
    await expect(menu.getByRole('heading', { name: group })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Retained messages' }).click();
  await expect(page).toHaveURL(/#\/retained(\?|$)/);
  await expect(menu.getByRole('link', { name: 'Retained messages' })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(menu.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
});

test('collapsed, each menu entry is reached by Tab, named in a tooltip and opened by Enter; expanded, labels show', async ({ page }) => {
  await logIn(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const expand = menu.getByRole('button', { name: 'Expand menu' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  // Collapsed, a label is there for screen readers only (visually hidden, one pixel wide).
  const labelWidth = async (label: string) => (await menu.getByText(label, { exact: true }).boundingBox())?.width ?? 0;
  expect(await labelWidth('Connections')).toBeLessThanOrEqual(1);

  await expand.focus();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await expect(page.getByRole('tooltip', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  const connections = menu.getByRole('link', { name: 'Connections' });
  await expect(connections).toBeFocused();
  await expect(page.getByRole('tooltip', { name: 'Connections' })).toBeVisible();
  await expect(page.getByRole('tooltip')).toHaveCount(1);
  // The focus ring shows where the keyboard is.
  expect(await connections.evaluate((link) => getComputedStyle(link).outlineStyle)).toBe('solid');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/connections(\?|$)/);
  await expect(connections).toHaveAttribute('aria-current', 'page');

  await menu.getByRole('link', { name: 'Retained messages' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Retained messages' })).toBeVisible();

  await expand.click();
  await expect(menu.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
  await expect.poll(() => labelWidth('Retained messages')).toBeGreaterThan(40);
  await menu.getByRole('link', { name: 'Log trace' }).hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('language and theme switch at once, without a reload, and persist across one', async ({ page }) => {
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  // The overview drawn (its lazy parts loaded), so nothing of it arrives while the language menu is open.
  await expect(page.getByRole('cell', { name: 'emqx@node1.emqx.io' })).toBeVisible();
  await expect(page.locator('[data-chart] :is(svg path, canvas)').first()).toBeAttached();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

  // Chosen again if the first choice was lost, as for the logout below (a busy machine, the menu still opening).
  await expect(async () => {
    if ((await page.locator('html').getAttribute('lang')) === 'zh-CN') return;
    const item = page.getByRole('menuitemradio', { name: '中文' });
    if (!(await item.isVisible())) await page.getByRole('button', { name: 'Language' }).click();
    await item.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN', { timeout: E2E_RETRY_AFTER_MS });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('概览');
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();

  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: '切换到浅色主题' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('概览');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  // Axe on the overview in Chinese and light: the route sweep (routes.spec.ts).
});

test('settings: sync with the OS theme follows prefers-color-scheme live', async ({ page }) => {
  await logIn(page, '/settings');
  await page.getByRole('radio', { name: 'Dark' }).check({ force: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByText('Sync with OS theme').click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('the command palette finds screens by name in either language, and publishes a message without a screen of its own', async ({ page }) => {
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Screen name' });
  await expect(box).toBeFocused();
  await box.fill('保留');
  await expect(page.getByRole('option').first()).toContainText('Retained messages');
  await expectNoSeriousA11yViolations(page);
  await box.press('Enter');
  await expect(page).toHaveURL(/#\/retained(\?|$)/);

  await page.keyboard.press('Control+k');
  await box.fill('slow');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/#\/slow-sub\/config$/);

  await page.keyboard.press('Control+k');
  await box.fill('发布');
  await expect(page.getByRole('option', { name: /Publish a message/ })).toBeVisible();
  await box.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Publish a message' });
  await dialog.getByRole('textbox', { name: 'Topic', exact: true }).fill('factory/line-3/cmd/reboot');
  await dialog.getByRole('textbox', { name: 'Payload', exact: true }).fill('{"reboot":true}');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog.getByText(/^Published; message ID [0-9A-F]{32}\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('keys typed right after the first Ctrl+K are kept while the palette loads', async ({ page }) => {
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  // Hold back every script loaded from now on (the palette's among them) so the keys certainly arrive first.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('listen');
  release();
  const box = page.getByRole('combobox', { name: 'Screen name' });
  await expect(box).toHaveValue('listen');
  await page.keyboard.type('er');
  await expect(box).toHaveValue('listener');
  await box.press('Enter');
  await expect(page).toHaveURL(/#\/listener$/);
});

// Its own context: the page's clock is faked, which lasts for every later page of the context.
test.describe('with the page clock', () => {
  test.use({ ownContext: true });

  test('logout asks first, calls the broker, and Back shows no data afterwards', async ({ page }) => {
    // The console's timers run on the page's clock, so the quiet after logout is a jump, not a wait.
    await page.clock.install();
    await logIn(page);
    await expect(page.getByRole('cell', { name: 'emqx@node1.emqx.io' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Connections' }).click();
    // Once the screen has drawn its rows: a menu opened while the route still loads may be closed by it.
    await expect(page.getByRole('table', { name: 'Connections' }).getByRole('row').nth(1)).toBeVisible();
    const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
    // Chosen again if the first choice was lost: on a busy machine a click can land while the menu still opens.
    await expect(async () => {
      if (await dialog.isVisible()) return;
      const item = page.getByRole('menuitem', { name: 'Log out' });
      if (!(await item.isVisible())) await page.getByRole('button', { name: /User menu/ }).click();
      await item.click();
      await expect(dialog).toBeVisible({ timeout: E2E_RETRY_AFTER_MS });
    }).toPass();
    await expectNoSeriousA11yViolations(page);
    const logout = page.waitForRequest((r) => r.url().endsWith('/api/v5/logout') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await logout;
    await expect(page).toHaveURL(/#\/login$/);
    // Nothing the console showed asks the broker again without a token.
    const afterLogout: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v5/')) afterLogout.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    // Past the polls of the screens the console showed (the overview's 2 s), then a round trip to the
    // page, so that a request the timers started has been seen.
    await page.clock.fastForward(3_000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(afterLogout).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(/#\/login\?to=/);
    await expect(page.getByRole('cell', { name: 'emqx@node1.emqx.io' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('emqx-console.session'))).toBeNull();
  });
});

test('an expired token mid-session logs out with one toast and comes back after login', async ({ page, allowFailedRequests }) => {
  // Straight to the settings, and once the shell's own first requests are answered: nothing is still
  // asking when the session is made to expire.
  await logIn(page, '/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const expired = /\/api\/v5\/(?!login\b)/;
  allowFailedRequests(expired);
  await page.route(expired, (route) => route.fulfill({ status: 401, json: { code: 'TOKEN_TIME_OUT', message: 'expired' } }));
  // An in-app navigation (same document). Not a click: hovering a menu link preloads its screen,
  // whose requests could expire the session before the click lands.
  await page.goto('./#/dashboard/overview');
  await expect(toasts(page).filter({ hasText: 'Login has expired, please login again' })).toHaveCount(1);
  await expect(page).toHaveURL(/#\/login\?to=%2Fdashboard%2Foverview/);
  await page.unrouteAll();
  await logIn(page, '/dashboard/overview');
  await expect(page).toHaveURL(/#\/dashboard\/overview$/);
});

test('a menu entry whose API the broker lacks is hidden, and its deep link explains why', async ({ page, allowFailedRequests }) => {
  // The capability probe's 404, which the browser logs.
  allowFailedRequests(/\/api\/v5\/mqtt\/topic_metrics$/);
  await page.route(/\/api\/v5\/mqtt\/topic_metrics$/, (route) => route.fulfill({ status: 404, json: { code: 'NOT_FOUND', message: 'Not found' } }));
  await logIn(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Log trace' })).toBeAttached();
  await expect(menu.getByRole('link', { name: 'Topic metrics' })).toHaveCount(0);
  await page.goto('./#/topic-metrics');
  await expect(page.getByText('Topic metrics is not available on this broker')).toBeVisible();
  await expect(page.getByText(/does not offer the Topic metrics API/)).toBeVisible();
});

test('a screen whose code fails to load offers a reload instead of a blank page', async ({ page, consoleProblems, allowFailedRequests }) => {
  const loaded = new Set<string>();
  page.on('requestfinished', (request) => loaded.add(request.url()));
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  // As after a new deployment: code the page has not fetched yet is gone from the server.
  const gone = /\/assets\/.*\.js$/;
  allowFailedRequests(gone);
  await page.route(gone, (route) =>
    loaded.has(route.request().url()) ? route.continue() : route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Limiter' }).click();
  await expect(page.getByRole('heading', { name: 'This screen could not be loaded' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  // The router reports the failed import; that one line is what this test provokes.
  expect(consoleProblems.every((line) => line.includes('Failed to fetch dynamically imported module'))).toBe(true);
  consoleProblems.length = 0;
});

test("help shows the console's version, and the broker's once logged in", async ({ page }) => {
  const { version } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };
  await page.goto('./#/help');
  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions).toContainText(`Console${version}`);
  await expect(versions).toContainText("The broker's version shows after login.");
  // Before login the page has its own language switch.
  await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
  // Axe on help, before login and after: routes.spec.ts.

  await logIn(page, '/help');
  await expect(versions).toContainText('BrokerEMQX Enterprise 5.8.1');
  await expect(page.getByRole('group', { name: 'Language' })).toHaveCount(0);
});

test('the login page with a live session goes back to the console', async ({ page }) => {
  await logIn(page, '/connections');
  await expect(page.getByRole('heading', { name: 'Connections' })).toBeVisible();
  await page.goto('./#/login?to=%2Flistener');
  await expect(page).toHaveURL(/#\/listener$/);
  await page.goto('./#/login');
  await expect(page).toHaveURL(/#\/dashboard\/overview$/);
});
