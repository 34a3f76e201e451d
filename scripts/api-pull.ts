/**
 * `npm run api:pull -- http://host:18083`: follows a broker upgrade. Saves the broker's
 * /api-docs/swagger.json into openapi/, makes it the generation source when it is an
 * Enterprise document (a superset of the open-source API), and regenerates src/generated/ and schemas/,
 * then prints what changed against the committed document (as `npm run api:diff` does).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateClient, generateSchemas, ROOT, SOURCE_POINTER } from './generate.ts';
import { apiDiffText, committedDocument, loadDocument } from './openapi/diff-files.ts';
import { pullApiDocument } from './openapi/pull.ts';

const brokerUrl = process.argv[2];
if (!brokerUrl) {
  console.error('Usage: npm run api:pull -- http://host:18083');
  process.exit(2);
}

const pulled = await pullApiDocument(brokerUrl, path.join(ROOT, 'openapi'));
console.info(`Saved ${path.relative(ROOT, pulled.file)} (EMQX ${pulled.enterprise ? 'Enterprise ' : ''}${pulled.version})`);
if (!pulled.enterprise) {
  console.info('Not an Enterprise document: kept for reference, the client is still generated from the Enterprise one.');
} else {
  writeFileSync(SOURCE_POINTER, `${JSON.stringify({ document: path.basename(pulled.file) })}\n`);
  await generateClient(path.join(ROOT, 'src/generated'));
  // Without a Chinese edition beside the new document, the schemas keep English texts only.
  generateSchemas(path.join(ROOT, 'schemas'));
  console.info('Regenerated src/generated/ and schemas/. Run `npm test` to see what the new API changed.');
  // What changed since the committed document, and which console files use it (`npm run api:diff` prints the same).
  try {
    console.info(`\n${apiDiffText(committedDocument(), loadDocument(pulled.file))}`);
  } catch (error) {
    console.warn(`No API diff: ${(error as Error).message}`);
  }
}
