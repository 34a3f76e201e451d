/**
 * Writes sandbox/generated-handlers.ts: one static import per generated `*.msw.ts` module, so that
 * bundlers and Vitest see plain imports. Rerun after `npm run generate` adds or removes a tag:
 * `node --import tsx sandbox/tools/write-generated-handlers.ts`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const endpoints = path.resolve(here, '../../src/generated/endpoints');

const modules = readdirSync(endpoints, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort()
  .map((tag) => {
    const source = readFileSync(path.join(endpoints, tag, `${tag}.msw.ts`), 'utf8');
    const name = /^export const (get\w+Mock) = \(\) => \[/m.exec(source)?.[1];
    if (!name) throw new Error(`no handler list in ${tag}.msw.ts`);
    return { tag, name };
  });

const lines = [
  '/**',
  ' * Every generated msw handler (Orval, faker data), one import per API tag. Written by',
  ' * sandbox/tools/write-generated-handlers.ts; the stateful handlers are listed before these.',
  ' */',
  "import type { HttpHandler } from 'msw';",
  ...modules.map(({ tag, name }) => `import { ${name} } from '../src/generated/endpoints/${tag}/${tag}.msw';`),
  '',
  'export function generatedHandlers(): HttpHandler[] {',
  '  return [',
  ...modules.map(({ name }) => `    ...${name}(),`),
  '  ];',
  '}',
  '',
];
writeFileSync(path.join(here, '../generated-handlers.ts'), lines.join('\n'));
console.log(`wrote sandbox/generated-handlers.ts (${modules.length} modules)`);
