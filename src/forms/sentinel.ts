import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** A union of one string sentinel ("infinity", "disabled") and one typed value, as EMQX writes limits. */
export interface SentinelUnion {
  sentinel: string;
  value: RJSFSchema;
}

export function sentinelUnion(schema: RJSFSchema): SentinelUnion | undefined {
  const branches = (schema.anyOf ?? schema.oneOf)?.filter((b): b is RJSFSchema => typeof b === 'object');
  if (branches?.length !== 2) return undefined;
  const isSentinel = (b: RJSFSchema) => (b.enum?.length === 1 && typeof b.enum[0] === 'string') || typeof b.const === 'string';
  const sentinelBranch = branches.find(isSentinel);
  const value = branches.find((b) => b !== sentinelBranch);
  if (!sentinelBranch || !value || isSentinel(value) || value.type === 'object' || value.type === 'array') return undefined;
  return { sentinel: String(sentinelBranch.enum?.[0] ?? sentinelBranch.const), value };
}

/**
 * uiSchema entries that give every sentinel union in `schema` the Sentinel field, merged under the
 * feature's own uiSchema (which wins).
 */
export function withSentinelFields(schema: RJSFSchema, uiSchema: UiSchema = {}): UiSchema {
  const out: UiSchema = { ...uiSchema };
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (typeof child !== 'object') continue;
    const own = (uiSchema[key] ?? {}) as UiSchema;
    if (sentinelUnion(child) && !own['ui:field']) out[key] = { 'ui:field': 'Sentinel', 'ui:fieldReplacesAnyOrOneOf': true, ...own };
    else if (child.type === 'object' && child.properties) out[key] = withSentinelFields(child, own);
  }
  return out;
}
