/**
 * Which API document the console is generated from: `openapi/source.json` names it, and
 * `npm run api:pull` points it at a newly pulled one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// import.meta.url rather than import.meta.dirname: Orval loads orval.config.ts (which imports this
// module) as a CommonJS bundle and substitutes import.meta.url only.
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const SOURCE_POINTER = path.join(ROOT, 'openapi/source.json');

/** Read on every call, so a generation right after `api:pull` rewrote the pointer uses the new document. */
export function apiDocumentPath(): string {
  const { document } = JSON.parse(readFileSync(SOURCE_POINTER, 'utf8')) as { document: string };
  return path.join(ROOT, 'openapi', document);
}

/** The Chinese edition of a document sits beside it as `<name>-zh.json` (same schemas, Chinese texts). */
export function chineseDocumentPath(documentPath: string): string {
  return documentPath.replace(/\.json$/, '-zh.json');
}
