/**
 * `npm run api:pull -- http://host:18083 [--user name:password | --api-key key:secret] [--zh file.json]`:
 * follows a broker upgrade of either edition. Saves the broker's /api-docs/swagger.json into openapi/.
 * - Enterprise (a superset of the open-source API): it becomes the generation source. Its Chinese
 *   edition comes from the broker, from `--zh`, or else is carried over from the previous one for
 *   every unchanged text (the texts left English are counted). Then src/generated/ and schemas/ are
 *   regenerated and what changed is printed, with the console files using it (as `npm run api:diff`).
 * - Open-source: the client stays generated from the Enterprise document; every operation the
 *   console calls that this document lacks is listed, with whether a capability probe covers it.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiDocumentPath, chineseDocumentPath, generateClient, generateSchemas, ROOT, SOURCE_POINTER } from './generate.ts';
import { carryChinese } from './openapi/carry-zh.ts';
import { apiDiffText, committedDocument, loadDocument, readConsoleSources } from './openapi/diff-files.ts';
import { capabilityProbes, formatMissing, missingInOpenSource } from './openapi/edition-check.ts';
import type { JsonObject } from './openapi/normalize.ts';
import { pullApiDocument, type PullAuth } from './openapi/pull.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const brokerUrl = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!brokerUrl) {
  console.error('Usage: npm run api:pull -- http://host:18083 [--user name:password | --api-key key:secret] [--zh emqx-enterprise-X-zh.json]');
  process.exit(2);
}
const user = option('--user');
const apiKey = option('--api-key');
const auth: PullAuth | undefined = user ? { user } : apiKey ? { apiKey } : undefined;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as JsonObject;

const previous = apiDocumentPath();
const pulled = await pullApiDocument(brokerUrl, path.join(ROOT, 'openapi'), auth);
console.info(`Saved ${path.relative(ROOT, pulled.file)} (EMQX ${pulled.enterprise ? 'Enterprise ' : ''}${pulled.version})`);

if (!pulled.enterprise) {
  console.info('Open-source document: the client stays generated from the Enterprise one, checked against this one.');
  const probes = capabilityProbes(readFileSync(path.join(ROOT, 'src/api/capabilities.ts'), 'utf8'));
  console.info(formatMissing(missingInOpenSource(readJson(previous), readJson(pulled.file), readConsoleSources(), probes)));
} else {
  const zhTarget = chineseDocumentPath(pulled.file);
  const zhGiven = option('--zh');
  if (zhGiven) copyFileSync(path.resolve(zhGiven), zhTarget);
  else if (pulled.zhFile) console.info(`Saved ${path.relative(ROOT, pulled.zhFile)} (the broker's Chinese edition)`);
  else if (existsSync(chineseDocumentPath(previous)) && zhTarget !== chineseDocumentPath(previous)) {
    const carried = carryChinese(readJson(pulled.file), readJson(previous), readJson(chineseDocumentPath(previous)));
    writeFileSync(zhTarget, `${JSON.stringify(carried.doc)}\n`);
    console.info(`No Chinese edition served: carried ${carried.carried} Chinese texts over from ${path.basename(chineseDocumentPath(previous))}; ${carried.missing.length} texts are new or changed and stay English (pass --zh to give a Chinese edition).`);
  }
  writeFileSync(SOURCE_POINTER, `${JSON.stringify({ document: path.basename(pulled.file) })}\n`);
  await generateClient(path.join(ROOT, 'src/generated'));
  generateSchemas(path.join(ROOT, 'schemas'));
  console.info('Regenerated src/generated/ and schemas/. Run `npm test` to see what the new API changed.');
  // What changed since the committed document, and which console files use it (`npm run api:diff` prints the same).
  try {
    console.info(`\n${apiDiffText(committedDocument(), loadDocument(pulled.file))}`);
  } catch (error) {
    console.warn(`No API diff: ${(error as Error).message}`);
  }
}
