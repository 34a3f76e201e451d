/**
 * How the screens name and describe each single sign-on backend (the list itself is in src/api/session.ts).
 * Here, not there: only the screens that show them load these, and the login page's first load stays small.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SsoBackend } from '../../api/session';


/** Their product names, the same in every language. */
export const SSO_NAMES: Record<SsoBackend, string> = { ldap: 'LDAP', saml: 'SAML 2.0', oidc: 'OIDC' };

export const SSO_DESCRIPTIONS: Record<SsoBackend, MessageDescriptor> = {
  ldap: msg`Users log in on the login page with their directory username and password.`,
  saml: msg`Users log in at your SAML 2.0 identity provider and come back logged in.`,
  oidc: msg`Users log in at your OpenID Connect provider and come back logged in.`,
};

/** Where the broker's SSO endpoints are for the identity provider: under the console's address. */
export const ssoEndpoint = (dashboardAddr: string, path: string): string => `${dashboardAddr.replace(/\/+$/, '')}/api/v5/sso/${path}`;
