/** How the settings screens describe each single sign-on backend (the list itself is in src/api/session.ts). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SsoBackend } from '../../api/session';


export const SSO_DESCRIPTIONS: Record<SsoBackend, MessageDescriptor> = {
  ldap: msg`Users log in on the login page with their directory username and password.`,
  saml: msg`Users log in at your SAML 2.0 identity provider and come back logged in.`,
  oidc: msg`Users log in at your OpenID Connect provider and come back logged in.`,
};

/** Where the broker's SSO endpoints are for the identity provider: under the console's address. */
export const ssoEndpoint = (dashboardAddr: string, path: string): string => `${dashboardAddr.replace(/\/+$/, '')}/api/v5/sso/${path}`;
