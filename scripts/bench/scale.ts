/**
 * `npm run bench:scale`: the console against a production-sized cluster. Builds the console (unless
 * --no-build), starts the large sandbox (`--scale large`: a million clients, 5,000 rules, 2,000
 * actions…) serving it, logs in once in headless Chromium, and for each screen reloads the page on it
 * and prints JSON: the time until its first rows are attached (noted in the page), the API requests
 * sent until then, the API requests per minute while it stays open (counted from 5 s after its first
 * rows: what follows them once is not polling), the bytes received (page load and the open window), the JS heap after garbage
 * collection and the longest task.
 *
 * Targets (issue 25, informative): first rows <= 1.5 s, no task > 200 ms, heap <= 120 MB on any
 * screen, the data bridges screen <= 6 requests a minute, the flow screen usable within 3 s.
 *
 * Flags: --no-build; --dist DIR (another build, e.g. of an earlier commit, to compare);
 * --open-seconds N (default 30): how long each screen stays open; --only a,b (screen names).
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { createSandboxState, VIEWER } from '../../sandbox/state.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
    'open-seconds': { type: 'string', default: '30' },
    only: { type: 'string' },
  },
});
const DIST = path.resolve(ROOT, values.dist ?? 'dist');
const OPEN_SECONDS = Number(values['open-seconds']);
if (!Number.isFinite(OPEN_SECONDS) || OPEN_SECONDS <= 0) throw new Error('--open-seconds takes a positive number');

/** A body row with data: not the loading, empty or error row, nor a virtual list's spacer (one cell across). */
const ROWS = 'main table tbody tr:has(td):not(:has(td[colspan]))';

interface Screen {
  name: string;
  path: string | ((api: Api) => Promise<string>);
  ready: string;
}

type Api = (path: string) => Promise<unknown>;

