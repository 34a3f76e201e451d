/**
 * `npm run generate [-- --out <dir>]`: normalizes the vendored broker API document and runs Orval,
 * then extracts the settings schemas of the forms into schemas/.
 * Writes src/generated/ and schemas/ unless --out and --schemas-out name other folders.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'orval';
import { formatChanges, normalizeOpenApi, type JsonObject } from './openapi/normalize.ts';
import { orvalConfig } from './openapi/orval-config.ts';
import { extractSchemas, renderSchemaFiles } from './schemas/extract.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** Names the document in openapi/ that the client is generated from; `npm run api:pull` updates it. */
export const SOURCE_POINTER = path.join(ROOT, 'openapi/source.json');

export function apiDocumentPath(): string {
  const { document } = JSON.parse(readFileSync(SOURCE_POINTER, 'utf8')) as { document: string };
  return path.join(ROOT, 'openapi', document);
}

/** The Chinese edition of a document sits beside it as `<name>-zh.json` (same schemas, Chinese texts). */
export function chineseDocumentPath(documentPath: string): string {
  return documentPath.replace(/\.json$/, '-zh.json');
}

/**
 * Writes schemas/ (or `outDir`): one JSON Schema per settings body the forms edit, and index.json.
 * Replaces the folder's JSON files, so a schema no longer extracted does not linger.
 */
export function generateSchemas(outDir: string, log: (line: string) => void = console.info): void {
  const documentPath = apiDocumentPath();
  const zhPath = chineseDocumentPath(documentPath);
  const zhExists = existsSync(zhPath);
  if (!zhExists) log(`No ${path.basename(zhPath)} beside the document: the schemas get no Chinese descriptions.`);
  const { schemas, changes } = extractSchemas({
    en: JSON.parse(readFileSync(documentPath, 'utf8')) as JsonObject,
    zh: zhExists ? (JSON.parse(readFileSync(zhPath, 'utf8')) as JsonObject) : undefined,
    source: path.basename(documentPath),
  });
  log(formatChanges(`Extracted ${schemas.length} form schemas`, changes));
  const files = renderSchemaFiles(schemas, path.basename(documentPath), zhExists ? path.basename(zhPath) : undefined);
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(outDir)) if (name.endsWith('.json')) rmSync(path.join(outDir, name));
  for (const [name, text] of files) writeFileSync(path.join(outDir, name), text);
}

export async function generateClient(outDir: string, log: (line: string) => void = console.info): Promise<void> {
  const source = JSON.parse(readFileSync(apiDocumentPath(), 'utf8')) as JsonObject;
  const hooks = normalizeOpenApi(source, { stripDocs: true });
  const zod = normalizeOpenApi(source, { stripDocs: true, forZod: true });
  log(formatChanges('Normalized for hooks, models and mocks', hooks.changes));
  log(formatChanges('Normalized for zod schemas', zod.changes));

  const work = mkdtempSync(path.join(os.tmpdir(), 'emqx-openapi-'));
  try {
    const docs = { hooks: path.join(work, 'hooks.json'), zod: path.join(work, 'zod.json') };
    writeFileSync(docs.hooks, JSON.stringify(hooks.doc));
    writeFileSync(docs.zod, JSON.stringify(zod.doc));
    for (const [projectName, options] of Object.entries(orvalConfig(docs, outDir, ROOT))) {
      await generate(options, ROOT, { projectName });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  const outFlag = process.argv.indexOf('--out');
  const outDir = outFlag > 0 ? path.resolve(process.argv[outFlag + 1]!) : path.join(ROOT, 'src/generated');
  const schemasOutFlag = process.argv.indexOf('--schemas-out');
  const schemasDir = schemasOutFlag > 0 ? path.resolve(process.argv[schemasOutFlag + 1]!) : path.join(ROOT, 'schemas');
  const started = Date.now();
  await generateClient(outDir);
  console.info(`Generated into ${path.relative(ROOT, outDir) || outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  generateSchemas(schemasDir);
  console.info(`Wrote the form schemas into ${path.relative(ROOT, schemasDir) || schemasDir}`);
}
