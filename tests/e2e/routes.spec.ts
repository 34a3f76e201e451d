import { VIEWER } from '../../sandbox/state';
import { expect, expectNoSeriousA11yViolations, logIn, recordChanges, test, setPreferences } from './fixtures/console';
import { REDIRECTS, ROUTE_PARTS, ROUTES } from './fixtures/routes';

/** Labels of the settings forms that must read in Chinese on the zh sweep (a few per form). */
const SETTINGS_LABELS: Record<string, string[]> = {
  '/mqtt/general': ['Idle timeout', 'Max packet size', 'Allow retained messages', 'Advanced settings', 'Max client ID length'],
  '/mqtt/session': ['Max inflight', 'Retry interval', 'Session expiry interval'],
  '/mqtt/retainer': ['Storage type', 'Enable retainer'],
  '/mqtt/system-topic': ['Client event messages', 'Client connected'],
  '/log': ['Console log', 'File log', 'Log level'],
  '/monitoring/alarm-settings': ['Alarm actions', 'Max historical alarms', 'CPU high watermark', 'Erlang VM'],
  '/slow-sub/config': ['Latency threshold', 'Max records', 'Latency calculation'],
};

// The narrowest window the console is laid out for: no screen may scroll the page sideways in it
// (wide tables scroll inside their own box).
test.use({ viewport: { width: 1024, height: 768 } });

/** How far the page scrolls sideways (0 when it does not). */
function sidewaysOverflow(page: import('@playwright/test').Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

// Two sweeps, each with axe and the console check, cover both languages and both themes; en-light and
// zh-dark would only repeat the console check for a language and a theme already swept. The zh sweep
// runs as the read-only viewer: every screen opens for it, and not one request that would change
// something leaves the browser (the administrator's controls are swept in en).
// Full axe runs once per screen, in the en sweep; the zh sweep adds only what its theme and language
// change: colour contrast in light, and the page's language. The rest of axe reads structure, names
// and roles, which neither changes (and a viewer's disabled controls are held to less, not more).
const ZH_SWEEP_RULES = ['color-contrast', 'html-lang-valid', 'valid-lang'];

/** Where each part of a sweep logs in: a screen without charts or lists, in none of the parts' first places. */
const LANDING = '/settings';

for (const [locale, theme, role] of [
  ['en', 'dark', 'administrator'],
  ['zh', 'light', 'viewer'],
] as const) {
  for (const { from, routes } of ROUTE_PARTS) {
    test(`routes ${from + 1}–${from + routes.length} of ${ROUTES.length} render in ${locale} with the ${theme} theme for the ${role}, accessibly and without console errors`, async ({ page }) => {
      const changes = recordChanges(page);
      // The part starts on a light screen of the shell (not the overview and its charts), and goes from there.
      await logIn(page, LANDING, role === 'viewer' ? VIEWER : undefined);
      await setPreferences(page, locale, theme);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en');
      for (const route of routes) {
        await page.goto(`./#${route.path}`);
        const heading = page.getByRole('heading', { level: 1 });
        if (locale === 'en') await expect(heading, route.path).toHaveText(route.title);
        else await expect(heading, route.path).toHaveText(/\S/);
        // The focus follows the navigation to the new screen's name (the sweep goes from screen to screen).
        await expect(heading, `${route.path}: focus`).toBeFocused();
        await expect(page.getByText('This page could not be found')).toHaveCount(0);
        const labels = SETTINGS_LABELS[route.path];
        if (labels) {
          // The form is there (its labels drawn), in the language chosen: none of these English labels.
          await expect(page.locator('main form label').first()).toBeVisible();
          for (const label of labels) {
            const found = page.getByText(label, { exact: true });
            if (locale === 'zh') await expect(found, `${route.path}: ${label}`).toHaveCount(0);
            else await expect(found.first(), `${route.path}: ${label}`).toBeAttached();
          }
        }
        // A step per screen, so a finding names the screen it was made on.
        await test.step(route.path, () => expectNoSeriousA11yViolations(page, locale === 'zh' ? ZH_SWEEP_RULES : undefined));
        // After axe, so the screen's data has come: a table drawn late is measured too.
        expect(await sidewaysOverflow(page), `${route.path}: scrolls sideways at 1024 px`).toBe(0);
      }
      if (role === 'viewer') expect(changes).toEqual([]);
    });
  }
}

test('redirects land on the first screen of their section', async ({ page }) => {
  await logIn(page, LANDING);
  for (const [from, to] of REDIRECTS) {
    await page.goto(`./#${from}`);
    // Lists add their default paging to the URL (?page=1&limit=20).
    await expect(page, from).toHaveURL(new RegExp(`#${to.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\?.*)?$`));
  }
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await logIn(page, LANDING);
  await page.goto('./#/no/such/screen');
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('help opens without login', async ({ page }) => {
  await page.goto('./#/help');
  await expect(page.getByRole('heading', { name: 'Help' })).toBeVisible();
  await expect(page.getByRole('link', { name: /EMQX documentation/ })).toHaveAttribute('href', /docs\.emqx\.com/);
  await expect(page.getByRole('link', { name: /API reference of the connected broker/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
