import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { mapBranch } from './map';
import { sentinelUnion } from './sentinel';
import { isTlsSchema, PEM_FIELDS } from './tls';
import { branchesOf, discriminatorOf, fixedValues, isConstantBranch, isPickerUnion, isSubForm, unionKey } from './variants';

/**
 * The uiSchema the broker's schema shapes call for, merged under the feature's own (which wins):
 * sentinel unions ("infinity" or a value) get the Sentinel field, maps get key/value rows, TLS
 * objects get the TLS layout with PEM inputs, unions of variants a picker with the chosen variant
 * drawn under it. Walks nested objects, list items and variants.
 */
export function withAutoFields(schema: RJSFSchema, uiSchema: UiSchema = {}): UiSchema {
  const out: UiSchema = { ...uiSchema };
  if (isTlsSchema(schema)) {
    out['ui:options'] = { tls: true, ...(uiSchema['ui:options'] as object | undefined) };
    for (const key of PEM_FIELDS) {
      if (!schema.properties?.[key]) continue;
      out[key] = { 'ui:widget': 'Pem', ...((uiSchema[key] ?? {}) as UiSchema) };
    }
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (typeof child !== 'object') continue;
    const ui = nodeUi(child, (uiSchema[key] ?? {}) as UiSchema);
    if (ui) out[key] = ui;
  }
  return out;
}

/** The uiSchema of one value of the schema, or undefined when the feature's own (`own`) needs nothing added. */
function nodeUi(child: RJSFSchema, own: UiSchema): UiSchema | undefined {
  if (own['ui:field'] || own['ui:widget']) return undefined;
  if (sentinelUnion(child)) return { 'ui:field': 'Sentinel', 'ui:fieldReplacesAnyOrOneOf': true, ...own };
  if (mapBranch(child)) return { 'ui:field': 'Map', 'ui:fieldReplacesAnyOrOneOf': true, ...own };
  if (isPickerUnion(child)) return variantsUi(child, own);
  if (child.type === 'object' && child.properties) return withAutoFields(child, own);
  const items = child.items;
  if (child.type === 'array' && items && typeof items === 'object' && !Array.isArray(items)) {
    const itemUi = nodeUi(items as RJSFSchema, (own.items ?? {}) as UiSchema);
    return itemUi ? { ...own, items: itemUi } : undefined;
  }
  return undefined;
}

/**
 * A union of variants: RJSF draws the picker, then the chosen variant with the uiSchema of its
 * position in `anyOf`/`oneOf`. A sub-form is drawn flat under the picker (no section of its own),
 * without the property the picker already decides when that property has one value (it stays,
 * hidden, in the value); a variant that is one value ("none") shows nothing more; a plain value
 * (text, a number) is drawn in the picker's row.
 */
function variantsUi(union: RJSFSchema, own: UiSchema): UiSchema {
  const key = unionKey(union)!;
  const by = discriminatorOf(branchesOf(union));
  // The feature's uiSchema of the field's sub-fields applies to every variant that has them.
  const shared = Object.fromEntries(Object.entries(own).filter(([name]) => !name.startsWith('ui:') && name !== 'anyOf' && name !== 'oneOf')) as UiSchema;
  const perVariant = Array.isArray(own[key]) ? (own[key] as UiSchema[]) : [];
  const variants = branchesOf(union).map((branch, i): UiSchema => {
    const ownVariant: UiSchema = { ...shared, ...(perVariant[i] ?? {}) };
    if (isConstantBranch(branch)) return { 'ui:widget': 'hidden', ...ownVariant };
    if (isSubForm(branch)) {
      const ui = withAutoFields(branch as RJSFSchema, ownVariant);
      if (by && fixedValues(branch.properties[by]).length === 1) ui[by] = { ...((ownVariant[by] ?? {}) as UiSchema), 'ui:widget': 'hidden' };
      ui['ui:options'] = { ...(ui['ui:options'] as object | undefined), flat: true };
      return ui;
    }
    const ui = nodeUi(branch as RJSFSchema, ownVariant) ?? ownVariant;
    return { ...ui, 'ui:options': { ...(ui['ui:options'] as object | undefined), variant: true } };
  });
  return { ...own, [key]: variants };
}
