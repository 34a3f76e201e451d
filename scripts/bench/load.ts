/**
 * `npm run bench:load`: builds the console, then prints JSON with the bundle sizes and the median
 * of 5 cold loads in headless Chromium (served with the sandbox API): the login page, then the
 * overview reached by logging in, timed from the Log in click to the first history chart drawn, and
 * a cold reload of the overview with the session kept (the JS the overview itself needs). On that
 * reloaded overview, once its history is drawn: the JS heap after a forced garbage collection, the
 * DOM's size, and the script time the open, idle overview costs per minute (its polls and what they
 * re-render), measured over an idle window.
 * Targets (informative, not a test; the JS budgets are checked by `npm run check:budget`): login page
 * JS <= 200 KiB gzip, overview JS on a cold load <= 300 KiB gzip; overview heap after GC <= 17 MiB, DOM nodes <= 1,600,
 * idle script time <= 0.7 s per minute.
 *
 * Then the cold loads of the overview, rules and connections screens (cold-screens.ts): with
 * `--baseline DIR` (a build of an earlier commit), measured side by side with it in the same run,
 * interleaved, with the ratio of the medians (target <= 0.7 against main before issue 25).
 * Flags: --no-build; --baseline DIR, or --baseline-ref REF (builds that commit in a worktree first;
 * issue 25 compares with e71d469, main before it); --runs N (default 5); --idle-seconds N (default 60: the history refreshes once
 * a minute, so a shorter window may miss that refresh or count it more than its share); --range ID
 * (default 1h): the history range the reloaded overview shows (7d draws the most samples).
 * The API requests sent in the idle window are counted too: a low script time means little work per
 * poll only if the polls ran.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { assetSizes, entryChunk, totals } from './bundle.ts';
import { measureColdScreens } from './cold-screens.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const numberFlag = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} takes a positive number`);
  return value;
};
const RUNS = numberFlag('--runs', 5);
const IDLE_SECONDS = numberFlag('--idle-seconds', 60);
const RANGE = process.argv.includes('--range') ? process.argv[process.argv.indexOf('--range') + 1] : undefined;
if (RANGE !== undefined && !/^\d+[hd]$/.test(RANGE)) throw new Error('--range takes a history range such as 1h or 7d');
const flagValue = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const BASELINE_REF = flagValue('--baseline-ref');
const BASELINE = BASELINE_REF ? buildRef(BASELINE_REF) : flagValue('--baseline') && path.resolve(flagValue('--baseline')!);

/**
 * A build of another commit, in a worktree beside this one: its dist directory. It shares this
 * checkout's node_modules when its package-lock.json is the same, and installs its own otherwise
 * (a commit from before a dependency was added or dropped builds with what it had).
 */
function buildRef(ref: string): string {
  const sha = execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT, encoding: 'utf8' }).trim();
  const tree = path.join(tmpdir(), `bench-baseline-${sha}`);
  const dist = path.join(tree, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    if (!existsSync(tree)) execFileSync('git', ['worktree', 'add', '--detach', '-f', tree, sha], { cwd: ROOT, stdio: 'inherit' });
    if (!existsSync(path.join(tree, 'node_modules'))) {
      const lock = (dir: string) => readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
      if (lock(tree) === lock(ROOT)) symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'));
      else execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: tree, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
    }
    execFileSync(process.execPath, [path.join(tree, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], { cwd: tree, stdio: 'inherit' });
  }
  return dist;
}
/** Settling time after the first chart is drawn, so the heap and DOM are those of a steady overview. */
const SETTLE_MS = 3_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

if (!process.argv.includes('--no-build')) {
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
}
const sizes = assetSizes(DIST);
const gzipByFile = new Map(sizes.map((s) => [s.file, s.gzip]));
const entry = entryChunk(DIST);

