/**
 * The settings form's schema and uiSchema for one source body. The schemas (one per type and
 * mode, extracted into schemas/) load only when a form needs them.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FIELD_ORDER } from '../authentication/authn-catalog';
import { templateFieldsUi } from '../authentication/authn-schema';
import { AclRulesWidget } from './AclRulesWidget';

const LOADERS = import.meta.glob<RJSFSchema>('../../../schemas/authz-*.json', { import: 'default' });

/** The schema of `name`, loaded once and kept (it never changes while the console runs). */
export function useAuthzSchema(name: string | undefined) {
  return useQuery({
    queryKey: ['authz-schema', name],
    queryFn: () => {
      const load = LOADERS[`../../../schemas/${name}.json`];
      return load ? load() : Promise.reject(new Error(`No schema ${name}`));
    },
    enabled: name !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

const hidden = { 'ui:widget': 'hidden' } as const;

/**
 * What the broker fills in in a source's templates: the `ALLOWED_VARS` of EMQX 5.8's database
 * sources (emqx_authz_mysql, _postgresql, _mongodb, _redis; LDAP's filter and base DN take the same).
 */
export const AUTHZ_PLACEHOLDERS = ['${username}', '${clientid}', '${peerhost}', '${cert_subject}', '${cert_common_name}', '${client_attrs.NAME}'];

/** HTTP's request also says what the client asks for: emqx_authz_http's `ALLOWED_VARS` and, for rich actions, QoS and retain. */
export const AUTHZ_HTTP_PLACEHOLDERS = [
  '${username}',
  '${clientid}',
  '${peerhost}',
  '${topic}',
  '${action}',
  '${qos}',
  '${retain}',
  '${access}',
  '${proto_name}',
  '${mountpoint}',
  '${cert_subject}',
  '${cert_common_name}',
  '${cert_pem}',
  '${client_attrs.NAME}',
];

/** `fixed`: the field the mode fixes, not edited in the form (nor the type, nor the list's enable switch). */
export function useAuthzUiSchema(fixed: string | undefined): UiSchema {
  return useMemo(() => {
    // HTTP is the type whose mode is its method, MongoDB the one whose filter is a map (LDAP's is text).
    const http = fixed === 'method';
    const placeholders = http ? AUTHZ_HTTP_PLACEHOLDERS : AUTHZ_PLACEHOLDERS;
    const templates = templateFieldsUi(placeholders, http);
    const ui: UiSchema = {
      'ui:order': FIELD_ORDER,
      rules: { 'ui:widget': AclRulesWidget },
      ...templates,
      base_dn: templates.cmd,
      filter: fixed === 'mongo_type' ? templates.filter : templates.cmd,
    };
    for (const field of ['type', 'enable', fixed]) if (field) ui[field] = hidden;
    return ui;
  }, [fixed]);
}
