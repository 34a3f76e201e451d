/**
 * Fills zh translations from a JSON object `{ "English source": "中文" }` (a file, or `-` for
 * standard input): `npm run i18n:translate -- file.json`. Run `npm run i18n:extract` first so the
 * catalog holds the messages; sources it lacks are listed, not added.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PO = path.join(ROOT, 'locales/zh/messages.po');

const source = process.argv[2];
if (!source) {
  console.error('usage: npm run i18n:translate -- <file.json | ->');
  process.exit(2);
}
const wanted = JSON.parse(readFileSync(source === '-' ? 0 : source, 'utf8')) as Record<string, string>;

/** Lingui writes each msgid and msgstr on one line, as a JSON-compatible quoted string. */
const lines = readFileSync(PO, 'utf8').split('\n');
const done = new Set<string>();
for (let i = 0; i < lines.length - 1; i++) {
  const line = lines[i]!;
  if (!line.startsWith('msgid "')) continue;
  const id = JSON.parse(line.slice(6)) as string;
  const next = lines[i + 1]!;
  if (!(id in wanted) || !next.startsWith('msgstr ')) continue;
  lines[i + 1] = `msgstr ${JSON.stringify(wanted[id])}`;
  done.add(id);
}
writeFileSync(PO, lines.join('\n'));
const missing = Object.keys(wanted).filter((id) => !done.has(id));
console.info(`Translated ${done.size} messages.`);
if (missing.length) {
  console.error(`Not in the catalog (run npm run i18n:extract first, or check the source text):`);
  missing.forEach((id) => console.error(`  ${JSON.stringify(id)}`));
  process.exitCode = 1;
}
