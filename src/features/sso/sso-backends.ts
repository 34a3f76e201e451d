/** The three single sign-on backends of EMQX 5.8 (emqx_dashboard_sso:backends/0), as this console shows them. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type SsoBackend = 'ldap' | 'saml' | 'oidc';

/** In the order the screens list them. */
export const SSO_BACKENDS: readonly SsoBackend[] = ['ldap', 'saml', 'oidc'];

export const isSsoBackend = (value: string): value is SsoBackend => (SSO_BACKENDS as readonly string[]).includes(value);

export const SSO_NAMES: Record<SsoBackend, string> = { ldap: 'LDAP', saml: 'SAML 2.0', oidc: 'OIDC' };

export const SSO_DESCRIPTIONS: Record<SsoBackend, MessageDescriptor> = {
  ldap: msg`Users log in on the login page with their directory username and password.`,
  saml: msg`Users log in at your SAML 2.0 identity provider and come back logged in.`,
  oidc: msg`Users log in at your OpenID Connect provider and come back logged in.`,
};

/** Where the broker's SSO endpoints are for the identity provider: under the console's address. */
export const ssoEndpoint = (dashboardAddr: string, path: string): string => `${dashboardAddr.replace(/\/+$/, '')}/api/v5/sso/${path}`;
