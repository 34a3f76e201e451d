/**
 * `npm run api:pull -- http://host:18083`: follows a broker upgrade. Saves the broker's
 * /api-docs/swagger.json into openapi/, makes it the generation source when it is an
 * Enterprise document (a superset of the open-source API), and regenerates src/generated/ and schemas/.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateClient, generateSchemas, ROOT, SOURCE_POINTER } from './generate.ts';
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
}
