import type { I18n, MessageDescriptor } from '@lingui/core';
import { FIELD_LABELS, PATH_LABELS } from './field-labels';
import { fallbackLabel } from './glossary';
import { FIELD_VALUE_LABELS, VALUE_LABELS } from './value-labels';

const own = <T>(record: Record<string, T>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);

/** The catalog's label for a field at `path` (property names from the form's root), if it has one. */
export function catalogLabel(path: readonly string[]): MessageDescriptor | undefined {
  for (let start = 0; start < path.length - 1; start++) {
    const found = own(PATH_LABELS, path.slice(start).join('.'));
    if (found) return found;
  }
  const key = path[path.length - 1];
  return key === undefined ? undefined : own(FIELD_LABELS, key);
}

/** A field's label in the user's language: the catalog's, else its key cleaned up. */
export function fieldLabel(i18n: I18n, path: readonly string[]): string {
  const label = catalogLabel(path);
  return label ? i18n._(label) : fallbackLabel(path[path.length - 1] ?? '');
}

/** How a value the broker enumerates is shown ("warning" → "Warning" / "警告"); unknown ones as they are. */
export function valueLabel(i18n: I18n, value: unknown, field?: string): string {
  if (typeof value !== 'string') return String(value);
  const forField = field === undefined ? undefined : own(FIELD_VALUE_LABELS, field);
  const label = (forField && own(forField, value)) ?? own(VALUE_LABELS, value);
  return label ? i18n._(label) : value;
}
