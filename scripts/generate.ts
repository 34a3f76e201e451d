/**
 * `npm run generate [-- --out <dir>]`: normalizes the vendored broker API document and runs Orval.
 * Writes src/generated/ unless --out names another folder (the drift check uses a temporary one).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'orval';
import { formatChanges, normalizeOpenApi, type JsonObject } from './openapi/normalize.ts';
import { orvalConfig } from './openapi/orval-config.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** Names the document in openapi/ that the client is generated from; `npm run api:pull` updates it. */
export const SOURCE_POINTER = path.join(ROOT, 'openapi/source.json');

export function apiDocumentPath(): string {
  const { document } = JSON.parse(readFileSync(SOURCE_POINTER, 'utf8')) as { document: string };
  return path.join(ROOT, 'openapi', document);
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
  const started = Date.now();
  await generateClient(outDir);
  console.info(`Generated into ${path.relative(ROOT, outDir) || outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
