/**
 * Key screens on a production-sized cluster: the large sandbox (a million clients, 5,000 rules, 2,000 actions).
 * Axe on these screens: the route sweep (routes.spec.ts); more rows change nothing it reads.
 */
import { expect, logIn, openMoreFilters, test } from './fixtures/console';

test.use({ sandboxScale: 'large' });

test('connections page by cursor and find one client among a million', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => request.url().includes('/api/v5/clients') && asked.push(new URL(request.url()).pathname + new URL(request.url()).search));
  await logIn(page, '/connections');
  const table = page.getByRole('table', { name: 'Connections' });
  await expect(table.getByRole('row')).toHaveCount(21);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 2');
  await expect(table.getByRole('row')).toHaveCount(21);
  // Never a page number, never every field.
  expect(asked.every((url) => url.startsWith('/api/v5/clients_v2?') && !url.includes('page=') && url.includes('fields='))).toBe(true);

  await page.getByLabel('Client ID', { exact: true }).fill('vehicle-777777');
  await openMoreFilters(page);
  await page.getByText('Exact client ID and username').click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('link', { name: 'vehicle-777777', exact: true })).toBeVisible();
});

test('two million subscriptions: the first pages, then the filters', async ({ page }) => {
  await logIn(page, '/subscriptions/subscription');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText('Too many to page through');
  await expect(page.getByRole('table', { name: 'Subscriptions' }).getByRole('row').nth(1)).toBeVisible();
});

test('the overview counts a million sessions', async ({ page }) => {
  await logIn(page, '/dashboard/overview');
  await expect(page.getByText(/^1,000,000$|^1\.0M$|^1M$/).first()).toBeVisible();
});

test('2,000 actions: one request for every counter, no request per row', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/api/v5/')) asked.push(url.pathname.replace(/^.*\/api\/v5/, ''));
  });
  await logIn(page, '/bridge/dataBridge');
  const table = page.getByRole('table', { name: 'Data bridges' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await expect.poll(() => asked.filter((p) => p === '/prometheus/data_integration').length).toBe(1);
  // The page's rows are drawn and their rules asked for: a row reading its own metrics would have
  // asked by now (that none does as time passes, BridgeListScale.test.tsx shows on a moved clock).
  await expect.poll(() => asked.filter((p) => p === '/rules').length).toBeGreaterThanOrEqual(1);
  expect(asked.filter((p) => /^\/actions\/[^/]+\/metrics$/.test(p))).toEqual([]);
  // The rules of the page's bridges, not every rule.
  expect(asked.filter((p) => p === '/rules').length).toBeLessThanOrEqual(2);
});

test('5,000 rules: the flows open on a part of the estate and a search, kept in the URL, draws the rest', async ({ page }) => {
  await logIn(page, '/flow');
  const graph = page.getByRole('figure', { name: 'Flows of every rule' });
  await expect(graph.getByRole('link').first()).toBeVisible();
  const search = page.getByRole('textbox', { name: 'Topic, rule or action' });
  await expect(search).toBeVisible();
  await search.fill('rule_4711');
  await search.press('Enter');
  await expect(graph.getByRole('link', { name: /^Rule rule_4711 / })).toBeVisible();
  await graph.getByRole('link', { name: /^Rule rule_4711 / }).click();
  await expect(page.getByRole('heading', { name: 'rule_4711', level: 1 })).toBeVisible();
  // Back on the flows, the search is still there: it is kept in the URL.
  await page.goBack();
  await expect(page).toHaveURL(/#\/flow\?q=rule_4711/);
  await expect(search).toHaveValue('rule_4711');
  await expect(graph.getByRole('link', { name: /^Rule rule_4711 / })).toBeVisible();
});
