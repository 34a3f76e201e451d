/**
 * The settings form's schema and uiSchema for one authenticator body. The schemas (one per
 * mechanism, backend and mode, extracted into schemas/) load only when a form needs them.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ESSENTIALS, FIELD_ORDER } from './authn-catalog';

const LOADERS = import.meta.glob<RJSFSchema>('../../../schemas/authn-*.json', { import: 'default' });

export function loadAuthnSchema(name: string): Promise<RJSFSchema> {
  const load = LOADERS[`../../../schemas/${name}.json`];
  if (!load) return Promise.reject(new Error(`No schema ${name}`));
  return load();
}

/** The schema of `name`, loaded once and kept (it never changes while the console runs). */
export function useAuthnSchema(name: string | undefined) {
  return useQuery({
    queryKey: ['authn-schema', name],
    queryFn: () => loadAuthnSchema(name!),
    enabled: name !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

const hidden = { 'ui:widget': 'hidden' } as const;

/**
 * What the broker fills in in an authenticator's templates (SQL, Redis command, MongoDB filter, HTTP
 * request): `AUTHN_DEFAULT_ALLOWED_VARS` of EMQX 5.8 (apps/emqx_auth/include/emqx_authn.hrl).
 */
export const AUTHN_PLACEHOLDERS = ['${username}', '${clientid}', '${password}', '${peerhost}', '${cert_subject}', '${cert_common_name}', '${cert_pem}', '${client_attrs.NAME}'];

/**
 * The template fields of the forms, with an "Insert placeholder" menu: text ones (`query`, `cmd`,
 * `url`) with the PlaceholderTemplate widget, maps (a MongoDB filter, an HTTP body and headers) with the map's
 * rows. `http`: the form is an HTTP request's (its headers are a template too, JWKS's are not).
 */
export function templateFieldsUi(placeholders: readonly string[], http: boolean): UiSchema {
  const text = (multiline = false): UiSchema => ({ 'ui:widget': 'PlaceholderTemplate', 'ui:options': { placeholders, ...(multiline ? { multiline } : {}) } });
  const map: UiSchema = { 'ui:options': { placeholders } };
  return { query: text(true), cmd: text(), url: text(), filter: map, body: map, ...(http ? { headers: map } : {}) };
}

/** `fixed`: comma-separated fields. What the wizard's steps or the id fix is not edited in the form: mechanism, backend and mode. */
export function useAuthnUiSchema(fixed: string): UiSchema {
  return useMemo(() => {
    const fields = fixed.split(',');
    // HTTP is the backend whose mode is its method.
    const ui: UiSchema = { 'ui:order': FIELD_ORDER, 'ui:options': { essentials: ESSENTIALS }, ...templateFieldsUi(AUTHN_PLACEHOLDERS, fields.includes('method')) };
    for (const field of ['mechanism', 'backend', 'enable', 'use_jwks', ...fields]) if (field) ui[field] = hidden;
    return ui;
  }, [fixed]);
}
