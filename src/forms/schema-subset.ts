import type { RJSFSchema } from '@rjsf/utils';

/**
 * The same schema showing only the properties `keep` names (by key, at one object level). Values of
 * the others stay in the form data as the broker sent them and are saved back unchanged.
 */
export function withProperties(schema: RJSFSchema, keep: readonly string[]): RJSFSchema {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([key]) => keep.includes(key)));
  const required = schema.required?.filter((key) => keep.includes(key));
  return { ...schema, properties, ...(required ? { required } : {}) };
}
