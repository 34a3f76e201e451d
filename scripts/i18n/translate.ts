/**
 * Fills zh translations from a JSON object `{ "English source": "中文" }` (a file, or `-` for
 * standard input): `npm run i18n:translate -- file.json`, in every zh catalog that holds the message.
 * Run `npm run i18n:extract` first so the catalogs hold the messages; sources none has are listed,
 * not added.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { catalogFiles } from './catalogs.ts';

const source = process.argv[2];
if (!source) {
  console.error('usage: npm run i18n:translate -- <file.json | ->');
  process.exit(2);
}
const wanted = JSON.parse(readFileSync(source === '-' ? 0 : source, 'utf8')) as Record<string, string>;

/** Lingui writes each msgid and msgstr on one line, as a JSON-compatible quoted string. */
const done = new Set<string>();
for (const po of catalogFiles('zh')) {
  const lines = readFileSync(po, 'utf8').split('\n');
  for (let i = 0; i < lines.length - 1; i++) {
    const line = lines[i]!;
    if (!line.startsWith('msgid "')) continue;
    const id = JSON.parse(line.slice(6)) as string;
    const next = lines[i + 1]!;
    if (!(id in wanted) || !next.startsWith('msgstr ')) continue;
    lines[i + 1] = `msgstr ${JSON.stringify(wanted[id])}`;
    done.add(id);
  }
  writeFileSync(po, lines.join('\n'));
}
const missing = Object.keys(wanted).filter((id) => !done.has(id));
console.info(`Translated ${done.size} messages.`);
if (missing.length) {
  console.error(`Not in the catalog (run npm run i18n:extract first, or check the source text):`);
  missing.forEach((id) => console.error(`  ${JSON.stringify(id)}`));
  process.exitCode = 1;
}
