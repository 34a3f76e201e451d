import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createContext } from 'react';

/** What the user typed in the form's field search; empty shows every field. */
export const FieldSearchContext = createContext('');

/** Forms with at least this many fields get a search box. */
export const SEARCHABLE_FIELD_COUNT = 12;

const childSchemas = (schema: RJSFSchema): [string, RJSFSchema][] =>
  Object.entries(schema.properties ?? {}).filter((e): e is [string, RJSFSchema] => typeof e[1] === 'object');

/** Leaf fields of a schema: what a user would scroll through. */
export function countFields(schema: RJSFSchema): number {
  const children = childSchemas(schema);
  return children.length ? children.reduce((n, [, child]) => n + countFields(child), 0) : 1;
}

/**
 * Whether a field, or any field inside it, matches the query by its key, label (ours or the
 * broker's) or help text. The key matches too, as operators know fields by their config names.
 */
export function fieldMatches(key: string, schema: RJSFSchema | undefined, uiSchema: UiSchema | undefined, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const texts = [key, uiSchema?.['ui:title'], schema?.title, uiSchema?.['ui:description'], schema?.description];
  if (texts.some((text) => typeof text === 'string' && text.toLowerCase().includes(q))) return true;
  return childSchemas(schema ?? {}).some(([childKey, child]) => fieldMatches(childKey, child, uiSchema?.[childKey] as UiSchema | undefined, q));
}
