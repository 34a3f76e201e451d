/**
 * `npm run api:diff [-- [--json] [<before> [<after>]]]`: what changed between two broker API documents,
 * and which of the console's files use what was removed or changed.
 *
 * Without paths: the generation source as committed (the document HEAD's openapi/source.json names,
 * as it is in HEAD) against the one in the working tree (after `npm run api:pull`, the new document).
 * With one path: the committed document against it. A path may also be `<git-rev>:<path>`.
 * `--json` prints the report and usages as JSON. Always exits 0 once both documents are read.
 */
import { diffDocuments } from './openapi/diff.ts';
import { apiDiffText, committedDocument, loadDocument, readConsoleSources, workingDocument, type LoadedDocument } from './openapi/diff-files.ts';
import { usesOf } from './openapi/diff-uses.ts';

// `npm run api:diff | head` closes the pipe early: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const args = process.argv.slice(2);
const json = args.includes('--json');
const paths = args.filter((a) => !a.startsWith('--'));
if (paths.length > 2 || args.some((a) => a.startsWith('--') && a !== '--json')) {
  console.error('Usage: npm run api:diff [-- [--json] [<before.json> [<after.json>]]]');
  process.exit(2);
}

let before: LoadedDocument;
let after: LoadedDocument;
try {
  before = paths.length === 2 ? loadDocument(paths[0]!) : committedDocument();
  after = paths.length === 2 ? loadDocument(paths[1]!) : paths.length === 1 ? loadDocument(paths[0]!) : workingDocument();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

if (json) {
  const report = diffDocuments(before.doc, after.doc);
  const { known: _known, ...rest } = report;
  console.info(JSON.stringify({ files: { before: before.label, after: after.label }, ...rest, uses: usesOf(report, readConsoleSources()) }, null, 2));
} else {
  console.info(apiDiffText(before, after));
}
