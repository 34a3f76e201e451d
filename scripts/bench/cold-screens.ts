/**
 * Cold loads of the overview and the list screens (rules, connections), each a reload of a deep link
 * with the session kept and the cache off: the time until the screen's first chart or rows, the JS it
 * fetched (gzip) and the API requests sent before. Given a baseline build, both builds are measured
 * in the same run, interleaved, each on a sandbox of its own, and the medians compared.
 */
import type { Browser, Page } from '@playwright/test';
import { startSandbox } from '../../sandbox/server.ts';
import { VIEWER } from '../../sandbox/state.ts';
import { assetSizes } from './bundle.ts';

const ROWS = 'main table tbody tr:has(td):not(:has(td[colspan]))';

export const COLD_SCREENS = [
  { name: 'overview', path: '/dashboard/overview', ready: '[data-chart] :is(svg path, canvas)' },
  { name: 'rules', path: '/rules', ready: ROWS },
  { name: 'connections', path: '/connections', ready: ROWS },
] as const;

interface Sample {
  ms: number;
  jsGzip: number;
  apiRequests: number;
}

async function logIn(page: Page, url: string) {
  await page.goto(`${url}/#/login`);
  await page.getByLabel('Username').fill(VIEWER.username);
  await page.getByLabel('Password', { exact: true }).fill(VIEWER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
}

/**
 * Runs in the page before its scripts: notes when each screen's first chart or row is attached (a
 * MutationObserver, not a poll from the test, which would add its own interval to the figure).
 */
const READY_PROBE = `(() => {
  const selectors = ${JSON.stringify(COLD_SCREENS.map((screen) => screen.ready))};
  const ready = (window.__coldReady = {});
  new MutationObserver(() => {
    for (const selector of selectors) if (!(selector in ready) && document.querySelector(selector)) ready[selector] = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
})()`;

async function coldLoad(page: Page, url: string, screen: (typeof COLD_SCREENS)[number], gzipOf: (file: string) => number): Promise<Sample> {
  await page.goto(`${url}/#${screen.path}`);
  await page.reload();
  await page.locator(screen.ready).first().waitFor({ state: 'attached' });
  // What was fetched before the screen was ready: what comes after (texts of the next screens) is not its cost.
  const { ms, js, apiRequests } = await page.evaluate((selector) => {
    const at = (window as unknown as { __coldReady: Record<string, number> }).__coldReady[selector] ?? performance.now();
    const before = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.startTime <= at);
    return {
      ms: at,
      js: before.filter((r) => r.name.endsWith('.js')).map((r) => new URL(r.name).pathname.replace(/^\//, '')),
      apiRequests: before.filter((r) => r.name.includes('/api/v5/')).length,
    };
  }, screen.ready);
  return { ms: Math.round(ms), jsGzip: js.reduce((n, file) => n + gzipOf(file), 0), apiRequests };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measureColdScreens(browser: Browser, builds: { label: string; dist: string }[], runs: number) {
  const servers = await Promise.all(builds.map((build) => startSandbox({ port: 0, host: '127.0.0.1', staticDir: build.dist, quiet: true })));
  const gzip = builds.map((build) => new Map(assetSizes(build.dist).map((s) => [s.file, s.gzip])));
  const samples = builds.map(() => new Map<string, Sample[]>());
  try {
    for (let run = 0; run < runs; run++) {
      // Interleaved: a busy moment of the machine falls on both builds alike.
      for (const [b, server] of servers.entries()) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.addInitScript(READY_PROBE);
        await logIn(page, server.url);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        for (const screen of COLD_SCREENS) {
          const sample = await coldLoad(page, server.url, screen, (file) => gzip[b]!.get(file) ?? 0);
          samples[b]!.set(screen.name, [...(samples[b]!.get(screen.name) ?? []), sample]);
        }
        await context.close();
      }
    }
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
  const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  return Object.fromEntries(
    COLD_SCREENS.map((screen) => {
      const perBuild = builds.map((build, b) => {
        const list = samples[b]!.get(screen.name) ?? [];
        return { build: build.label, medianMs: median(list.map((s) => s.ms)), jsGzipKiB: kib(median(list.map((s) => s.jsGzip))), apiRequestsBeforeFirstPaint: median(list.map((s) => s.apiRequests)) };
      });
      const [current, baseline] = perBuild;
      const ratio = baseline && current && baseline.medianMs > 0 ? Math.round((current.medianMs / baseline.medianMs) * 100) / 100 : undefined;
      return [screen.name, { runs, builds: perBuild, ...(ratio === undefined ? {} : { timeRatioToBaseline: ratio, targetRatio: 0.7 }) }];
    }),
  );
}
