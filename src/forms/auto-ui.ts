import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { mapBranch } from './map';
import { sentinelUnion } from './sentinel';
import { isTlsSchema, PEM_FIELDS } from './tls';

/**
 * The uiSchema the broker's schema shapes call for, merged under the feature's own (which wins):
 * sentinel unions ("infinity" or a value) get the Sentinel field, maps get key/value rows, TLS
 * objects get the TLS layout with PEM inputs. Walks nested objects.
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
    const own = (uiSchema[key] ?? {}) as UiSchema;
    if (own['ui:field'] || own['ui:widget']) continue;
    if (sentinelUnion(child)) out[key] = { 'ui:field': 'Sentinel', 'ui:fieldReplacesAnyOrOneOf': true, ...own };
    else if (mapBranch(child)) out[key] = { 'ui:field': 'Map', 'ui:fieldReplacesAnyOrOneOf': true, ...own };
    else if (child.type === 'object' && child.properties) out[key] = withAutoFields(child, own);
  }
  return out;
}
