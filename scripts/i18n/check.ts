/**
 * The i18n gate: fails when the committed catalogs are stale (a message in the code that the
 * catalogs lack, or one they keep that the code dropped) or when a zh message has no translation.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogFiles, LOCALES_DIR } from './catalogs.ts';
import { parsePo } from './po.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Each catalog file of a language (by name: start.po, screens.po…) with its messages. */
function catalogs(locale: string, dir = LOCALES_DIR) {
  return new Map(catalogFiles(locale, dir).map((file) => [path.basename(file), parsePo(readFileSync(file, 'utf8'))]));
}

// Extract into the real folder (lingui knows no other), compare, then put the committed files back.
const backup = mkdtempSync(path.join(os.tmpdir(), 'locales-'));
cpSync(LOCALES_DIR, backup, { recursive: true });
let fresh: ReturnType<typeof catalogs>;
try {
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean'], { cwd: ROOT, stdio: 'pipe' });
  fresh = catalogs('en');
} finally {
  rmSync(LOCALES_DIR, { recursive: true, force: true });
  cpSync(backup, LOCALES_DIR, { recursive: true });
  rmSync(backup, { recursive: true, force: true });
}

const problems: string[] = [];
let total = 0;
for (const locale of ['en', 'zh']) {
  const committed = catalogs(locale);
  for (const name of committed.keys()) if (!fresh.has(name)) problems.push(`${locale}/${name}: a catalog lingui.config.ts no longer makes`);
  for (const [name, messages] of fresh) {
    const wanted = new Set(messages.map((m) => m.id));
    if (locale === 'en') total += wanted.size;
    const have = new Set((committed.get(name) ?? []).map((m) => m.id));
    for (const id of wanted) if (!have.has(id)) problems.push(`${locale}/${name}: not extracted yet: "${id}"`);
    for (const id of have) if (!wanted.has(id)) problems.push(`${locale}/${name}: obsolete: "${id}"`);
  }
}
// The catalogs a screen loads are merged under one id per text (and context): the same text
// translated two ways in two catalogs shows whichever loaded last, on every screen.
const translations = new Map<string, { name: string; translation: string }>();
for (const [name, messages] of catalogs('zh')) {
  for (const message of messages) {
    if (!message.translation.trim()) problems.push(`zh/${name}: missing translation: "${message.id}"`);
    const key = `${message.context ?? ''}\u0004${message.id}`;
    const seen = translations.get(key);
    if (!seen) translations.set(key, { name, translation: message.translation });
    else if (message.translation && seen.translation && seen.translation !== message.translation) {
      problems.push(`zh/${name}: "${message.id}" is "${message.translation}" here but "${seen.translation}" in ${seen.name}: use one, or give one a context (msg({ message, context }))`);
    }
  }
}

if (problems.length) {
  console.error(`Catalogs are not complete (${problems.length}):`);
  problems.forEach((p) => console.error(`  ${p}`));
  console.error('Run `npm run i18n:extract`, then translate the zh entries (`npm run i18n:translate`).');
  process.exitCode = 1;
} else {
  console.info(`Catalogs complete: ${total} messages in ${fresh.size} catalogs, all translated to zh.`);
}
