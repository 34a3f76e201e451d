/**
 * `npm run bench:load`: builds the console, then prints JSON with the bundle sizes and the median
 * of 5 cold loads of the login page in headless Chromium (served with the sandbox API).
 * Targets (informative, not a test): entry JS <= 150 KB gzip; login page JS <= 250 KB gzip.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { assetSizes, entryChunk, totals } from './bundle.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const RUNS = 5;

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

const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', staticDir: DIST, quiet: true });
const browser = await chromium.launch(chromiumLaunch);
const loads: { msToUsernameField: number; bytesTransferred: number; jsFiles: number; jsGzip: number; jsHeapBytes: number }[] = [];
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
    await context.close();
  }
} finally {
  await browser.close();
  await sandbox.close();
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
console.log(
  JSON.stringify(
    {
      bundle: {
        js: { ...totals(sizes, 'js'), rawKB: kb(totals(sizes, 'js').raw), gzipKB: kb(totals(sizes, 'js').gzip) },
        css: { ...totals(sizes, 'css'), rawKB: kb(totals(sizes, 'css').raw), gzipKB: kb(totals(sizes, 'css').gzip) },
        entry: { file: entry, gzipKB: kb(gzipByFile.get(entry) ?? 0), targetKB: 150 },
        largest: sizes.slice(0, 5).map((s) => ({ file: s.file, gzipKB: kb(s.gzip) })),
      },
      loginPage: {
        runs: RUNS,
        medianMsToUsernameField: median(loads.map((l) => l.msToUsernameField)),
        medianKBTransferred: kb(median(loads.map((l) => l.bytesTransferred))),
        jsFilesLoaded: loads[0]?.jsFiles,
        jsGzipKB: kb(median(loads.map((l) => l.jsGzip))),
        jsGzipTargetKB: 250,
        medianJsHeapMB: Math.round((median(loads.map((l) => l.jsHeapBytes)) / 1048576) * 10) / 10,
      },
    },
    null,
    2,
  ),
);
