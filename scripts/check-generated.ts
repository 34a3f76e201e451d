/**
 * The drift check: regenerates the API client beside the committed one, and the form schemas into a
 * temporary folder, and fails when either differs, so a hand edit of src/generated/ or schemas/ or a
 * forgotten `npm run generate` cannot pass the tests. When the generated files and every input of the
 * generator hash as `npm run generate` recorded (openapi/generated-from.json), the files are what it
 * wrote from what it has now, and the regeneration is skipped (`--full` forces it).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateClient, generatedOutputs, generateSchemas, ROOT, sandboxFiles } from './generate.ts';
import { currentFingerprint, GENERATED_FROM, readGeneratedFrom } from './openapi/generated-from.ts';

function listFiles(dir: string, base = dir): string[] {
  // A deleted committed folder is all "missing", not a crash.
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

export function compareTrees(committedDir: string, freshDir: string): string[] {
  const committed = new Set(listFiles(committedDir));
  const fresh = new Set(listFiles(freshDir));
  const problems: string[] = [];
  for (const file of fresh) {
    if (!committed.has(file)) problems.push(`missing: ${file}`);
    else if (!readFileSync(path.join(committedDir, file)).equals(readFileSync(path.join(freshDir, file)))) problems.push(`differs: ${file}`);
  }
  for (const file of committed) if (!fresh.has(file)) problems.push(`not generated: ${file}`);
  return problems.sort();
}

function report(committed: string, problems: string[], generator: string): void {
  if (problems.length) {
    console.error(`${committed} differs from what \`npm run generate\` writes (${problems.length} files):`);
    problems.slice(0, 30).forEach((line) => console.error(`  ${line}`));
    console.error(`Never edit generated files by hand: change the generator (${generator}) and run \`npm run generate\`.`);
    process.exitCode = 1;
  } else {
    console.info(`${committed} matches the generator output.`);
  }
}

/** Whether the generated files and their inputs are as `npm run generate` last left them. */
function unchangedSinceGeneration(): boolean {
  const stamped = readGeneratedFrom();
  const now = currentFingerprint(generatedOutputs());
  return stamped?.inputs === now.inputs && stamped.outputs === now.outputs;
}

if (process.argv[1] === import.meta.filename && unchangedSinceGeneration() && !process.argv.includes('--full')) {
  console.info(`src/generated/, schemas/ and sandbox/ are what \`npm run generate\` wrote, from the inputs it had (${path.relative(ROOT, GENERATED_FROM)}).`);
} else if (process.argv[1] === import.meta.filename) {
  // Same depth as src/generated, so the generated relative imports of src/api/http.ts match.
  const freshDir = path.join(ROOT, 'src/.generated-check');
  const freshSchemas = mkdtempSync(path.join(os.tmpdir(), 'emqx-schemas-'));
  rmSync(freshDir, { recursive: true, force: true });
  try {
    await generateClient(freshDir, () => undefined);
    report('src/generated/', compareTrees(path.join(ROOT, 'src/generated'), freshDir), 'scripts/openapi/');
    generateSchemas(freshSchemas, () => undefined);
    report('schemas/', compareTrees(path.join(ROOT, 'schemas'), freshSchemas), 'scripts/schemas/');
    // The sandbox's handler list and defaults follow the document too (from the committed client, which was just checked).
    const stale = sandboxFiles(path.join(ROOT, 'src/generated')).filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text);
    report('sandbox/', stale.map(([file]) => `differs: ${path.relative(ROOT, file)}`), 'sandbox/tools/');
    if (!process.exitCode && !unchangedSinceGeneration()) {
      // The files are right, but the next check would regenerate them again to know it.
      console.error(`${path.relative(ROOT, GENERATED_FROM)} is out of date (the generator or its inputs changed since): run \`npm run generate\`.`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(freshDir, { recursive: true, force: true });
    rmSync(freshSchemas, { recursive: true, force: true });
  }
}
