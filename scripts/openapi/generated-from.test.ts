import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashFiles, importClosure } from './generated-from.ts';
import { ROOT } from './source.ts';

describe('what the generated files were made from', () => {
  it('follows the generator through its relative imports, and not into the imports it writes', () => {
    const files = importClosure([path.join(ROOT, 'scripts/generate.ts')]).map((file) => path.relative(ROOT, file));
    expect(files).toEqual(expect.arrayContaining(['scripts/generate.ts', 'scripts/openapi/normalize.ts', 'scripts/openapi/corrections.ts', 'sandbox/tools/write-generated-handlers.ts']));
    expect(files.some((file) => file.startsWith('src/generated/'))).toBe(false);
  });

  it('hashes names and contents, whatever order they are listed in', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'generated-from-'));
    const [a, b] = [path.join(dir, 'a.ts'), path.join(dir, 'b.ts')];
    writeFileSync(a, 'one');
    writeFileSync(b, 'two');
    const before = hashFiles([a, b]);
    expect(hashFiles([b, a])).toBe(before);
    writeFileSync(b, 'two!');
    expect(hashFiles([a, b])).not.toBe(before);
    expect(hashFiles([a])).not.toBe(hashFiles([a, path.join(dir, 'gone.ts')]));
  });
});
