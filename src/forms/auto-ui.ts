import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { mapBranch } from './map';
import { sentinelUnion } from './sentinel';
import { isTlsSchema, PEM_FIELDS } from './tls';

/** Labels of our own for the TLS block's main fields, in the user's language. */
export interface TlsLabels {
  enable: string;
  verify: string;
  server_name_indication: string;
  certfile: string;
  keyfile: string;
  cacertfile: string;
}

/**
 * The uiSchema the broker's schema shapes call for, merged under the feature's own (which wins):
 * sentinel unions ("infinity" or a value) get the Sentinel field, maps get key/value rows, TLS
 * objects get the TLS layout with PEM inputs. Walks nested objects.
 */
export function withAutoFields(schema: RJSFSchema, uiSchema: UiSchema = {}, tls?: TlsLabels): UiSchema {
  const out: UiSchema = { ...uiSchema };
  if (isTlsSchema(schema)) {
    out['ui:options'] = { tls: true, ...(uiSchema['ui:options'] as object | undefined) };
    for (const key of [...PEM_FIELDS, 'enable', 'verify', 'server_name_indication'] as const) {
      if (!schema.properties?.[key]) continue;
      const own = (uiSchema[key] ?? {}) as UiSchema;
      out[key] = { ...(PEM_FIELDS.includes(key as (typeof PEM_FIELDS)[number]) ? { 'ui:widget': 'Pem' } : {}), ...(tls ? { 'ui:title': tls[key] } : {}), ...own };
    }
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (typeof child !== 'object') continue;
    const own = (uiSchema[key] ?? {}) as UiSchema;
    if (own['ui:field'] || own['ui:widget']) continue;
    if (sentinelUnion(child)) out[key] = { 'ui:field': 'Sentinel', 'ui:fieldReplacesAnyOrOneOf': true, ...own };
    else if (mapBranch(child)) out[key] = { 'ui:field': 'Map', 'ui:fieldReplacesAnyOrOneOf': true, ...own };
    else if (child.type === 'object' && child.properties) out[key] = withAutoFields(child, own, tls);
  }
  return out;
}
