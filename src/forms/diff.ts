import type { RJSFSchema } from '@rjsf/utils';

/** What a save would change: one row per changed leaf, with its dotted path, old and new value. */
export interface Change {
  path: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Objects are walked; arrays and scalars compare as whole values (a list is one setting). */
export function changedFields(before: unknown, after: unknown, prefix = ''): Change[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedFields(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: prefix, before, after }];
}

/** A value as the diff shows it: strings quoted only when empty, objects as compact JSON. */
export function showValue(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}

/** A changed field as the diff names it: its label in the (localized) schema, then its path. */
export function labelOfPath(schema: RJSFSchema, path: string): string {
  let node: RJSFSchema | undefined = schema;
  for (const key of path.split('.')) {
    const next: RJSFSchema | boolean | undefined = node?.properties?.[key];
    node = typeof next === 'object' ? next : undefined;
  }
  return typeof node?.title === 'string' ? `${node.title} (${path})` : path;
}