const loadBefore = loadavg();
const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', staticDir: DIST, quiet: true });
const browser = await chromium.launch(chromiumLaunch);
const loads: { msToUsernameField: number; bytesTransferred: number; jsFiles: number; jsGzip: number; jsHeapBytes: number }[] = [];
const overviews: {
  msLoginToFirstChart: number;
  jsGzipWithLogin: number;
  msColdToFirstChart: number;
  jsFiles: number;
  jsGzip: number;
  jsHeapBytes: number;
  heapAfterGcBytes: number;
  domNodes: number;
  elements: number;
  idleScriptMsPerMinute: number;
  idleTaskMsPerMinute: number;
  idleRequestsPerMinute: Record<string, number>;
}[] = [];
/** A history chart drawn, as SVG or on canvas. */
const FIRST_CHART = '[data-chart] :is(svg path, canvas)';
type Cdp = import('@playwright/test').CDPSession;
const metric = async (cdp: Cdp) => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
};
/** JS files the page has loaded so far, as dist/ paths. */
const loadedJs = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.name.endsWith('.js')).map((r) => new URL(r.name).pathname.replace(/^\//, '')),
  );
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext(); // a new profile: a cold cache every time
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${sandbox.url}/#/login`);
    await page.getByLabel('Username').waitFor({ state: 'visible' });
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return {
        now: performance.now(),
        bytes: resources.reduce((n, r) => n + r.transferSize, navigation?.transferSize ?? 0),
        js: resources.filter((r) => r.name.endsWith('.js')).map((r) => new URL(r.name).pathname.replace(/^\//, '')),
      };
    });
    const { metrics } = await cdp.send('Performance.getMetrics');
    loads.push({
      msToUsernameField: Math.round(timing.now),
      bytesTransferred: timing.bytes,
      jsFiles: timing.js.length,
      jsGzip: timing.js.reduce((n, file) => n + (gzipByFile.get(file) ?? 0), 0),
      jsHeapBytes: metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0,
    });

    // A non-default password, so no change-password prompt stands between login and the overview.
    await page.getByLabel('Username').fill('noc-viewer');
    await page.getByLabel('Password', { exact: true }).fill('viewer#2024');
    const clicked = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.locator(FIRST_CHART).first().waitFor({ state: 'attached' });
    const drawn = await page.evaluate(() => performance.now());
    const withLogin = await loadedJs(page);

    // The same overview loaded cold, as an operator's bookmark opens it with a live session.
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (RANGE) await page.goto(`${sandbox.url}/#/dashboard/overview?range=${RANGE}`);
    await page.reload();
    await page.locator(FIRST_CHART).first().waitFor({ state: 'attached' });
    const cold = await page.evaluate(() => performance.now());
    const js = await loadedJs(page);
    const after = await metric(cdp);

    // The steady overview: what it keeps in memory and in the DOM once garbage is collected.
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const steady = await metric(cdp);
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    // Left open and idle: the script time its polls (and what they re-render) cost.
    const requests: Record<string, number> = {};
    const countRequest = (request: import('@playwright/test').Request) => {
      const { pathname } = new URL(request.url());
      const api = pathname.indexOf('/api/v5/');
      if (api >= 0) requests[pathname.slice(api + 7)] = (requests[pathname.slice(api + 7)] ?? 0) + 1;
    };
    page.on('request', countRequest);
    const idleStart = Date.now();
    await page.waitForTimeout(IDLE_SECONDS * 1000);
    const idle = await metric(cdp);
    const perMinute = 60_000 / (Date.now() - idleStart);
    page.off('request', countRequest);
    overviews.push({
      msLoginToFirstChart: Math.round(drawn - clicked),
      jsGzipWithLogin: withLogin.reduce((n, file) => n + (gzipByFile.get(file) ?? 0), 0),
      msColdToFirstChart: Math.round(cold),
      jsFiles: js.length,
      jsGzip: js.reduce((n, file) => n + (gzipByFile.get(file) ?? 0), 0),
      jsHeapBytes: after('JSHeapUsedSize'),
      heapAfterGcBytes: steady('JSHeapUsedSize'),
      domNodes: steady('Nodes'),
      elements,
      idleScriptMsPerMinute: (idle('ScriptDuration') - steady('ScriptDuration')) * 1000 * perMinute,
      idleTaskMsPerMinute: (idle('TaskDuration') - steady('TaskDuration')) * 1000 * perMinute,
      idleRequestsPerMinute: Object.fromEntries(Object.entries(requests).map(([path, n]) => [path, Math.round(n * perMinute * 10) / 10])),
    });
    await context.close();
  }
} finally {
  await sandbox.close();
}
let coldScreens;
try {
  coldScreens = await measureColdScreens(browser, [{ label: 'current', dist: DIST }, ...(BASELINE ? [{ label: BASELINE_REF ?? path.basename(path.dirname(BASELINE)), dist: BASELINE }] : [])], RUNS);
} finally {
  await browser.close();
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const mib = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
const medianOf = (pick: (o: (typeof overviews)[number]) => number) => median(overviews.map(pick));
console.log(
  JSON.stringify(
    {
      // 1, 5 and 15 minute load averages (as uptime prints them) before and after the runs: timings on a busy machine vary.
      machineLoad: { cores: availableParallelism(), before: loadBefore.map(round2), after: loadavg().map(round2) },
      bundle: {
        js: { ...totals(sizes, 'js'), rawKB: kb(totals(sizes, 'js').raw), gzipKB: kb(totals(sizes, 'js').gzip) },
        css: { ...totals(sizes, 'css'), rawKB: kb(totals(sizes, 'css').raw), gzipKB: kb(totals(sizes, 'css').gzip) },
        entry: { file: entry, gzipKB: kb(gzipByFile.get(entry) ?? 0), targetKB: 150 },
        largest: sizes.slice(0, 5).map((s) => ({ file: s.file, gzipKB: kb(s.gzip) })),
      },
      coldScreens,
      loginPage: {
        runs: RUNS,
        medianMsToUsernameField: median(loads.map((l) => l.msToUsernameField)),
        medianKBTransferred: kb(median(loads.map((l) => l.bytesTransferred))),
        jsFilesLoaded: loads[0]?.jsFiles,
        jsGzipKB: kb(median(loads.map((l) => l.jsGzip))),
        jsGzipTargetKB: 250,
        medianJsHeapMB: mib(median(loads.map((l) => l.jsHeapBytes))),
      },
      overview: {
        runs: RUNS,
        range: RANGE ?? '1h',
        medianMsLoginToFirstChart: median(overviews.map((o) => o.msLoginToFirstChart)),
        jsGzipKBLoginPlusOverview: kb(median(overviews.map((o) => o.jsGzipWithLogin))),
        medianMsColdLoadToFirstChart: median(overviews.map((o) => o.msColdToFirstChart)),
        jsFilesLoadedCold: overviews[0]?.jsFiles,
        jsGzipKBCold: kb(median(overviews.map((o) => o.jsGzip))),
        jsGzipTargetKB: 300,
        medianJsHeapMB: mib(medianOf((o) => o.jsHeapBytes)),
        medianHeapAfterGcMiB: mib(medianOf((o) => o.heapAfterGcBytes)),
        heapAfterGcTargetMiB: 17,
        // Performance.getMetrics' Nodes counts every DOM node (text nodes too); elements are the tags.
        medianDomNodes: medianOf((o) => o.domNodes),
        medianElements: medianOf((o) => o.elements),
        domNodesTarget: 1_600,
        idleSeconds: IDLE_SECONDS,
        medianIdleScriptSecondsPerMinute: Math.round(medianOf((o) => o.idleScriptMsPerMinute)) / 1000,
        medianIdleTaskSecondsPerMinute: Math.round(medianOf((o) => o.idleTaskMsPerMinute)) / 1000,
        idleScriptTargetSecondsPerMinute: 0.7,
        // What the idle overview asked the broker for, per minute (first run): its polls.
        idleApiRequestsPerMinute: overviews[0]?.idleRequestsPerMinute,
        perRun: overviews.map((o) => ({
          heapAfterGcMiB: mib(o.heapAfterGcBytes),
          domNodes: o.domNodes,
          idleScriptSecondsPerMinute: Math.round(o.idleScriptMsPerMinute) / 1000,
        })),
      },
    },
    null,
    2,
  ),
);
