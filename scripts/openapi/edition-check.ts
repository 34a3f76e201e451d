/**
 * The console is generated from the Enterprise document (a superset), and must still work on an
 * open-source broker: every operation it calls that the open-source document lacks must sit behind a
 * capability probe (src/api/capabilities.ts), which hides its screen when the broker answers 404.
 */
import type { JsonObject } from './normalize.ts';
import { diffDocuments } from './diff.ts';
import { usesOf, type Use } from './diff-uses.ts';

export interface MissingOperation {
  key: string;
  files: Use[];
  /** The capability whose probe covers it, if any. */
  probedBy?: string;
}

/** Probe URLs by capability, as src/api/capabilities.ts declares them (read as text: that module imports the app). */
export function capabilityProbes(capabilitiesSource: string): Record<string, string> {
  const probes: Record<string, string> = {};
  for (const match of capabilitiesSource.matchAll(/^\s*(\w+): \{ url: '([^']+)'/gm)) probes[match[1]!] = match[2]!;
  return probes;
}

/** The operations the console calls that `openSource` lacks, with the files calling them and the probe covering each. */
export function missingInOpenSource(enterprise: JsonObject, openSource: JsonObject, sources: Record<string, string>, probes: Record<string, string>): MissingOperation[] {
  const report = diffDocuments(enterprise, openSource);
  const uses = usesOf(report, sources);
  return report.operations.removed
    .filter((op) => (uses.operations[op.key] ?? []).length > 0)
    .map((op) => {
      const probedBy = Object.entries(probes).find(([, url]) => op.path === url || op.path.startsWith(`${url}/`))?.[0];
      return { key: op.key, files: uses.operations[op.key]!, probedBy };
    });
}

export function formatMissing(missing: MissingOperation[]): string {
  if (missing.length === 0) return 'The console calls no operation the open-source document lacks.';
  const lines = [`Operations the console calls that the open-source document lacks (${missing.length}):`];
  for (const op of missing) {
    lines.push(`  ${op.probedBy ? `probed (${op.probedBy})` : 'NOT PROBED'}  ${op.key}`);
    for (const use of op.files) lines.push(`      ${use.file}`);
  }
  const unprobed = missing.filter((op) => !op.probedBy).length;
  if (unprobed) lines.push(`${unprobed} of them have no capability probe: on an open-source broker their screens would show errors (add one to src/api/capabilities.ts).`);
  return lines.join('\n');
}
