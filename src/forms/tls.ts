import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** The TLS fields shown up front, in this order; the rest go under "advanced". */
export const TLS_MAIN_FIELDS = ['enable', 'verify', 'server_name_indication', 'certfile', 'keyfile', 'cacertfile'] as const;
export const PEM_FIELDS = ['certfile', 'keyfile', 'cacertfile'] as const;

/** An SSL/TLS options object as EMQX writes them (listeners, clients of external services). */
export function isTlsSchema(schema: RJSFSchema): boolean {
  const props = schema.properties ?? {};
  return schema.type === 'object' && 'certfile' in props && 'keyfile' in props && 'verify' in props;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Paths (as key lists) of the TLS blocks that must carry a certificate and a key (gRPC clients:
 * ExHook, gateways), marked by the feature with `'ui:options': { requireCertAndKey: true }`, and
 * found enabled but missing one of them.
 */
export function tlsMissingCertOrKey(uiSchema: UiSchema | undefined, data: unknown, path: string[] = []): string[][] {
  if (!isObject(uiSchema)) return [];
  const out: string[][] = [];
  const options = uiSchema['ui:options'] as { requireCertAndKey?: boolean } | undefined;
  if (options?.requireCertAndKey && isObject(data) && data.enable !== false) {
    const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
    if (blank(data.certfile) || blank(data.keyfile)) out.push(path);
  }
  for (const [key, child] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:') || !isObject(child)) continue;
    out.push(...tlsMissingCertOrKey(child as UiSchema, isObject(data) ? data[key] : undefined, [...path, key]));
  }
  return out;
}
