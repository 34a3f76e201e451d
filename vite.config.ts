/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

/** Where `npm start` / `vite` proxy api/v5: a real broker (EMQX_URL) or the sandbox. */
const apiTarget = process.env.EMQX_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? '18083'}`;

export default defineConfig({
  // Relative asset paths: the built console works under any sub-path.
  base: './',
  // The console's own version, shown on the help screen.
  define: { __CONSOLE_VERSION__: JSON.stringify(packageJson.version) },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    // Generated code has no Lingui macros: keeping Babel off it saves ~13 s whenever tests import the mocks.
    react({ exclude: [/\/node_modules\//, /\/src\/generated\//], babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
  ],
  server: {
    host: '127.0.0.1',
    proxy: { '/api/v5': { target: apiTarget, changeOrigin: true } },
  },
  build: { chunkSizeWarningLimit: 800 },
  test: {
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    // Pure logic runs in node (X.test.ts), components in jsdom (X.test.tsx).
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: ['src/**/*.test.ts', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'] } },
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
    ],
  },
});
