import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, logIn, openMoreFilters, test, toasts } from './fixtures/console';

test('connections page by cursor, with the cursor in the URL, and back the way they came', async ({ page }) => {
  const asked: URL[] = [];
  page.on('request', (request) => request.url().includes('/api/v5/clients_v2') && asked.push(new URL(request.url())));
  await logIn(page, '/connections');
  const table = page.getByRole('table', { name: 'Connections' });
  await expect(table.getByRole('row')).toHaveCount(21);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText('Page 1');
  // Only the fields the visible columns show.
  expect(asked[0]?.searchParams.get('fields')?.split(',')).toEqual(expect.arrayContaining(['clientid', 'username', 'node', 'connected']));
  expect(asked[0]?.searchParams.get('fields')).not.toContain('recv_oct');
  // Axe on this screen as it opens: the route sweep (routes.spec.ts).
  const firstOnPage1 = await table.getByRole('row').nth(1).textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(pager).toContainText('Page 2');
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstOnPage1 ?? '');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(table.getByRole('row').nth(1)).toHaveText(firstOnPage1 ?? '');
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
  await expect(page).toHaveURL(/limit=50/);
  await expect(table.getByRole('row')).toHaveCount(51);
});

test('on a broker without the cursor listing, pages go by number and jump', async ({ page, allowFailedRequests }) => {
  allowFailedRequests(/\/api\/v5\/clients_v2/);
  await page.route(/\/api\/v5\/clients_v2/, (route) => route.fulfill({ status: 404, json: { code: 'NOT_FOUND', message: 'Request Path Not Found' } }));
  await logIn(page, '/connections');
  const table = page.getByRole('table', { name: 'Connections' });
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(pager).toContainText(/Page 1 of \d+ · [\d,]+ rows in all/);
  const last = Number((await pager.textContent())?.match(/Page 1 of (\d+)/)?.[1]);
  const jump = pager.getByLabel('Go to page');
  await jump.fill('3');
  await jump.press('Enter');
  await expect(page).toHaveURL(/page=3/);
  await expect(pager).toContainText(`Page 3 of ${last}`);
  await expectNoSeriousA11yViolations(page);
});

const LONG_ID = 'factory/building-7/line-12/station-4/sensor-temperature-and-humidity-probe-0042-with-a-very-long-id';

test('a long client ID stays on one line, whole in its tooltip, and copies by keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // No seeded client has an id this long: the first row of the broker's answer is given one.
  await page.route(/\/api\/v5\/clients_v2\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { clientid: string }[] };
    body.data[0]!.clientid = LONG_ID;
    await route.fulfill({ response, json: body });
  });
  await logIn(page, '/connections');
  const table = page.getByRole('table', { name: 'Connections' });
  const link = table.getByRole('link', { name: LONG_ID });
  await expect(link).toBeVisible();
  // One line, cut with an ellipsis, not wrapped.
  const box = await link.evaluate((el) => ({ cut: el.scrollWidth > el.clientWidth, lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)) }));
  expect(box).toEqual({ cut: true, lines: 1 });

  await link.hover();
  await expect(page.getByRole('tooltip')).toHaveText(LONG_ID);
  await expectNoSeriousA11yViolations(page);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  // By keyboard: focus shows the tooltip; the copy button beside the link copies the whole id.
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(LONG_ID);
  await page.keyboard.press('Tab');
  const copy = table.getByRole('row').nth(1).getByRole('button', { name: 'Copy client ID' });
  await expect(copy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tooltip')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(LONG_ID);
});

test('a list that failed to load offers Retry, which loads it', async ({ page, allowFailedRequests }) => {
  let failing = true;
  const failed = /\/api\/v5\/clients_v2\?/;
  allowFailedRequests(failed);
  await page.route(failed, async (route) => {
    if (failing) await route.fulfill({ status: 503, json: { code: 'SERVICE_UNAVAILABLE', message: 'busy' } });
    else await route.continue();
  });
  await logIn(page, '/connections');
  const table = page.getByRole('table', { name: 'Connections' });
  await expect(table.getByText('The data could not be loaded.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  failing = false;
  await table.getByRole('button', { name: 'Retry' }).click();
  await expect(table.getByRole('row')).toHaveCount(21);
});

test('filters round-trip through the URL and survive a reload, and a search pages forward by cursor too', async ({ page }) => {
  await logIn(page, '/connections');
  await page.getByLabel('Client ID', { exact: true }).fill('sensor/line-1');
  await openMoreFilters(page);
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

  // A search pages by cursor too: no page count, no jump, a next page.
  await page.getByLabel('Client ID', { exact: true }).fill('sensor');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/clientid=sensor(&|$)/);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  // The searched page is in (not the whole list's, still shown until it comes).
  await expect(ids.first()).toContainText('sensor');
  await expect(ids.filter({ hasNotText: 'sensor' })).toHaveCount(0);
  await expect(pager).toContainText('Page 1');
  await expect(pager.getByLabel('Go to page')).toHaveCount(0);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeEnabled();
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
