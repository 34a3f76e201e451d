import { E2E_RETRY_AFTER_MS } from '../../src/test/limits';
import { expect, expectNoSeriousA11yViolations, logIn, test } from './fixtures/console';

/** A figure as the page writes it (1,234.5) as a number. */
const numberIn = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

/** The colour the chart's first line is drawn in, as the page resolves it. */
const lineColour = (drawing: import('@playwright/test').Locator) => drawing.locator('path').first().evaluate((path) => getComputedStyle(path).stroke);

// One login for the overview's cards and charts, then their links away (last: they leave the screen).
test('overview: cards and charts give message rates per second, in agreement, and levels as they are; history charts draw a path per line, name each line in a tooltip on hover and follow the theme; card labels lead to the lists they count', async ({ page }) => {
  await logIn(page);
  const incoming = page.getByRole('group', { name: 'Incoming messages per second' });
  await expect(incoming).not.toContainText('–');
  const value = incoming.locator('p').last();
  const first = await value.textContent();
  await expect(value).not.toHaveText(first ?? '', { timeout: 8_000 });
  for (const label of ['Outgoing messages per second', 'Dropped messages per second', 'Shared subscriptions', 'Messages received since start']) {
    await expect(page.getByRole('group', { name: label })).toContainText(/\d/);
  }

  const chart = page.getByRole('figure', { name: 'Incoming messages per second' });
  await expect(chart).toContainText('Averaged over each 10 sec sample');
  await expect(chart.locator('[data-chart] svg path').first()).toBeVisible();
  // Same unit: the chart's latest average is near the card's current rate, not ten times it.
  const latest = numberIn((await chart.locator('figcaption').textContent())?.match(/Latest ([\d,.]+)/)?.[1] ?? null);
  const current = numberIn(await value.textContent());
  expect(latest / current).toBeGreaterThan(0.5);
  expect(latest / current).toBeLessThan(2);

  await expect(page.getByRole('figure', { name: 'Connections' })).toContainText('Sampled every 10 sec');
  await expect(page.getByRole('figure', { name: 'Connections' })).toContainText('Live connections');
  await expect(page.getByRole('img', { name: /^Topics\. Sampled every 10 sec\. Latest [\d,]+, lowest/ })).toBeVisible();
  // Axe on this screen: the route sweep (routes.spec.ts), every rule in dark and contrast in light.

  const history = page.getByRole('region', { name: 'History' });
  const connections = page.getByRole('figure', { name: 'Connections' });
  const drawing = connections.locator('[data-chart] svg');
  await expect(drawing).toBeVisible();
  await expect(history.locator('[data-chart] svg')).toHaveCount(6);
  // Six charts of 360 samples each: a few hundred elements, not one per sample.
  expect(await history.locator('*').count()).toBeLessThan(400);

  // Hovering a time names it and the value of each line then.
  const box = await drawing.boundingBox();
  if (!box) throw new Error('the Connections chart has no size');
  await drawing.hover({ position: { x: box.width - 30, y: box.height / 2 } });
  await expect(connections.getByText(/^Connections: [\d,]+$/)).toBeVisible();
  await expect(connections.getByText(/^Live connections: [\d,]+$/)).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(connections.getByText(/^Connections: /)).toHaveCount(0);

  // The lines take the other theme's colours.
  const dark = await lineColour(drawing);
  await page.getByRole('button', { name: 'Switch to the light theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect.poll(() => lineColour(drawing)).not.toBe(dark);

  await page.getByRole('main').getByRole('link', { name: 'Subscriptions', exact: true }).click();
  await expect(page).toHaveURL(/#\/subscriptions\/subscription/);
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Retained messages' }).click();
  await expect(page).toHaveURL(/#\/retained(\?|$)/);
});

test('overview: the history follows the range chosen in the URL, with the coarser interval a week needs, and a week still names every line at a hovered time', async ({ page }) => {
  const latest: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/api/v5/monitor')) latest.push(url.searchParams.get('latest') ?? '');
  });
  await logIn(page);
  const sent = page.getByRole('figure', { name: 'Outgoing messages per second' });
  await expect(sent).toContainText('Averaged over each 10 sec sample');
  expect(latest).toEqual(['3600']);

  await page.getByRole('combobox', { name: 'Time range' }).selectOption('7d');
  await expect(page).toHaveURL(/range=7d/);
  await expect(sent).toContainText(/Averaged over each \d+ min( \d+ sec)? sample/);
  expect(latest).toContain('604800');
  await expect(page.getByRole('progressbar')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveValue('7d');

  // Anywhere along the week, drawn thinner than its samples, both lines have a value at the time the chart draws.
  const connections = page.getByRole('figure', { name: 'Connections' });
  await expect(connections).toContainText(/Sampled every \d+ min/);
  const drawing = connections.locator('[data-chart] svg');
  await expect(drawing).toBeVisible();
  const box = await drawing.boundingBox();
  if (!box) throw new Error('the Connections chart has no size');
  for (const x of [box.width * 0.3, box.width * 0.6, box.width - 30]) {
    await drawing.hover({ position: { x, y: box.height / 2 } });
    await expect(connections.getByText(/^Connections: [\d,]+$/)).toBeVisible();
    await expect(connections.getByText(/^Live connections: [\d,]+$/)).toBeVisible();
  }
});

test('nodes: status and role read as words in the language chosen', async ({ page }) => {
  await logIn(page, '/dashboard/nodes');
  const table = page.getByRole('table', { name: 'Nodes' });
  await expect(table.getByRole('row', { name: /emqx@node1\.emqx\.io.*Running.*Core/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /emqx@node3\.emqx\.io.*Replicant/ })).toBeVisible();
  await table.getByRole('link', { name: 'emqx@node3.emqx.io' }).click();
  const info = page.getByRole('region', { name: 'Node information' });
  await expect(info).toContainText('Replicant');
  // On a loaded machine the first click on an item of a menu still opening can be lost: open it and
  // choose again until the choice is taken.
  await expect(async () => {
    if ((await page.locator('html').getAttribute('lang')) === 'zh-CN') return;
    const language = page.getByRole('button', { name: 'Language' });
    if ((await language.getAttribute('aria-expanded', { timeout: E2E_RETRY_AFTER_MS })) !== 'true') await language.click({ timeout: E2E_RETRY_AFTER_MS });
    await page.getByRole('menuitemradio', { name: '中文' }).click({ timeout: E2E_RETRY_AFTER_MS });
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN', { timeout: E2E_RETRY_AFTER_MS });
  }).toPass();
  await expect(page.getByRole('region', { name: '节点信息' })).toContainText('运行中');
});

test('overview: a node table that failed to load offers Retry, which loads it', async ({ page, allowFailedRequests }) => {
  let failing = true;
  const failed = /\/api\/v5\/nodes$/;
  allowFailedRequests(failed);
  await page.route(failed, async (route) => {
    if (failing) await route.fulfill({ status: 503, json: { code: 'SERVICE_UNAVAILABLE', message: 'busy' } });
    else await route.continue();
  });
  await logIn(page);
  const table = page.getByRole('table', { name: 'Nodes' });
  await expect(table.getByText('The data could not be loaded.')).toBeVisible();
  failing = false;
  await table.getByRole('button', { name: 'Retry' }).click();
  await expect(table.getByRole('cell', { name: 'emqx@node1.emqx.io' })).toBeVisible();
});

test.describe('on a clock of its own', () => {
  // page.clock changes the time of its whole context: not the worker's shared one.
  test.use({ ownContext: true });

  test('overview: while the broker does not answer, figures say as of when and nodes read Unknown, until it answers again', async ({ page, allowFailedRequests }) => {
    // The polls' waits (2 s, doubled per failure) run on the page's clock, moved on by the test.
    await page.clock.install();
    let down = false;
    const api = /\/api\/v5\//;
    allowFailedRequests(api);
    await page.route(api, (route) => (down ? route.abort('connectionrefused') : route.continue()));
    await logIn(page);
    const connections = page.getByRole('group', { name: 'Connections', exact: true });
    const nodes = page.getByRole('table', { name: 'Nodes' });
    const history = page.getByRole('region', { name: 'History' });
    await expect(connections).toContainText(/\d/);
    await expect(nodes.getByText('Running').first()).toBeVisible();
    await expect(page.getByText(/as of \d/)).toHaveCount(0);

    down = true;
    const banner = page.getByText('The broker is not responding, retrying…');
    await expect(async () => {
      await page.clock.fastForward(2_000);
      await expect(banner).toBeVisible({ timeout: 200 });
    }).toPass({ intervals: [50] });
    await expect(connections.getByText(/as of \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    await expect(history.getByText(/as of \d/)).toBeVisible();
    await expect(nodes.getByText('Unknown').first()).toBeVisible();
    await expect(nodes.getByText('Running')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    down = false;
    await expect(async () => {
      await page.clock.fastForward(2_000);
      await expect(banner).toBeHidden({ timeout: 200 });
    }).toPass({ intervals: [50] });
    await expect(page.getByText(/as of \d/)).toHaveCount(0);
    await expect(nodes.getByText('Running').first()).toBeVisible();
  });
});
