import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/** The modules a file loads at run time: type-only imports are erased, so they do not count. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)';/gm)].map((m) => m[1]!);
}

/**
 * Vite bundles a worker with its own (empty) plugin list: a Lingui macro, or anything of the
 * page's (toasts, i18n), pulled into the worker would ship uncompiled and stop it.
 */
it('the MQTT worker loads mqtt.js and plain modules of its own folder only', () => {
  const seen = new Set<string>();
  const external = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (!specifier.startsWith('.')) external.add(specifier);
      else visit(path.resolve(path.dirname(file), `${specifier}.ts`));
    }
  };
  visit(path.join(import.meta.dirname, 'mqtt.worker.ts'));
  expect([...external]).toEqual(['mqtt']);
  expect([...seen].every((file) => path.dirname(file) === import.meta.dirname)).toBe(true);
  expect(seen.size).toBeGreaterThan(5);
});
