/**
 * The drift check: regenerates the API client beside the committed one and fails when they differ,
 * so a hand edit of src/generated/ or a forgotten `npm run generate` cannot pass the tests.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { generateClient, ROOT } from './generate.ts';

function listFiles(dir: string, base = dir): string[] {
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

if (process.argv[1] === import.meta.filename) {
  // Same depth as src/generated, so the generated relative imports of src/api/http.ts match.
  const freshDir = path.join(ROOT, 'src/.generated-check');
  rmSync(freshDir, { recursive: true, force: true });
  try {
    await generateClient(freshDir, () => undefined);
    const problems = compareTrees(path.join(ROOT, 'src/generated'), freshDir);
    if (problems.length) {
      console.error(`src/generated/ differs from what \`npm run generate\` writes (${problems.length} files):`);
      problems.slice(0, 30).forEach((line) => console.error(`  ${line}`));
      console.error('Never edit generated code by hand: change the generator (scripts/openapi/) and run `npm run generate`.');
      process.exitCode = 1;
    } else {
      console.info('src/generated/ matches the generator output.');
    }
  } finally {
    rmSync(freshDir, { recursive: true, force: true });
  }
}
