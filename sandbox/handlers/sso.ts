/**
 * Dashboard single sign-on, as emqx_dashboard_sso_api, _oidc_api and _saml_api of EMQX 5.8.1 answer:
 * the backend list and configs (secrets masked), LDAP logins answered like /login, and the OIDC and
 * SAML logins that send the browser to the identity provider and back to `dashboard_addr` with
 * `?login_meta=`. The identity provider itself is sso-idp.ts.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { isJsonObject, type JsonObject } from '../lib/json';
import { emqxError, json, noContent, readJson } from '../lib/respond';
import { parseDurationMs } from '../lib/time';
import { VERSION } from '../seed/cluster';
import {
  checkedConfig,
  DEFAULTS,
  deobfuscate,
  ensureSsoUser,
  isSsoBackend,
  ldapConnected,
  ldapSearch,
  loginMeta,
  loginRedirectTarget,
  redact,
  SSO_BACKENDS,
  type SsoBackend,
  type SsoUser,
} from '../model/sso';
import { consumeSamlResponse, exchangeCode, randomId, userinfo } from '../model/sso-idp';
import type { SandboxState } from '../state';
import { API, param } from './api';
import { issueToken } from './auth';
import { ssoIdpHandlers } from './sso-idp';

const backendNotFound = (): Response => emqxError(404, 'BACKEND_NOT_FOUND', 'Backend not found');
const authFailed = (message = 'Auth failed'): Response => emqxError(401, 'BAD_USERNAME_OR_PWD', message);

/** The broker's redirects (?RESPHEADERS and ?REDIRECT_BODY). */
const redirect = (location: string): Response =>
  new HttpResponse('Redirecting...', { status: 302, headers: { location, 'cache-control': 'no-cache', pragma: 'no-cache', 'content-type': 'text/plain' } });

const text = (value: JsonObject, key: string): string => (typeof value[key] === 'string' ? value[key] : '');

/** SAML loads the IdP's metadata when it starts: only the sandbox IdP's can be loaded. */
function samlProblem(state: SandboxState, config: JsonObject): string {
  return config.enable === true && text(config, 'idp_metadata_url') !== `${state.sso.idp.issuer}/saml/metadata` ? 'failed_to_load_metadata' : '';
}

/** emqx_dashboard_sso_manager:get_backend_status/2. */
function backendStatus(state: SandboxState, backend: SsoBackend, config: JsonObject): JsonObject {
  const enable = config.enable === true;
  if (!enable) return { backend, enable, running: false, last_error: '' };
  if (backend === 'ldap') {
    return ldapConnected(state.sso, config) ? { backend, enable, running: true, last_error: '' } : { backend, enable, running: false, last_error: 'Resource not valid, status: disconnected' };
  }
  const problem = backend === 'saml' ? samlProblem(state, config) : '';
  return { backend, enable, running: problem === '', last_error: problem };
}

/** emqx_dashboard_sso_manager:running/0: enabled, and started without an error (not whether LDAP answers). */
function running(state: SandboxState): SsoBackend[] {
  return SSO_BACKENDS.filter((backend) => {
    const config = state.sso.configs.get(backend);
    return config?.enable === true && (backend !== 'saml' || samlProblem(state, config) === '');
  });
}

/** lookup_state/1: OIDC and LDAP have a state once configured (enabled or not), SAML only once started. */
function hasState(state: SandboxState, backend: SsoBackend): boolean {
  const config = state.sso.configs.get(backend);
  if (!config) return false;
  return backend !== 'saml' || (config.enable === true && samlProblem(state, config) === '');
}

function signIn(state: SandboxState, user: SsoUser): JsonObject {
  const token = issueToken(state, user.username);
  state.sso.tokenRoles.set(token, user.role);
  return loginMeta(user, token, VERSION);
}

function ldapLogin(state: SandboxState, config: JsonObject, body: JsonObject): Response {
  const username = text(body, 'username');
  // A stopped resource (disabled) or one that cannot reach its directory fails the query: ldap_query_failed.
  if (config.enable !== true || !ldapConnected(state.sso, config)) return authFailed();
  const entries = ldapSearch(state.sso, config, username);
  if (entries.length !== 1 || entries[0]!.password !== text(body, 'password')) return authFailed();
  return json(signIn(state, ensureSsoUser(state.sso, 'ldap', username)));
}

const callbackUrl = (config: JsonObject): string => `${text(config, 'dashboard_addr')}/api/v5/sso/oidc/callback`;

function oidcLogin(state: SandboxState, config: JsonObject): Response {
  const { idp } = state.sso;
  // oidcc cannot create a redirect for a provider it could not discover.
  if (text(config, 'issuer') !== idp.issuer) return authFailed();
  const oidcState = randomId();
  const nonce = randomId();
  const ttl = parseDurationMs(text(config, 'session_expiry') || '30s') ?? 30_000;
  state.sso.oidcSessions.set(oidcState, { nonce, expiresAt: state.now() + ttl });
  const scopes = Array.isArray(config.scopes) ? config.scopes.filter((s): s is string => typeof s === 'string') : ['openid'];
  const query = new URLSearchParams({ response_type: 'code', client_id: text(config, 'clientid'), redirect_uri: callbackUrl(config), scope: scopes.join(' '), state: oidcState, nonce });
  return redirect(`${idp.issuer}/authorize?${query.toString()}`);
}

function samlLogin(state: SandboxState, config: JsonObject): Response {
  const acs = `${text(config, 'dashboard_addr')}/api/v5/sso/saml/acs`;
  const request = `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_${randomId()}" AssertionConsumerServiceURL="${acs}"/>`;
  return redirect(`${state.sso.idp.issuer}/saml/sso?SAMLRequest=${encodeURIComponent(Buffer.from(request).toString('base64'))}`);
}

