import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { fieldLabel, valueLabel } from '../i18n/labels/labels';
import { kindLabel, variantLabel } from '../i18n/labels/variant-labels';
import { mapBranch } from './map';
import { discriminatorOf, fixedValues, isConstantBranch, isConstantChoice, isSubForm, isSubFormUnion, unionKey } from './variants';

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
    collapseSingleVariant(out);
    nameBranchesByTheirKind(out, i18n, path);
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

/** A union of one variant is that variant: no picker with a single choice (`ssl.enable`, Datalayers' parameters). */
function collapseSingleVariant(schema: Record<string, unknown>): void {
  const key = unionKey(schema);
  const branches = key ? (schema[key] as unknown[]) : undefined;
  if (!key || branches?.length !== 1) return;
  const only = branches[0];
  if (only === null || typeof only !== 'object' || Array.isArray(only)) return;
  delete schema[key];
  // The field's own help, default and title win over the variant's.
  for (const [name, value] of Object.entries(only)) if (!(name in schema)) schema[name] = value;
}

/**
 * The variants of a union the form offers in a picker are named by what they are, never "Option 1":
 * the catalog's variant names (variant-labels.ts), else the labels of the values of the property
 * that tells them apart (`backend: mysql` → "MySQL", several values joined), of the value a
 * variant is ("none"), of the fields of a variant, or its kind ("Text", "Duration"). Sub-forms told
 * apart by a property also get RJSF's `discriminator` (the picker follows that property), and that
 * property a default in each, so picking a variant sets it.
 */
function nameBranchesByTheirKind(schema: Record<string, unknown>, i18n: I18n, path: readonly string[]): void {
  const key = unionKey(schema);
  const branches = key ? (schema[key] as unknown[]).filter((b): b is Record<string, unknown> => b !== null && typeof b === 'object' && !Array.isArray(b)) : [];
  if (branches.length < 2) return;
  const field = path[path.length - 1];
  const by = discriminatorOf(branches);
  if (by) {
    schema.discriminator ??= { propertyName: by };
    const preferred = (schema.default as Record<string, unknown> | undefined)?.[by];
    for (const branch of branches.filter(isSubForm)) {
      const property = branch.properties[by] as Record<string, unknown>;
      const values = fixedValues(property);
      if (property.default === undefined) property.default = values.includes(preferred) ? preferred : values[0];
    }
  }
  // A variant that is one value beside sub-forms ("none"): picking it is giving that value. (Not in
  // a sentinel union, whose field gives the sentinel itself, nor where a missing value must stay so.)
  if (isSubFormUnion(schema)) for (const branch of branches) if (isConstantBranch(branch) && branch.default === undefined) branch.default = fixedValues(branch)[0];
  if (isConstantChoice(schema)) return;
  const titles = branches.map((branch) => (typeof branch.title === 'string' ? branch.title : branchName(branch, by, field, path, i18n)));
  // Two variants of one kind (text and a text format) keep apart by their position.
  titles.forEach((title, i) => {
    const same = titles.filter((other) => other === title).length;
    if (branches[i]!.title === undefined) branches[i]!.title = same > 1 ? `${title} ${titles.slice(0, i + 1).filter((other) => other === title).length}` : title;
  });
}

function branchName(branch: Record<string, unknown>, by: string | undefined, field: string | undefined, path: readonly string[], i18n: I18n): string {
  if (by && isSubForm(branch) && branch.properties[by]) {
    const values = fixedValues(branch.properties[by]);
    return variantLabel(i18n, field, values) ?? values.map((value) => valueLabel(i18n, value, by)).join(', ');
  }
  const values = fixedValues(branch);
  if (values.length) return variantLabel(i18n, field, values) ?? values.map((value) => valueLabel(i18n, value, field)).join(', ');
  if (isSubForm(branch)) {
    const names = Object.keys(branch.properties);
    return variantLabel(i18n, field, names) ?? names.map((name) => fieldLabel(i18n, [...path, name])).join(', ');
  }
  const format = typeof branch.format === 'string' ? branch.format : undefined;
  const type = typeof branch.type === 'string' ? branch.type : undefined;
  return (
    (format && (variantLabel(i18n, field, [format]) ?? kindLabel(i18n, format))) ||
    variantLabel(i18n, field, [type ?? 'string']) ||
    kindLabel(i18n, type ?? 'string') ||
    String(type)
  );
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
