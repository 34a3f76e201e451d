import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { distIsStale } from './e2e';

describe('npm run test:e2e builds first when it has to', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'e2e-dist-'));
  afterEach(() => rmSync(path.join(root, 'dist'), { recursive: true, force: true }));

  it('when dist/ is missing, or older than a source; not when it is newer', () => {
    mkdirSync(path.join(root, 'src/features'), { recursive: true });
    const source = path.join(root, 'src/features/a.tsx');
    writeFileSync(source, 'export {}');
    expect(distIsStale(root)).toBe(true);
    mkdirSync(path.join(root, 'dist'));
    const built = path.join(root, 'dist/index.html');
    writeFileSync(built, '<!doctype html>');
    const now = Date.now() / 1000;
    utimesSync(source, now - 100, now - 100);
    utimesSync(path.join(root, 'src/features'), now - 100, now - 100);
    utimesSync(path.join(root, 'src'), now - 100, now - 100);
    utimesSync(built, now, now);
    expect(distIsStale(root)).toBe(false);
    utimesSync(source, now + 10, now + 10);
    expect(distIsStale(root)).toBe(true);
  });
});
