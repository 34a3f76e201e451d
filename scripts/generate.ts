/**
 * `npm run generate [-- --out <dir>]`: runs Orval with the top-level orval.config.ts (which
 * normalizes the vendored broker API document on the way in), then extracts the settings schemas
 * of the forms into schemas/. Writes src/generated/ and schemas/ unless --out and --schemas-out
 * name other folders.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'orval';
import { format } from 'prettier';
import { emqxOrvalConfig } from '../orval.config.ts';
import { formatChanges, normalizeOpenApi, type JsonObject } from './openapi/normalize.ts';
import { renderResponseRoutes } from './openapi/response-routes.ts';
import { currentFingerprint, GENERATED_FROM } from './openapi/generated-from.ts';
import { apiDocumentPath, chineseDocumentPath, ROOT } from './openapi/source.ts';
import { extractSchemas, renderSchemaFiles } from './schemas/extract.ts';
import { DEFAULTS_FILE, renderDefaults } from '../sandbox/tools/extract-defaults.ts';
import { GENERATED_HANDLERS_FILE, renderGeneratedHandlers } from '../sandbox/tools/write-generated-handlers.ts';

export { apiDocumentPath, chineseDocumentPath, ROOT, SOURCE_POINTER } from './openapi/source.ts';

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

/** Files of `dir` (recursively) whose name ends with `suffix`. */
function filesEndingWith(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesEndingWith(full, suffix) : entry.name.endsWith(suffix) ? [full] : [];
  });
}

/**
 * Orval writes each mock and zod schema on one line, kilobytes long: a changed field would show as
 * the whole line changed. Formatted, `git diff` after a pull shows the fields that changed.
 */
async function formatLongLines(outDir: string): Promise<void> {
  const files = [...filesEndingWith(path.join(outDir, 'endpoints'), '.msw.ts'), ...filesEndingWith(path.join(outDir, 'zod'), '.zod.ts')];
  await Promise.all(
    files.map(async (file) => {
      const text = readFileSync(file, 'utf8');
      writeFileSync(file, await format(text, { parser: 'typescript', printWidth: 140, singleQuote: true }));
    }),
  );
}

/** The same projects `npx orval` runs, written into `outDir`, and the table from GET paths to their answers' zod schemas. */
export async function generateClient(outDir: string, log: (line: string) => void = console.info): Promise<void> {
  for (const [projectName, options] of Object.entries(emqxOrvalConfig({ outDir, log }))) {
    await generate(options, ROOT, { projectName });
  }
  await formatLongLines(outDir);
  const { doc } = normalizeOpenApi(JSON.parse(readFileSync(apiDocumentPath(), 'utf8')) as JsonObject, { stripDocs: true, forZod: true });
  writeFileSync(path.join(outDir, 'response-routes.ts'), renderResponseRoutes(doc, path.join(outDir, 'zod')));
}

/**
 * The sandbox's files that follow the document: the list of generated handlers (a new tag's
 * operations are answered at once) and the broker's config defaults it starts from.
 */
/** Every file and folder `npm run generate` writes, where it writes them by default. */
export function generatedOutputs(): string[] {
  return [path.join(ROOT, 'src/generated'), path.join(ROOT, 'schemas'), GENERATED_HANDLERS_FILE, DEFAULTS_FILE];
}

export function sandboxFiles(generatedDir: string): [file: string, text: string][] {
  return [
    [GENERATED_HANDLERS_FILE, renderGeneratedHandlers(path.join(generatedDir, 'endpoints'))],
    [DEFAULTS_FILE, renderDefaults(apiDocumentPath())],
  ];
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
  for (const [file, text] of sandboxFiles(outDir)) writeFileSync(file, text);
  console.info('Wrote the sandbox\'s generated handler list and config defaults');
  if (outFlag < 0 && schemasOutFlag < 0) {
    writeFileSync(GENERATED_FROM, `${JSON.stringify(currentFingerprint(generatedOutputs()), null, 2)}\n`);
    console.info(`Wrote what they were generated from into ${path.relative(ROOT, GENERATED_FROM)}`);
  }
}
