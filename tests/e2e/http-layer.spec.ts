import type { Page, Route } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, logIn, submitLogin, test, toasts } from './fixtures/console';

/** Every API call except login: the requests the overview makes on arrival. */
const API_EXCEPT_LOGIN = /\/api\/v5\/(?!login\b)/;

async function failApi(page: Page, handler: (route: Route) => Promise<void>): Promise<string[]> {
  const hits: string[] = [];
  await page.route(API_EXCEPT_LOGIN, async (route) => {
    hits.push(new URL(route.request().url()).pathname);
    await handler(route);
  });
  return hits;
}

/** Counts every toast the console shows from its next load on, not only those still on screen. */
async function countToasts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const shown = window as unknown as { toastsShown: number };
    shown.toastsShown = 0;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
        if (seen.has(el)) continue;
        seen.add(el);
        shown.toastsShown += 1;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsShown: number }).toastsShown);
}

// One login for three looks at the overview: the cluster shown, the session kept across a reload, and
// the polls' quiet (last: its delayed poll would slow the rest).
test('logs in against the sandbox and shows the cluster; the session survives a reload, stored only encrypted; polling does not move the progress bar', async ({ page }) => {
  await logIn(page);
  await expect(page).toHaveURL(/#\/dashboard\/overview$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'emqx@node1.emqx.io' })).toBeVisible();
  // Axe on this screen as it opens: the route sweep (routes.spec.ts).

  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toMatch(/admin|token|eyJ/);
  await page.reload();
  await expect(page).toHaveURL(/#\/dashboard\/overview$/);
  await expect(page.getByRole('cell', { name: 'emqx@node1.emqx.io' })).toBeVisible();

  await expect(page.getByRole('progressbar')).toBeHidden();
  const polled = page.waitForRequest(/\/api\/v5\/monitor_current$/);
  await page.route(/\/api\/v5\/monitor_current$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await polled;
  await expect(page.getByRole('progressbar')).toBeHidden();
});

test('a deep link without a session goes to login and comes back after it', async ({ page }) => {
  await page.goto('./#/dashboard/overview');
  await expect(page).toHaveURL(/#\/login\?to=%2Fdashboard%2Foverview/);
  // Axe on the login page: login.spec.ts (the form is the same with a return path).
  await submitLogin(page, 'admin', 'public');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/overview$/);
  // Skipped, not forgotten: every page reminds, until dismissed for this login.
  const reminder = page.getByRole('region', { name: 'Default password' });
  await expect(reminder).toContainText('You are still using the default password');
  await expectNoSeriousA11yViolations(page);
  await reminder.getByRole('button', { name: 'Dismiss until the next login' }).click();
  await expect(reminder).toHaveCount(0);
});

test('login explains empty fields and a wrong password without a toast', async ({ page, allowFailedRequests }) => {
  allowFailedRequests(/\/api\/v5\/login$/);
  await page.goto('./#/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await submitLogin(page, 'admin', 'wrong-password');
  await expect(page.getByText('Wrong username or password')).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
  await expect(page).toHaveURL(/#\/login/);
});

test('three parallel 401 TOKEN_TIME_OUT give one toast and a trip to login with the return path', async ({ page, allowFailedRequests }) => {
  allowFailedRequests(API_EXCEPT_LOGIN);
  const hits = await failApi(page, (route) =>
    route.fulfill({ status: 401, json: { code: 'TOKEN_TIME_OUT', message: 'Token expired' } }),
  );
  await logIn(page);
  await expect(page).toHaveURL(/#\/login\?to=%2Fdashboard%2Foverview/);
  await expect(toasts(page).filter({ hasText: 'Login has expired, please login again' })).toHaveCount(1);
  expect(hits.length).toBeGreaterThanOrEqual(3);
  await expect(toasts(page)).toHaveCount(1);
});

test('another 401 shows the broker error and goes to login', async ({ page, allowFailedRequests }) => {
  allowFailedRequests(API_EXCEPT_LOGIN);
  await failApi(page, (route) => route.fulfill({ status: 401, json: { code: 'BAD_API_KEY_OR_SECRET', message: 'Unauthorized' } }));
  await logIn(page);
  await expect(toasts(page).filter({ hasText: '401 BAD_API_KEY_OR_SECRET Unauthorized' })).toHaveCount(1);
  await expect(page).toHaveURL(/#\/login\?to=/);
});

test.describe('with the toasts counted from the first load (an init script)', () => {
  test.use({ ownContext: true });

  test('five parallel 500 give one toast with status, code and message, and the polls failing alike no other', async ({ page, allowFailedRequests }) => {
    allowFailedRequests(API_EXCEPT_LOGIN);
    const shown = await countToasts(page);
    const hits = await failApi(page, (route) => route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'database down' } }));
    // The polls' waits run on the page's clock, moved on by the test.
    await page.clock.install();
    await logIn(page);
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(toasts(page).filter({ hasText: '500 INTERNAL_ERROR database down' })).toHaveCount(1);
    await expect.poll(() => hits.length).toBeGreaterThanOrEqual(5);
    await expect(toasts(page)).toHaveCount(1);
    // The live numbers poll again (every 2 s, backing off while they fail: 4 s, then 8 s), each failing as
    // the first did: well past the 1 s window of the burst.
    const polls = () => hits.filter((path) => path.endsWith('/monitor_current')).length;
    const polledSoFar = polls();
    await expect(async () => {
      await page.clock.fastForward(2_000);
      expect(polls()).toBeGreaterThanOrEqual(polledSoFar + 2);
    }).toPass();
    expect(await shown()).toBe(1);
  });
});

test('an error without a body says Network error', async ({ page, allowFailedRequests }) => {
  allowFailedRequests(API_EXCEPT_LOGIN);
  await failApi(page, (route) => route.fulfill({ status: 502, body: '' }));
  await logIn(page);
  await expect(toasts(page).filter({ hasText: '502 Network error' })).toHaveCount(1);
});

test('a network failure says Some error occurred once', async ({ page, allowFailedRequests }) => {
  allowFailedRequests(API_EXCEPT_LOGIN);
  await failApi(page, (route) => route.abort('failed'));
  await logIn(page);
  await expect(toasts(page).filter({ hasText: 'Some error occurred' })).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(1);
});

test.describe('on a clock of its own', () => {
  // page.clock changes the time of its whole context: not the worker's shared one.
  test.use({ ownContext: true });

  test('a request that hangs times out after 20 s with Some error occurred', async ({ page }) => {
    // The console's 20 s timeout is a setTimeout in the page: the page's clock is moved on instead of waiting.
    await page.clock.install();
    // When the page sent the list's read, on the page's own clock (a route hears of it later on a loaded machine).
    await page.addInitScript(() => {
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const at = window as unknown as { clientsSentAt?: number };
        if (String(input instanceof Request ? input.url : input).includes('/clients_v2?')) at.clientsSentAt ??= Date.now();
        return send(input, init);
      };
    });
    // Hold the request until the test ends, so only the console's own 20 s timeout can end it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // A list's first read moves the progress bar (the overview's reads are all polls now, which do not).
    await page.route(/\/api\/v5\/clients_v2\?/, async (route) => {
      await held;
      await route.abort().catch(() => undefined);
    });
    await logIn(page, '/connections');
    await expect(page.getByRole('heading', { name: 'Connections' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeVisible();
    // On to 18 s after the request left: still waiting.
    const { sentAt, now } = await page.evaluate(() => ({ sentAt: (window as unknown as { clientsSentAt: number }).clientsSentAt, now: Date.now() }));
    await page.clock.runFor(Math.max(0, 18_000 - (now - sentAt)));
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
    // Past 20 s: given up, said once.
    await page.clock.runFor(3_000);
    await expect(toasts(page).filter({ hasText: 'Some error occurred' })).toHaveCount(1);
    await expect(page.getByRole('progressbar')).toBeHidden();
    release();
  });
});

test.describe('with the toasts counted from the first load (an init script)', () => {
  test.use({ ownContext: true });

  test('a broker that stops answering: one toast, then a steady banner while polls fail, gone when it answers again', async ({ page, allowFailedRequests }) => {
    allowFailedRequests(API_EXCEPT_LOGIN);
    const shown = await countToasts(page);
    // The polls' waits (2 s, doubled per failure up to 16 s) run on the page's clock, moved on by the test.
    await page.clock.install();
    const tick = () => page.clock.fastForward(2_000);
    await logIn(page);
    await expect(page.getByRole('cell', { name: 'emqx@node1.emqx.io' })).toBeVisible();
    // A request on its way when the broker stops answering (another range of the history), whose answer
    // comes in only after the polls have begun to fail: it left the broker before, and proves nothing.
    let answerLate: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (answerLate = resolve));
    let onItsWay: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (onItsWay = resolve));
    let lateAnswered = false;
    await page.route(
      /\/api\/v5\/monitor\?/,
      async (route) => {
        onItsWay();
        await late;
        await route.continue();
        lateAnswered = true;
      },
      { times: 1 },
    );
    await page.getByRole('combobox', { name: 'Time range' }).selectOption('7d');
    await sent;

    let pollsFailed = 0;
    await failApi(page, async (route) => {
      await route.abort('connectionrefused');
      // Once the page has taken the second failed poll in.
      if (route.request().url().endsWith('/monitor_current') && ++pollsFailed === 2) setTimeout(answerLate, 300);
    });
    const banner = page.getByText('The broker is not responding, retrying…');
    await expect(async () => {
      await tick();
      await expect(banner).toBeVisible({ timeout: 200 });
    }).toPass({ intervals: [50] });
    await expect(toasts(page).filter({ hasText: 'Some error occurred' })).toHaveCount(1);
    // After the late answer, more polls fail: still the one toast and the banner.
    await expect.poll(() => lateAnswered).toBe(true);
    const failedBefore = pollsFailed;
    await expect(async () => {
      await tick();
      expect(pollsFailed).toBeGreaterThan(failedBefore + 1);
    }).toPass({ intervals: [50] });
    expect(await shown()).toBe(1);
    await expect(banner).toBeVisible();
    await page.unroute(API_EXCEPT_LOGIN);
    // The next poll comes after the back-off, and its answer ends the outage.
    await expect(async () => {
      await tick();
      await expect(banner).toBeHidden({ timeout: 200 });
    }).toPass({ intervals: [50] });
    await expect(page.getByRole('cell', { name: 'emqx@node1.emqx.io' })).toBeVisible();
    expect(await shown()).toBe(1);
  });
});

test('a rejected change is a toast in the toaster, below the header, not over it', async ({ page, allowFailedRequests }) => {
  allowFailedRequests(/\/api\/v5\/mqtt\/retainer$/);
  await logIn(page, '/mqtt/retainer');
  await page.route(/\/api\/v5\/mqtt\/retainer$/, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 400, json: { code: 'BAD_REQUEST', message: 'max_payload_size is too large' } }) : route.fallback(),
  );
  const form = page.locator('form#retainer-settings');
  await form.getByLabel('Max payload size', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Save these changes?' }).getByRole('button', { name: 'Save' }).click();
  const toast = toasts(page).filter({ hasText: '400 BAD_REQUEST max_payload_size is too large' });
  await expect(toast).toBeVisible();
  // Measured where the toast rests, not while it slides in.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const header = await page.locator('header, [role="banner"]').first().boundingBox();
  const box = await toast.boundingBox();
  if (header && box) expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
});

test('a success whose body is not JSON is an error with Retry, never data: no crash, no "no match", no "saved"', async ({ page }) => {
  await page.route(/\/api\/v5\/(clients_v2|monitor_current)(\?|$)/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>502 from a proxy</html>' }));
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(toasts(page).filter({ hasText: "200 The broker's answer could not be read" }).first()).toBeVisible();
  await page.goto('./#/connections');
  const table = page.getByRole('table', { name: 'Connections' });
  await expect(table.getByText('The data could not be loaded.')).toBeVisible();
  await expect(page.getByText('No connection matches these filters')).toHaveCount(0);
  await page.unroute(/\/api\/v5\/(clients_v2|monitor_current)(\?|$)/);
  await table.getByRole('button', { name: 'Retry' }).click();
  await expect(table.getByRole('link').first()).toBeVisible();

  await page.goto('./#/mqtt/retainer');
  await page.route(/\/api\/v5\/mqtt\/retainer$/, (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 200, contentType: 'text/html', body: '<html>ok?</html>' }) : route.fallback()));
  const form = page.locator('form#retainer-settings');
  await form.getByLabel('Max payload size', { exact: true }).fill(`${200 + Math.floor(Math.random() * 700)}`);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: "200 The broker's answer could not be read" }).first()).toBeVisible();
  await expect(toasts(page).filter({ hasText: 'Settings saved' })).toHaveCount(0);
  await expect(form.getByRole('status')).toHaveText('1 unsaved change');
});

// Fields of the wrong type make the answer unreadable (wrong-shapes.spec.ts); fields left out are no error.
test('fields the broker leaves out show as "–", never a crash', async ({ page }) => {
  await page.route(/\/api\/v5\/nodes$/, async (route) => {
    const nodes = (await (await route.fetch()).json()) as Record<string, unknown>[];
    await route.fulfill({ json: nodes.map((n, i) => (i === 0 ? { ...n, load1: 0.42, load5: undefined, uptime: undefined, connections: undefined } : n)) });
  });
  await logIn(page, '/dashboard/nodes');
  const table = page.getByRole('table', { name: 'Nodes' });
  await expect(table.getByText('0.42 · – ·', { exact: false })).toBeVisible();
  // The other nodes still show (a node another test invites may join for a moment: no exact count).
  await expect(table.getByRole('row', { name: /emqx@node3\.emqx\.io/ })).toBeVisible();
});