/** emqx_placeholder:proc_tmpl over the userinfo claims: `${sub}`, `${preferred_username}`… */
const applyNameVar = (template: string, claims: Record<string, string>): string => template.replace(/\$\{(\w+)\}/g, (_, name: string) => claims[name] ?? 'undefined');

function oidcCallback(state: SandboxState, url: URL): Response {
  const config = state.sso.configs.get('oidc');
  if (!config) return backendNotFound();
  const oidcState = url.searchParams.get('state');
  if (oidcState === null) return emqxError(400, 'BAD_REQUEST', 'Invalid query string');
  const session = state.sso.oidcSessions.get(oidcState);
  state.sso.oidcSessions.delete(oidcState);
  if (!session || session.expiresAt <= state.now()) return authFailed('session_not_exists');
  const token = exchangeCode(
    state.sso.idp,
    { code: url.searchParams.get('code') ?? '', clientId: text(config, 'clientid'), secret: text(config, 'secret'), redirectUri: callbackUrl(config) },
    state.now(),
  );
  if (text(config, 'issuer') !== state.sso.idp.issuer || 'error' in token) {
    return authFailed(`{http_error,400,#{<<"error">> => <<"${'error' in token ? token.error : 'invalid_issuer'}">>}}`);
  }
  const identity = userinfo(state.sso.idp, token.access_token);
  if (!identity) return authFailed('{http_error,401,<<>>}');
  const username = applyNameVar(text(config, 'name_var') || '${sub}', { ...identity });
  if (username === '') return authFailed('Username can not be empty');
  if (username === 'undefined') return authFailed('Username can not be undefined');
  return redirect(loginRedirectTarget(text(config, 'dashboard_addr'), signIn(state, ensureSsoUser(state.sso, 'oidc', username))));
}

function spMetadata(config: JsonObject): string {
  const base = `${text(config, 'dashboard_addr')}/api/v5`;
  return `<?xml version="1.0" encoding="UTF-8"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${base}/sso/saml/metadata"><md:SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" AuthnRequestsSigned="${String(config.sp_sign_request === true)}"><md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${base}/sso/saml/acs" index="0"/></md:SPSSODescriptor><md:Organization><md:OrganizationName>EMQX</md:OrganizationName><md:OrganizationDisplayName>EMQX Dashboard</md:OrganizationDisplayName><md:OrganizationURL>${text(config, 'dashboard_addr')}</md:OrganizationURL></md:Organization></md:EntityDescriptor>`;
}

export function ssoHandlers(state: SandboxState): HttpHandler[] {
  const { sso } = state;
  return [
    http.get(`${API}/sso/running`, () => json(running(state))),

    http.get(`${API}/sso`, () => json(SSO_BACKENDS.flatMap((backend) => (sso.configs.has(backend) ? [backendStatus(state, backend, sso.configs.get(backend)!)] : [])))),

    http.get(`${API}/sso/oidc/callback`, ({ request }) => oidcCallback(state, new URL(request.url))),

    http.get(`${API}/sso/saml/metadata`, () => {
      const config = sso.configs.get('saml');
      if (!config || !hasState(state, 'saml')) return backendNotFound();
      return new HttpResponse(spMetadata(config), { status: 200, headers: { 'content-type': 'text/xml' } });
    }),

    http.post(`${API}/sso/saml/acs`, async ({ request }) => {
      const config = sso.configs.get('saml');
      if (!config || !hasState(state, 'saml')) return backendNotFound();
      const form = new URLSearchParams(await request.text());
      const result = consumeSamlResponse(sso.idp, form.get('SAMLResponse') ?? '');
      if ('error' in result) return emqxError(403, 'UNAUTHORIZED', `Access denied, assertion failed validation:\n${result.error}\n`);
      return redirect(loginRedirectTarget(text(config, 'dashboard_addr'), signIn(state, ensureSsoUser(sso, 'saml', result.username))));
    }),

    http.post(`${API}/sso/login/:backend`, async ({ params, request }) => {
      const backend = param(params.backend);
      if (!isSsoBackend(backend) || !hasState(state, backend)) return backendNotFound();
      const config = sso.configs.get(backend)!;
      const body = await readJson(request);
      if (backend === 'ldap') return ldapLogin(state, config, isJsonObject(body) ? body : {});
      return backend === 'oidc' ? oidcLogin(state, config) : samlLogin(state, config);
    }),

    http.get(`${API}/sso/:backend`, ({ params }) => {
      const backend = param(params.backend);
      const config = isSsoBackend(backend) ? sso.configs.get(backend) : undefined;
      return config ? json(checkedConfig(redact(config))) : backendNotFound();
    }),

    http.put(`${API}/sso/:backend`, async ({ params, request }) => {
      const backend = param(params.backend);
      const body = await readJson(request);
      if (!isSsoBackend(backend) || !isJsonObject(body) || body.backend !== backend) return emqxError(400, 'BAD_REQUEST', 'Reason: invalid_config');
      // The valid config is kept even when the backend then fails to start (update_config/2).
      const config: JsonObject = { ...DEFAULTS[backend], ...deobfuscate(body, sso.configs.get(backend)) };
      sso.configs.set(backend, config);
      if (backend === 'oidc') sso.oidcSessions.clear();
      if (backend === 'saml' && samlProblem(state, config)) return emqxError(400, 'BAD_REQUEST', 'Failed to load metadata');
      return json(redact(config));
    }),

    http.delete(`${API}/sso/:backend`, ({ params }) => {
      const backend = param(params.backend);
      if (!isSsoBackend(backend) || !sso.configs.delete(backend)) return backendNotFound();
      if (backend === 'oidc') sso.oidcSessions.clear();
      return noContent();
    }),

    ...ssoIdpHandlers(state),
  ];
}
