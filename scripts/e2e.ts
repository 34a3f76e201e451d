/**
 * `npm run test:e2e [-- playwright args]`: the end-to-end tests drive the production build (dist/),
 * so it is built first when missing or older than what it is built from; then Playwright runs with
 * the arguments given (`-- tests/e2e/login.spec.ts`, `-- --trace retain-on-failure`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** What the build reads: a change in any of these makes dist/ stale. */
const INPUTS = ['src', 'locales', 'schemas', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((latest, name) => Math.max(latest, newest(path.join(entry, name))), stat.mtimeMs);
}

export function distIsStale(root = ROOT): boolean {
  const built = path.join(root, 'dist/index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(...INPUTS.map((input) => newest(path.join(root, input))));
  return sources > statSync(built).mtimeMs;
}

function run(command: string, args: string[]): number {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
}

if (process.argv[1] === import.meta.filename) {
  if (distIsStale()) {
    console.info('dist/ is missing or older than the sources: building it first (vite build).');
    const built = run('npx', ['vite', 'build', '--logLevel', 'warn']);
    if (built !== 0) process.exit(built);
  }
  process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
}
