import { useLingui } from '@lingui/react/macro';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { mapBranch } from './map';

/**
 * The schema as the forms use it: the broker's help in the user's language (schemas/ carry the
 * English text as `description` and the Chinese one as `x-description-zh`), labels for fields the
 * document names only by key, "one or many by name" unions reduced to their map, and "true, false
 * or a named mode" unions turned into one list of choices.
 */
export function localizeSchema(schema: unknown, locale: string): RJSFSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) out[key] = key === 'default' || key === 'enum' || key === 'const' ? value : walk(value);
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
    nameBranchesByTheirKind(out);
    const zh = out['x-description-zh'];
    if (locale === 'zh' && typeof zh === 'string') out.description = zh;
    // The document names fields only by key: "max_inflight" reads as "Max inflight".
    const properties = out.properties;
    if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
      for (const [key, child] of Object.entries(properties as Record<string, Record<string, unknown>>)) {
        if (child && typeof child === 'object' && child.title === undefined) child.title = humanize(key);
      }
    }
    return out;
  };
  return walk(schema) as RJSFSchema;
}

/**
 * Sub-forms of a oneOf are told apart by a property each fixes to one value (`backend: mysql`):
 * that value names the branch in the type selector, instead of "Option 1".
 */
function nameBranchesByTheirKind(schema: Record<string, unknown>): void {
  const branches = (schema.oneOf ?? schema.anyOf) as Record<string, unknown>[] | undefined;
  if (!Array.isArray(branches) || branches.length < 2) return;
  const fixed = (b: Record<string, unknown>, key: string) => {
    const enumValues = ((b.properties as Record<string, { enum?: unknown[] }> | undefined)?.[key]?.enum ?? []) as unknown[];
    return enumValues.length === 1 ? String(enumValues[0]) : undefined;
  };
  const keys = Object.keys((branches[0]?.properties as object | undefined) ?? {});
  const key = keys.find((k) => branches.every((b) => fixed(b, k) !== undefined) && new Set(branches.map((b) => fixed(b, k))).size === branches.length);
  if (key) for (const b of branches) b.title ??= fixed(b, key);
}

function booleanOrModes(schema: Record<string, unknown>): unknown[] | undefined {
  const branches = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (!Array.isArray(branches) || branches.length !== 2) return undefined;
  const flag = branches.find((b) => b.type === 'boolean' && !b.enum);
  const named = branches.find((b) => b !== flag && Array.isArray(b.enum));
  return flag && named ? (named.enum as unknown[]) : undefined;
}

export function humanize(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Relabels with the language, as the rest of the console does. */
export function useLocalizedSchema(schema: unknown): RJSFSchema {
  const { i18n } = useLingui();
  return useMemo(() => localizeSchema(schema, i18n.locale), [schema, i18n.locale]);
}
