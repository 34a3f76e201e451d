import { defineConfig } from '@playwright/test';
import { E2E_EXPECT_LIMIT_MS, E2E_TEST_LIMIT_MS } from './src/test/limits';

/** Debian's Chromium; Playwright's own browser download is not available here. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two, one per core: three made every test slower (the run took as long) and raced the tests that
  // change the shared admin's password.
  workers: 2,
  retries: 0,
  // The suite's limits (src/test/limits.ts): generous enough for a machine four times slower, and
  // the same for every test (none sets its own).
  timeout: E2E_TEST_LIMIT_MS,
  expect: { timeout: E2E_EXPECT_LIMIT_MS, toPass: { timeout: E2E_EXPECT_LIMIT_MS } },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // No baseURL here: each worker serves dist/ from a sandbox of its own (tests/e2e/fixtures/console.ts).
    // The first visit follows the browser's language: the specs read English unless they say otherwise.
    locale: 'en-US',
    // As an operator may set it: the console then draws no animation (src/theme/system.ts).
    reducedMotion: 'reduce',
    // A test's page lives a few seconds: V8's optimizing compiler (TurboFan) spent more on compiling the
    // console's code than the optimized code saved, on the renderer and its background threads alike.
    // Without it the run took 11–17 % less CPU (measured on the route sweep and four feature specs). The
    // benchmarks (scripts/bench) launch with `chromiumLaunch` alone: they measure what a browser does.
    launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--js-flags=--no-opt'] },
    // Recording a trace for every test cost a quarter of the run on 2 cores, and CI keeps only the printed
    // output (with each failure's page snapshot). Debugging locally: add `--trace retain-on-failure`.
    trace: 'off',
  },
});