const SCREENS: Screen[] = [
  { name: 'overview', path: '/dashboard/overview', ready: '[data-chart] :is(svg path, canvas)' },
  { name: 'connections', path: '/connections', ready: ROWS },
  {
    name: 'connections page 50 by cursor',
    // The cursor of page 50 (20 rows a page), found as Next would find it, then opened cold.
    path: async (api) => {
      let cursor: string | undefined;
      for (let page = 1; page < 50; page++) {
        const answer = (await api(`/clients_v2?limit=20&fields=clientid${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)) as { meta: { cursor?: string } };
        cursor = answer.meta.cursor;
      }
      return `/connections?limit=20&cursor=${encodeURIComponent(cursor ?? '')}`;
    },
    ready: ROWS,
  },
  { name: 'client search', path: '/connections?clientid=vehicle-4242', ready: ROWS },
  { name: 'subscriptions', path: '/subscriptions/subscription', ready: ROWS },
  { name: 'topics', path: '/subscriptions/topics', ready: ROWS },
  { name: 'retained', path: '/retained', ready: ROWS },
  { name: 'rules', path: '/rules', ready: ROWS },
  { name: 'data bridges', path: '/bridge/dataBridge', ready: ROWS },
  { name: 'flow', path: '/flow', ready: '.react-flow__node, main table tbody tr:has(td)' },
  { name: 'authentication users', path: '/authentication/detail/password_based%3Abuilt_in_database?tab=users', ready: ROWS },
  { name: 'ACL rules', path: '/authorization/detail/built_in_database?tab=rules', ready: ROWS },
  { name: 'blacklist', path: '/blacklist', ready: ROWS },
];
const only = values.only?.split(',').map((s) => s.trim());
const screens = only ? SCREENS.filter((s) => only.includes(s.name)) : SCREENS;

if (!values['no-build'] && values.dist === undefined) {
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
}

const loadBefore = loadavg();
const started = performance.now();
const state = createSandboxState({ scale: 'large' });
const sandboxMs = Math.round(performance.now() - started);
const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', staticDir: DIST, quiet: true, state });
const token = await fetch(`${sandbox.url}/api/v5/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'public' }) })
  .then((r) => r.json() as Promise<{ token: string }>)
  .then((a) => a.token);
const api: Api = (p) => fetch(`${sandbox.url}/api/v5${p}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());

const browser = await chromium.launch(chromiumLaunch);
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
// The longest task of each load: a long-task observer from the first script on.
await context.addInitScript(() => {
  const w = window as unknown as { __longest: number };
  w.__longest = 0;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__longest = Math.max(w.__longest, e.duration)))).observe({ type: 'longtask', buffered: true });
});
// When each screen's first rows were attached, noted in the page (a poll from here would add its own interval).
await context.addInitScript(`(() => {
  const selectors = ${JSON.stringify([...new Set(SCREENS.map((screen) => screen.ready))])};
  const ready = (window.__scaleReady = {});
  new MutationObserver(() => {
    for (const selector of selectors) if (!(selector in ready) && document.querySelector(selector)) ready[selector] = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
})()`);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable');
await cdp.send('Network.enable');
let received = 0;
cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => (received += event.encodedDataLength));
const apiRequests: string[] = [];
page.on('request', (request) => {
  const { pathname } = new URL(request.url());
  const at = pathname.indexOf('/api/v5/');
  if (at >= 0) apiRequests.push(pathname.slice(at + 7));
});

// The viewer has no change-password prompt between login and the overview.
await page.goto(`${sandbox.url}/#/login`);
await page.getByLabel('Username').fill(VIEWER.username);
await page.getByLabel('Password', { exact: true }).fill(VIEWER.password);
await page.getByRole('button', { name: 'Log in' }).click();
await page.getByRole('heading', { name: 'Overview' }).waitFor();

const heapAfterGc = async () => {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
};

/**
 * Between screens: leave the last one and wait until the sandbox answers at once again, so one
 * screen's backlog (a flood of requests) is not charged to the next.
 */
async function quiesce() {
  await page.goto('about:blank');
  for (let waited = 0; waited < 120_000; ) {
    const t0 = performance.now();
    await fetch(`${sandbox.url}/api/v5/status`);
    const ms = performance.now() - t0;
    if (ms < 50) return;
    waited += ms;
  }
}

async function measure(screen: Screen) {
  await quiesce();
  const target = typeof screen.path === 'string' ? screen.path : await screen.path(api);
  await page.goto(`${sandbox.url}/#${target}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  received = 0;
  apiRequests.length = 0;
  // Not until "load": a broker busy with what the previous screen asked would hold that back.
  await page.reload({ waitUntil: 'commit', timeout: 60_000 });
  let msToFirstRows: number | null = null;
  try {
    await page.locator(screen.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    msToFirstRows = Math.round(await page.evaluate((selector) => (window as unknown as { __scaleReady: Record<string, number> }).__scaleReady[selector] ?? performance.now(), screen.ready));
  } catch {
    // Never drawn within 30 s: reported as null.
  }
  const requestsToFirstRows = apiRequests.length;
  // What a screen asks once after its first rows (the optional APIs probed at idle, the alarm count) is not its polling.
  await page.waitForTimeout(SETTLE_MS);
  const requestsBeforeOpen = apiRequests.length;
  const openStart = Date.now();
  await page.waitForTimeout(OPEN_SECONDS * 1000);
  const perMinute = 60_000 / (Date.now() - openStart);
  const heap = await heapAfterGc();
  const longestTaskMs = Math.round(await page.evaluate(() => (window as unknown as { __longest: number }).__longest));
  return {
    screen: screen.name,
    path: target.length > 80 ? `${target.slice(0, 77)}...` : target,
    msToFirstRows,
    apiRequestsToFirstRows: requestsToFirstRows,
    apiRequestsPerMinuteOpen: Math.round((apiRequests.length - requestsBeforeOpen) * perMinute * 10) / 10,
    kBReceived: Math.round(received / 102.4) / 10,
    heapAfterGcMB: Math.round(heap / 104857.6) / 10,
    longestTaskMs,
  };
}

/** Left out of the requests per minute: the one-off reads that follow a screen's first rows. */
const SETTLE_MS = 5_000;

const results = [];
try {
  for (const screen of screens) {
    results.push(await measure(screen).catch((error: unknown) => ({ screen: screen.name, error: String(error).split('\n')[0] })));
  }
} finally {
  await browser.close();
  await sandbox.close();
}

const round2 = (n: number) => Math.round(n * 100) / 100;
console.log(
  JSON.stringify(
    {
      machineLoad: { cores: availableParallelism(), before: loadBefore.map(round2), after: loadavg().map(round2) },
      dist: path.relative(ROOT, DIST) || '.',
      sandbox: { msToCreate: sandboxMs, rssMB: Math.round(process.memoryUsage().rss / 1048576) },
      openSeconds: OPEN_SECONDS,
      targets: { msToFirstRows: 1500, longestTaskMs: 200, heapAfterGcMB: 120, dataBridgesRequestsPerMinute: 6, flowUsableMs: 3000 },
      screens: results,
    },
    null,
    2,
  ),
);
