/**
 * What `npm run generate` last wrote, and from what: a hash of every input (its own code, the API
 * documents, the package files that pin Orval, Prettier and the versions Orval writes for) and of every
 * file it wrote, kept in openapi/generated-from.json. The drift check reads it first: when neither the
 * inputs nor the written files changed since, generating again (most of a minute) could only write the
 * same files again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { apiDocumentPath, chineseDocumentPath, ROOT, SOURCE_POINTER } from './source.ts';

export const GENERATED_FROM = path.join(ROOT, 'openapi/generated-from.json');

export interface GeneratedFrom {
  inputs: string;
  outputs: string;
}

const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The local modules `entries` import, themselves included, followed through relative imports. */
export function importClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.[cm]?ts$/.test(file)) return;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      // An import the module writes into generated code, not one of its own.
      if (specifier!.includes('${')) continue;
      const target = path.resolve(path.dirname(file), specifier!);
      const found = [target, `${target}.ts`, path.join(target, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (!found) throw new Error(`${path.relative(ROOT, file)} imports ${specifier}, which is not a file here`);
      visit(found);
    }
  };
  entries.forEach(visit);
  return [...seen].sort();
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** One hash of the files' paths (relative to the project) and contents, in a fixed order. */
export function hashFiles(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(`${path.relative(ROOT, file)}\0`);
    hash.update(existsSync(file) ? readFileSync(file) : 'missing');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The hashes as the files stand now; `outputs` lists every file generation writes (folders are walked). */
export function currentFingerprint(outputs: string[]): GeneratedFrom {
  const document = apiDocumentPath();
  const inputs = [
    ...importClosure([path.join(ROOT, 'scripts/generate.ts'), path.join(ROOT, 'orval.config.ts')]),
    SOURCE_POINTER,
    document,
    chineseDocumentPath(document),
    // Orval reads the mutator's file, and writes for the versions package.json names.
    path.join(ROOT, 'src/api/http.ts'),
    path.join(ROOT, 'package.json'),
    path.join(ROOT, 'package-lock.json'),
    path.join(ROOT, 'tsconfig.json'),
  ];
  return { inputs: hashFiles(inputs), outputs: hashFiles(outputs.flatMap((out) => (existsSync(out) && statSync(out).isDirectory() ? filesUnder(out) : [out]))) };
}

export function readGeneratedFrom(): GeneratedFrom | undefined {
  return existsSync(GENERATED_FROM) ? (JSON.parse(readFileSync(GENERATED_FROM, 'utf8')) as GeneratedFrom) : undefined;
}
