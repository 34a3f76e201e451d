import type { RJSFSchema } from '@rjsf/utils';
import { isMapSchema } from './map';

/** A union of one string sentinel ("infinity", "disabled") and one value, as EMQX writes limits. */
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
  if (!sentinelBranch || !value || isSentinel(value) || value.type === 'array') return undefined;
  // A map ("disabled" or topic → priority) is edited as rows; any other object is a sub-form, not a limit.
  if (value.type === 'object' && !isMapSchema(value)) return undefined;
  return { sentinel: String(sentinelBranch.enum?.[0] ?? sentinelBranch.const), value };
}

/** Sentinels that turn the setting off, shown as an "Enabled" box that is unchecked for them. */
export function isOffSentinel(sentinel: string): boolean {
  return sentinel === 'disabled' || sentinel === 'disable';
}
