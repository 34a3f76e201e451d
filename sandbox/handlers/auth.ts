/**
 * Login, logout and the credentials check in front of every other operation, as
 * emqx_dashboard:authorize/1 does it: a bearer token (unknown → BAD_TOKEN, expired → TOKEN_TIME_OUT)
 * or an API key as HTTP Basic credentials (model/api-keys.ts authorizeApiKey); anything else →
 * AUTHORIZATION_HEADER_ERROR. Then the role's RBAC (model/users-rbac.ts): 403 UNAUTHORIZED_ROLE.
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject } from '../lib/json';
import { emqxError, json, noContent, readJson } from '../lib/respond';
import { authorizeApiKey, basicCredentials } from '../model/api-keys';
import { roleMayCall } from '../model/users-rbac';
import { parseDurationMs } from '../lib/time';
import { VERSION } from '../seed/cluster';
import type { SandboxState } from '../state';
import { API } from './api';

/** Operations the broker serves without credentials. */
const PUBLIC: readonly (readonly [string, RegExp])[] = [
  ['POST', /^\/login$/],
  ['GET', /^\/status$/],
  // `security => []` in emqx_node_rebalance_api: load balancers poll it.
  ['GET', /^\/load_rebalance\/availability_check$/],
  ['GET', /^\/sso\/running$/],
  ['POST', /^\/sso\/login\/[^/]+$/],
  // `security => []` in emqx_dashboard_sso_oidc_api and _saml_api: the IdP sends the browser there.
  ['GET', /^\/sso\/oidc\/callback$/],
  ['POST', /^\/sso\/saml\/acs$/],
];

/** emqx_dashboard:return_unauthorized/2: a 401 that asks for Basic credentials. */
function unauthorized(code: string, message: string): Response {
  const res = emqxError(401, code, message);
  res.headers.set('www-authenticate', 'Basic Realm="emqx-dashboard"');
  return res;
}

function tokenTtlMs(state: SandboxState): number {
  const dashboard = state.configs.get('/configs/dashboard');
  const text = isJsonObject(dashboard) && typeof dashboard.token_expired_time === 'string' ? dashboard.token_expired_time : '60m';
  return parseDurationMs(text) ?? 3_600_000;
}

function base64url(text: string): string {
  return btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** Shaped like the broker's JWTs so that code that peeks into them sees the familiar three parts. */
function newToken(username: string, now: number): string {
  const random = new Uint8Array(24);
  globalThis.crypto.getRandomValues(random);
  const signature = base64url(String.fromCharCode(...random));
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify({ iat: Math.floor(now / 1000), sub: username, jti: signature.slice(0, 12) }))}.${signature}`;
}

export function issueToken(state: SandboxState, username: string): string {
  const now = state.now();
  const token = newToken(username, now);
  state.tokens.set(token, { username, expiresAt: now + tokenTtlMs(state) });
  return token;
}

export function bearer(request: Request): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return m?.[1];
}

export function revokeTokens(state: SandboxState, username: string): void {
  for (const [token, record] of state.tokens) if (record.username === username) state.tokens.delete(token);
}

/** The user behind the request's token, for handlers that need to know who is asking. */
export const tokenOwner = (state: SandboxState, request: Request): string | undefined => {
  const token = bearer(request);
  return token === undefined ? undefined : state.tokens.get(token)?.username;
};

export function authHandlers(state: SandboxState): HttpHandler[] {
  const guard = http.all(`${API}/*`, ({ request }) => {
    if (!state.requireAuth) return undefined;
    const path = new URL(request.url).pathname.replace(/^.*?\/api\/v5/, '');
    if (PUBLIC.some(([method, re]) => method === request.method && re.test(path))) return undefined;
    const header = request.headers.get('authorization') ?? '';
    if (/^Basic\s/i.test(header)) {
      const credentials = basicCredentials(header);
      if (!credentials) return unauthorized('AUTHORIZATION_HEADER_ERROR', 'Support authorization: basic/bearer ');
      const verdict = authorizeApiKey(state.apiKeys.values(), credentials, { method: request.method, path }, state.now(), roleMayCall);
      if ('ok' in verdict) return undefined;
      return verdict.status === 401 ? unauthorized(verdict.code, verdict.message) : emqxError(verdict.status, verdict.code, verdict.message);
    }
    const token = bearer(request);
    if (token === undefined) return unauthorized('AUTHORIZATION_HEADER_ERROR', 'Support authorization: basic/bearer ');
    const record = state.tokens.get(token);
    if (!record) return emqxError(401, 'BAD_TOKEN', 'Get a token by POST /login');
    const now = state.now();
    if (record.expiresAt <= now) {
      state.tokens.delete(token);
      return emqxError(401, 'TOKEN_TIME_OUT', 'Token expired, get new token by POST /login');
    }
    record.expiresAt = now + tokenTtlMs(state);
    // An SSO user's role is the one its token was signed with (handlers/sso.ts), not a local user's.
    const role = state.sso.tokenRoles.get(token) ?? state.users.get(record.username)?.role ?? 'administrator';
    if (!roleMayCall(role, request.method, path, record.username)) {
      return emqxError(403, 'UNAUTHORIZED_ROLE', "You don't have permission to access this resource");
    }
    // Falling through lets the next matching handler answer.
    return undefined;
  });

  const login = http.post(`${API}/login`, async ({ request }) => {
    const body = await readJson(request);
    const username = isJsonObject(body) && typeof body.username === 'string' ? body.username : '';
    const password = isJsonObject(body) && typeof body.password === 'string' ? body.password : '';
    const user = state.users.get(username);
    if (!user || user.password !== password) return emqxError(401, 'BAD_USERNAME_OR_PWD', 'Auth failed');
    // The document's enum is opensource|enterprise; see sandbox/README.md on the broker's `ee`.
    return json({ token: issueToken(state, username), version: VERSION, license: { edition: 'ee' }, role: user.role });
  });

  const logout = http.post(`${API}/logout`, async ({ request }) => {
    const body = await readJson(request);
    const token = bearer(request);
    const record = token === undefined ? undefined : state.tokens.get(token);
    const username = isJsonObject(body) && typeof body.username === 'string' ? body.username : record?.username;
    if (token === undefined || !record || record.username !== username) {
      // emqx_dashboard_api:logout/2.
      return emqxError(401, 'WRONG_TOKEN_OR_USERNAME', 'Ensure your token & username');
    }
    state.tokens.delete(token);
    return noContent();
  });

  return [guard, login, logout];
}
