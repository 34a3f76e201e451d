import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { fieldLabel, valueLabel } from '../i18n/labels/labels';
import { mapBranch } from './map';

/**
 * The schema as the forms use it: the broker's help in the user's language (schemas/ carry the
 * English text as `description` and the Chinese one as `x-description-zh`), labels from the label
 * catalog for fields the document names only by key, "one or many by name" unions reduced to their
 * map, and "true, false or a named mode" unions turned into one list of choices. `root` names the
 * object the schema describes (`retainer`), for the catalog's labels by path.
 */
export function localizeSchema(schema: unknown, i18n: I18n, root?: string): RJSFSchema {
  const walk = (node: unknown, path: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, path));
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'default' || key === 'enum' || key === 'const') out[key] = value;
      else if (key === 'properties' && value && typeof value === 'object') {
        out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, walk(child, [...path, name])]));
      } else out[key] = walk(value, path);
    }
    // "One handler, or handlers by name": the broker returns the map, so the form edits the map.
    const map = out.anyOf || out.oneOf ? mapBranch(out as RJSFSchema) : undefined;
    if (map) {
      delete out.anyOf;
      delete out.oneOf;
      delete out.default;
      Object.assign(out, { type: map.type, additionalProperties: map.additionalProperties });
    }
    // true, false or a named mode (`quick_deny_anonymous`): one choice among them all.
    const modes = booleanOrModes(out);
    if (modes) {
      delete out.anyOf;
      delete out.oneOf;
      out.enum = [true, false, ...modes];
    }
    nameBranchesByTheirKind(out, i18n);
    const zh = out['x-description-zh'];
    if (i18n.locale === 'zh' && typeof zh === 'string') out.description = zh;
    // The document names fields only by key: the catalog has a label for each, in both languages.
    const properties = out.properties;
    if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
      for (const [key, child] of Object.entries(properties as Record<string, Record<string, unknown>>)) {
        if (child && typeof child === 'object' && child.title === undefined) child.title = fieldLabel(i18n, [...path, key]);
      }
    }
    return out;
  };
  return walk(schema, root ? [root] : []) as RJSFSchema;
}

/**
 * Sub-forms of a oneOf are told apart by a property each fixes to one value (`backend: mysql`):
 * that value names the branch in the type selector, instead of "Option 1".
 */
function nameBranchesByTheirKind(schema: Record<string, unknown>, i18n: I18n): void {
  const branches = (schema.oneOf ?? schema.anyOf) as Record<string, unknown>[] | undefined;
  if (!Array.isArray(branches) || branches.length < 2) return;
  const fixed = (b: Record<string, unknown>, key: string) => {
    const enumValues = ((b.properties as Record<string, { enum?: unknown[] }> | undefined)?.[key]?.enum ?? []) as unknown[];
    return enumValues.length === 1 ? String(enumValues[0]) : undefined;
  };
  const keys = Object.keys((branches[0]?.properties as object | undefined) ?? {});
  const key = keys.find((k) => branches.every((b) => fixed(b, k) !== undefined) && new Set(branches.map((b) => fixed(b, k))).size === branches.length);
  if (key) for (const b of branches) b.title ??= valueLabel(i18n, fixed(b, key), key);
}

function booleanOrModes(schema: Record<string, unknown>): unknown[] | undefined {
  const branches = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (!Array.isArray(branches) || branches.length !== 2) return undefined;
  const flag = branches.find((b) => b.type === 'boolean' && !b.enum);
  const named = branches.find((b) => b !== flag && Array.isArray(b.enum));
  return flag && named ? (named.enum as unknown[]) : undefined;
}

/** Relabels with the language, as the rest of the console does. */
export function useLocalizedSchema(schema: unknown, root?: string): RJSFSchema {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  // The i18n object stays the same across a language switch: its locale is what changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => localizeSchema(schema, i18n, root), [schema, i18n, locale, root]);
}
