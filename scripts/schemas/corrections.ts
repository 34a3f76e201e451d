/**
 * Where a settings schema in the EMQX 5.8.1 document contradicts what the broker returns and
 * accepts, the form would reject the broker's own data on save. Each correction names the place it
 * fixes and does nothing when that place already looks right (a newer document). They apply to the
 * English and the Chinese document alike (same structure), on copies.
 */
import { isObject, type ChangeCounts, type Json, type JsonObject } from '../openapi/normalize.ts';

function at(root: JsonObject | undefined, ...keys: string[]): JsonObject | undefined {
  let node: Json | undefined = root;
  for (const key of keys) node = isObject(node) ? node[key] : undefined;
  return isObject(node) ? node : undefined;
}

interface SchemaCorrection {
  /** The component schema it corrects, the only part of the document copied. */
  component: string;
  reason: string;
  apply(schema: JsonObject): boolean;
}

const CORRECTIONS: SchemaCorrection[] = [
  {
    component: 'retainer.mnesia_config',
    reason: 'retainer index_specs is a list of indexes, each a list of topic word positions ([[1,2,3],[1,3]]), not a list of integers',
    apply(schema) {
      const field = at(schema, 'properties', 'index_specs');
      if (!field || at(field, 'items')?.type !== 'integer') return false;
      field.items = { type: 'array', items: { type: 'integer', minimum: 1 } };
      return true;
    },
  },
];

/** Returns `doc` with the corrections applied (copying only what they touch) and counts them in `changes`. */
export function correctSchemas(doc: JsonObject, changes: ChangeCounts = {}): JsonObject {
  const schemas = at(doc, 'components', 'schemas');
  if (!schemas) return doc;
  const corrected: JsonObject = {};
  for (const correction of CORRECTIONS) {
    const original = corrected[correction.component] ?? schemas[correction.component];
    if (!isObject(original)) continue;
    const copy = structuredClone(original);
    if (!correction.apply(copy)) continue;
    corrected[correction.component] = copy;
    changes[`corrected: ${correction.reason}`] = 1;
  }
  if (Object.keys(corrected).length === 0) return doc;
  return { ...doc, components: { ...(doc.components as JsonObject), schemas: { ...schemas, ...corrected } } };
}
