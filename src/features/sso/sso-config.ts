/** One backend's config for the settings form: the broker's (secrets masked), or a new one's while none is configured. */
import type { UiSchema } from '@rjsf/utils';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { getGetSsoByBackendQueryKey, getGetSsoQueryKey, getSsoByBackend } from '../../generated/endpoints/dashboard-single-sign-on/dashboard-single-sign-on';
import type { PutSsoByBackendBody } from '../../generated/model';
import dashboardSchema from '../../../schemas/dashboard.json';
import type { SsoBackend } from '../../api/session';

export type SsoConfig = PutSsoByBackendBody;

/** A config the broker does not have yet: the form fills the rest from the schema's defaults. */
const unconfigured = (backend: SsoBackend): SsoConfig => ({ backend, enable: false }) as SsoConfig;

/**
 * The broker answers the checked config, whose durations are numbers (OIDC session_expiry in seconds,
 * LDAP query_timeout, request_timeout and ssl.hibernate_after in milliseconds:
 * emqx_dashboard_sso_api:backend/2), where the form and the PUT body take duration strings.
 */
const DURATIONS: [path: string[], unit: 's' | 'ms'][] = [
  [['session_expiry'], 's'],
  [['query_timeout'], 'ms'],
  [['request_timeout'], 'ms'],
  [['ssl', 'hibernate_after'], 'ms'],
];

export function editableConfig(answer: Record<string, unknown>): SsoConfig {
  // A JSON copy: an answer read tolerantly holds proxies, which structuredClone refuses.
  const config = JSON.parse(JSON.stringify(answer)) as Record<string, unknown>;
  for (const [path, unit] of DURATIONS) {
    const holder = path.slice(0, -1).reduce<Record<string, unknown> | undefined>((node, key) => (node && typeof node[key] === 'object' && node[key] !== null ? (node[key] as Record<string, unknown>) : undefined), config);
    const key = path[path.length - 1]!;
    if (holder && typeof holder[key] === 'number') holder[key] = `${holder[key]}${unit}`;
  }
  return config as unknown as SsoConfig;
}

/** The config and whether the broker has one: a 404 (BACKEND_NOT_FOUND: never configured, or deleted) is a new one. */
export const ssoConfigQuery = (backend: SsoBackend) =>
  queryOptions({
    queryKey: getGetSsoByBackendQueryKey(backend),
    queryFn: async ({ signal }) => {
      try {
        return { config: editableConfig((await getSsoByBackend(backend, { silentStatuses: [404] }, signal)) as unknown as Record<string, unknown>), configured: true };
      } catch (error) {
        if (isApiError(error) && error.status === 404) return { config: unconfigured(backend), configured: false };
        throw error;
      }
    },
  });

/** After a save or a delete: the list and this backend's config. */
export function useRefreshSso() {
  const queryClient = useQueryClient();
  return (backend: SsoBackend) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetSsoQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetSsoByBackendQueryKey(backend) }),
    ]);
}

export const SSO_SCHEMAS: Record<SsoBackend, unknown> = dashboardSchema.properties.sso.properties;

const hidden = { 'ui:widget': 'hidden' } as const;

/** What each backend needs first; the rest waits under "Advanced settings". */
export const SSO_UI: Record<SsoBackend, UiSchema<SsoConfig>> = {
  ldap: { 'ui:options': { essentials: ['enable', 'server', 'username', 'password', 'base_dn', 'filter'] }, backend: hidden },
  oidc: { 'ui:options': { essentials: ['enable', 'issuer', 'clientid', 'secret', 'dashboard_addr', 'scopes', 'name_var'] }, backend: hidden },
  saml: { 'ui:options': { essentials: ['enable', 'dashboard_addr', 'idp_metadata_url', 'sp_sign_request', 'sp_public_key', 'sp_private_key'] }, backend: hidden },
};
