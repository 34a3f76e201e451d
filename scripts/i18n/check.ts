/**
 * The i18n gate: fails when the committed catalogs are stale (a message in the code that the
 * catalogs lack, or one they keep that the code dropped) or when a zh message has no translation.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parsePo } from './po.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOCALES_DIR = path.join(ROOT, 'locales');

function catalog(locale: string, dir = LOCALES_DIR) {
  return parsePo(readFileSync(path.join(dir, locale, 'messages.po'), 'utf8'));
}

// Extract into the real folder (lingui knows no other), compare, then put the committed files back.
const backup = mkdtempSync(path.join(os.tmpdir(), 'locales-'));
cpSync(LOCALES_DIR, backup, { recursive: true });
let fresh: ReturnType<typeof catalog>;
try {
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean'], { cwd: ROOT, stdio: 'pipe' });
  fresh = catalog('en');
} finally {
  rmSync(LOCALES_DIR, { recursive: true, force: true });
  cpSync(backup, LOCALES_DIR, { recursive: true });
  rmSync(backup, { recursive: true, force: true });
}

const problems: string[] = [];
const wanted = new Set(fresh.map((m) => m.id));
for (const locale of ['en', 'zh']) {
  const have = new Set(catalog(locale).map((m) => m.id));
  for (const id of wanted) if (!have.has(id)) problems.push(`${locale}: not extracted yet: "${id}"`);
  for (const id of have) if (!wanted.has(id)) problems.push(`${locale}: obsolete: "${id}"`);
}
for (const message of catalog('zh')) {
  if (!message.translation.trim()) problems.push(`zh: missing translation: "${message.id}"`);
}

if (problems.length) {
  console.error(`Catalogs are not complete (${problems.length}):`);
  problems.forEach((p) => console.error(`  ${p}`));
  console.error('Run `npm run i18n:extract`, then translate the zh entries in locales/zh/messages.po.');
  process.exitCode = 1;
} else {
  console.info(`Catalogs complete: ${wanted.size} messages, all translated to zh.`);
}
