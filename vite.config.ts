/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { chunkPlan } from './scripts/build/chunk-plan.ts';
import { rjsfChakraSystem } from './scripts/build/rjsf-chakra-system.ts';
import { routePreload } from './scripts/build/route-preload.ts';
import { UNIT_TEST_LIMIT_MS } from './src/test/limits.ts';

const domTests = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.tsx'))
  .map((file) => ({ file: `src/${file}`, text: readFileSync(`src/${file}`, 'utf8') }));

/**
 * Test files that run isolated: those replacing a module with vi.mock (a module registry shared with
 * other files may already hold the real module by the time the mock is declared), and those marked
 * `@isolated-test` (they leave module-wide state behind that broke later files; the file says what is
 * known of it). Each one imports the app anew, about ten seconds: use neither where a spy will do.
 */
const isolatedTests = domTests.filter(({ text }) => /vi\.mock\(|@isolated-test/.test(text)).map(({ file }) => file);

/**
 * Test files hosting the whole app with renderRoute: the real shell keeps module-wide state, and what
 * other files left in it changed what these saw, so they share a registry only with one another
 * (the route tree is imported once per worker, not once per file).
 */
const appTests = domTests.filter(({ file, text }) => /renderRoute\(/.test(text) && !isolatedTests.includes(file)).map(({ file }) => file);

const LINGUI_MACRO = /@lingui\/(?:react\/|core\/)?macro['"]/;
function usesLinguiMacros(id: string): boolean {
  try {
    return LINGUI_MACRO.test(readFileSync(id.replace(/\?.*$/, ''), 'utf8'));
  } catch {
    return true;
  }
}

/** Where `npm start` / `vite` proxy api/v5: a real broker (EMQX_URL) or the sandbox. */
const apiTarget = process.env.EMQX_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? '18083'}`;

export default defineConfig({
  // Relative asset paths: the built console works under any sub-path.
  base: './',
  // The console's own version, shown on the help screen.
  define: { __CONSOLE_VERSION__: JSON.stringify(packageJson.version) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The login page loads with the entry: a cold visit's first page, without a second round trip.
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/login' ? [] : undefined) },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    // Babel runs only for Lingui's macros: two files in three (tests, the sandbox, domain logic, generated
    // code) have none and skip it, which makes the unit step's transforms and the build quicker.
    react({ exclude: [/\/node_modules\//, /\/src\/generated\//], babel: (id) => (usesLinguiMacros(id) ? { plugins: ['@lingui/babel-plugin-lingui-macro'] } : {}) }),
    lingui(),
    rjsfChakraSystem(import.meta.dirname),
    routePreload(import.meta.dirname),
  ],
  server: {
    host: '127.0.0.1',
    proxy: { '/api/v5': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    chunkSizeWarningLimit: 800,
    // scripts/check-budget.ts reads it to sum what each route loads.
    manifest: true,
    // Every browser the console supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Chakra's theme index calls defineConfig (a pure identity) on every recipe and discards the
      // result; rolldown cannot tell it is pure, so the whole default theme (~27 KiB gzip) would load
      // with the login even though the console's system takes only the recipes it uses.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        // A few files cut along the app's seams instead of dozens of tiny shared chunks.
        codeSplitting: chunkPlan(import.meta.dirname),
      },
    },
  },
  test: {
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    // One limit for every test and hook (src/test/limits.ts): no test sets its own.
    testTimeout: UNIT_TEST_LIMIT_MS,
    hookTimeout: UNIT_TEST_LIMIT_MS,
    // Each project below has a module graph of its own, and each transformed the whole app again; kept on
    // disk by content, a module is transformed once for all of them (about a tenth of the unit step's CPU
    // on a clean checkout), and not again on the next run where it did not change.
    experimental: { fsModuleCache: true, fsModuleCachePath: '.cache/vitest-modules' },
    // Vitest runs on one core less than the machine has: on CI's 2 cores that is a single worker,
    // and the unit step took longer than all the end-to-end tests. Both cores work instead.
    maxWorkers: Math.max(2, availableParallelism()),
    // React's development build and jsdom allocate short-lived objects by the gigabyte: a larger young
    // generation collects them less often (about 5 % off the DOM projects' test time, measured).
    execArgv: ['--max-semi-space-size=64'],
    // Pure logic runs in node (X.test.ts), components in jsdom (X.test.tsx). Files share a worker's module
    // registry and document (isolate: false): importing React, Chakra and the generated client once per
    // worker instead of once per file took the unit step from about 470 s to 190 s. src/test/setup.ts
    // clears what a test leaves behind.
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', isolate: false, include: ['src/**/*.test.ts', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      { extends: true, test: { name: 'dom', environment: 'jsdom', isolate: false, include: ['src/**/*.test.tsx'], exclude: [...isolatedTests, ...appTests] } },
      { extends: true, test: { name: 'dom-app', environment: 'jsdom', isolate: false, include: appTests } },
      { extends: true, test: { name: 'dom-isolated', environment: 'jsdom', include: isolatedTests } },
    ],
  },
});
