import type { RJSFSchema } from '@rjsf/utils';

/**
 * A map the broker keys by name (HTTP headers, log file handlers, topic priorities): an object
 * with no fixed properties. Its values follow `additionalProperties`, or are strings.
 */
export function isMapSchema(schema: RJSFSchema): boolean {
  return schema.type === 'object' && !schema.properties && schema.additionalProperties !== false;
}

export function mapValueSchema(schema: RJSFSchema): RJSFSchema {
  const values = schema.additionalProperties;
  return typeof values === 'object' ? values : { type: 'string' };
}

/** EMQX's "one handler, or handlers by name" unions: the map branch is the one the broker returns. */
export function mapBranch(schema: RJSFSchema): RJSFSchema | undefined {
  if (isMapSchema(schema)) return schema;
  const branches = (schema.anyOf ?? schema.oneOf)?.filter((b): b is RJSFSchema => typeof b === 'object') ?? [];
  const map = branches.find(isMapSchema);
  const others = branches.filter((b) => b !== map);
  // Only when every other branch is one entry of the map (the same object shape), never a sentinel.
  if (!map || !others.length || others.some((b) => b.type !== 'object' || JSON.stringify(b) !== JSON.stringify(mapValueSchema(map)))) return undefined;
  return map;
}

/** A key not yet in the map: `name`, `name_1`, `name_2`… */
export function freshKey(taken: readonly string[], base = 'name'): string {
  if (!taken.includes(base)) return base;
  for (let i = 1; ; i++) if (!taken.includes(`${base}_${i}`)) return `${base}_${i}`;
}
