import type { Page } from '@playwright/test';
import { countAnswers, expect, logIn, test, toasts } from './fixtures/console';

/** Every optional API the console reads, as an edition or version without them answers: 404. */
const OPTIONAL_API = /\/api\/v5\/(alarms|mqtt\/topic_metrics|mqtt\/delayed|slow_subscriptions|prometheus|opentelemetry|schema_registry|data\/files|audit)(\/|\?|$)/;

/** Answers 404 for the optional APIs; returns the requests that reached them. */
async function withoutOptionalApis(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(OPTIONAL_API, (route) => {
    asked.push(new URL(route.request().url()).pathname.replace(/^.*\/api\/v5/, ''));
    return route.fulfill({ status: 404, json: { code: 'NOT_FOUND', message: 'Not found' } });
  });
  return asked;
}

/** The capability probe asks each optional API once; nothing else may ask an absent one. */
const PROBES = ['/alarms', '/audit', '/data/files', '/mqtt/delayed', '/mqtt/topic_metrics', '/prometheus', '/schema_registry', '/slow_subscriptions/settings'];

test('a broker without the optional APIs: the overview and the menu leave them out, with no toast and no empty card', async ({ page, allowFailedRequests }) => {
  // The browser logs the probe's own 404s; the probe is the only one to ask.
  allowFailedRequests(OPTIONAL_API);
  const asked = await withoutOptionalApis(page);
  await logIn(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect.poll(() => [...asked].sort()).toEqual(PROBES);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Log trace' })).toBeAttached();
  for (const name of ['Alarms', 'Topic metrics', 'Slow subscriptions', 'Schema registry', 'Audit log', 'Backups']) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: /active alarms?$/ })).toHaveCount(0);

  // Eleven cards, each with its figure: no alarms card waiting for an answer that cannot come.
  await expect(main.getByRole('group', { name: 'Active alarms' })).toHaveCount(0);
  const cards = main.getByRole('group');
  await expect(cards).toHaveCount(11);
  for (const card of await cards.all()) await expect(card).toContainText(/\d/);
  await expect(main.getByRole('table', { name: 'Nodes' }).getByRole('row')).not.toHaveCount(1);

  // Two live polls later (every 2 s): still no toast, and no second request to an absent API.
  const polled = countAnswers(page, /\/api\/v5\/monitor_current$/);
  await expect.poll(polled).toBeGreaterThanOrEqual(2);
  await expect(toasts(page)).toHaveCount(0);
  expect([...asked].sort()).toEqual(PROBES);
});

test('a broker without the optional APIs: their screens and tabs explain or step aside, asking nothing', async ({ page, allowFailedRequests }) => {
  allowFailedRequests(OPTIONAL_API);
  const asked = await withoutOptionalApis(page);
  await logIn(page, '/alarm/current-alarm');
  await expect(page.getByText('Alarms is not available on this broker')).toBeVisible();

  // Delayed publish is a tab of a screen every broker has: the tab is not offered, the first one shows.
  await page.goto('./#/mqtt/extension?tab=delayed');
  const tabs = page.getByRole('tablist', { name: 'MQTT extensions' });
  await expect(tabs.getByRole('tab', { name: 'Topic rewrite' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab')).toHaveCount(2);

  await page.goto('./#/monitoring/alarm-settings');
  await expect(page.getByRole('navigation', { name: 'Section' }).getByRole('link')).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(0);
  expect([...asked].sort()).toEqual(PROBES);
});
