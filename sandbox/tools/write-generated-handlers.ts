/**
 * sandbox/generated-handlers.ts: one static import per generated `*.msw.ts` module, so that
 * bundlers and Vitest see plain imports. `npm run generate` writes it (a new tag's operations are
 * answered at once), the drift check compares it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const GENERATED_HANDLERS_FILE = path.join(here, '../generated-handlers.ts');

/** The file's text for the generated endpoints in `endpoints` (src/generated/endpoints). */
export function renderGeneratedHandlers(endpoints: string): string {
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
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(GENERATED_HANDLERS_FILE, renderGeneratedHandlers(path.resolve(here, '../../src/generated/endpoints')));
  console.log('wrote sandbox/generated-handlers.ts');
}
