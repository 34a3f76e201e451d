/**
 * `npm run check:budget` (a step of `npm test`, after the production build): fails when the JS the
 * login page or a cold deep link to the overview fetches goes over its budget (scripts/budget/budgets.ts),
 * or when index.html preloads JS the entry does not import. Reads dist/ as `vite build` leaves it.
 * Flags: `--dist DIR` (another build), `--list` (every file each page loads).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assetSizes } from './bench/bundle.ts';
import { BUDGETS, catalogPart, ON_DEMAND } from './budget/budgets.ts';
import { evaluateBudget, kib } from './budget/evaluate.ts';
import { extraHtmlScripts, type Manifest, routeFileCandidates, routeJs } from './budget/route-js.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const distFlag = process.argv.indexOf('--dist');
const dist = path.resolve(ROOT, distFlag > 0 ? process.argv[distFlag + 1]! : 'dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`npx vite build\` first (vite.config.ts sets build.manifest).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const gzipByFile = new Map(assetSizes(dist).map((size) => [size.file, size.gzip]));
const gzipOf = (file: string) => {
  const gzip = gzipByFile.get(file);
  if (gzip === undefined) throw new Error(`the build manifest names ${file}, which is not in ${dist}`);
  return gzip;
};

let failed = false;
console.info('JS a cold visit fetches, gzip (from dist/.vite/manifest.json):');
for (const budget of BUDGETS) {
  // A renamed route must not pass as an empty one.
  if (!routeFileCandidates(budget.routeId).some((file) => existsSync(path.join(ROOT, file)))) {
    throw new Error(`budget "${budget.name}": no route ${budget.routeId} (none of ${routeFileCandidates(budget.routeId).join(', ')}); update scripts/budget/budgets.ts`);
  }
  const loaded = routeJs(manifest, { routeId: budget.routeId, onDemand: ON_DEMAND, catalogPart, catalogs: budget.catalogs, gzipOf });
  const verdict = evaluateBudget(budget, loaded);
  failed ||= !verdict.ok;
  for (const line of verdict.lines) (verdict.ok ? console.info : console.error)(`  ${line}`);
  if (process.argv.includes('--list')) for (const file of loaded) console.info(`       ${kib(file.gzip).padStart(10)}  ${file.file}  (${file.label})${file.deferred ? ', after the first render' : ''}`);
}

const unasked = extraHtmlScripts(manifest, readFileSync(path.join(dist, 'index.html'), 'utf8'));
if (unasked.length > 0) {
  failed = true;
  console.error(`  FAIL index.html fetches JS its entry does not import, so every first visit pays for it: ${unasked.join(', ')}`);
}

const stale = ON_DEMAND.filter((key) => !manifest[key]);
if (stale.length > 0) {
  failed = true;
  console.error(`  FAIL ON_DEMAND in scripts/budget/budgets.ts names modules that are no longer a lazy chunk of the build: ${stale.join(', ')}`);
}

if (failed) {
  console.error('Bundle budget check failed: load heavy code with the route or the action that needs it (a lazy import), not from the entry or the shell.');
  process.exit(1);
}
