import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The broker's settings of this console itself (`/configs/dashboard`, `/configs/broker`), single sign-on included. */
export const CONSOLE_FIELD_LABELS: Record<string, MessageDescriptor> = {
  num_acceptors: msg`Acceptors`,
  inet6: msg`Listen on IPv6`,
  ipv6_v6only: msg`IPv6 only`,
  proxy_header: msg`Proxy protocol (HAProxy header)`,
  token_expired_time: msg`Login expiry`,
  cors: msg`Allow cross-origin requests (CORS)`,
  swagger_support: msg`Serve the API documentation (Swagger)`,
  default_password: msg`First administrator's password`,
  enable_session_registry: msg`Register sessions cluster-wide`,
  session_history_retain: msg`Keep session history for`,
  // Single sign-on backends
  sso: msg`Single sign-on`,
  ldap: msg`LDAP`,
  oidc: msg`OIDC`,
  saml: msg`SAML 2.0`,
  issuer: msg`Issuer URL`,
  clientid: msg`Client ID`,
  client_jwks: msg`Client JWKS`,
  dashboard_addr: msg`Console address`,
  fallback_methods: msg`Fallback authentication methods`,
  preferred_auth_methods: msg`Preferred authentication methods`,
  name_var: msg`Username template`,
  provider: msg`Provider`,
  require_pkce: msg`Require PKCE`,
  scopes: msg`Scopes`,
  session_expiry: msg`Session expiry`,
  idp_metadata_url: msg`Identity provider metadata URL`,
  sp_private_key: msg`Service provider private key`,
  sp_public_key: msg`Service provider certificate`,
  sp_sign_request: msg`Sign requests`,
};

export const CONSOLE_PATH_LABELS: Record<string, MessageDescriptor> = {
  'dashboard.listeners': msg`Console listeners`,
  'listeners.http': msg`HTTP`,
  'listeners.https': msg`HTTPS`,
};

/** Single sign-on backends and OIDC providers, as the broker names them. */
export const CONSOLE_VALUE_LABELS: Record<string, MessageDescriptor> = {
  oidc: msg`OIDC`,
  saml: msg`SAML 2.0`,
  generic: msg`Generic`,
  okta: msg`Okta`,
};
