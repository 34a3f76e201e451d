/**
 * Dashboard single sign-on (emqx_dashboard_sso*, EMQX 5.8.1): the three backends' configs, the LDAP
 * directory they bind against, the SSO users (the broker keeps them beside the local ones, keyed by
 * backend and name) and the OIDC login sessions. The identity provider lives in sso-idp.ts.
 */
import type { JsonObject } from '../lib/json';
import { parseDurationMs } from '../lib/time';
import { MASK, redactWith, unmaskWith } from '../lib/redact';
import { seedIdp, type IdpState } from './sso-idp';

export type SsoBackend = 'ldap' | 'oidc' | 'saml';
export const SSO_BACKENDS: readonly SsoBackend[] = ['ldap', 'oidc', 'saml'];
export const isSsoBackend = (value: string): value is SsoBackend => (SSO_BACKENDS as readonly string[]).includes(value);

/** emqx_utils_redact: what GET and PUT answers mask, and what PUT takes back unchanged. */
const SENSITIVE = new Set(['password', 'secret', 'sp_private_key', 'bind_password', 'private_key', 'secret_key', 'token']);

export interface DirectoryEntry {
  dn: string;
  uid: string;
  cn: string;
  password: string;
}

export interface Directory {
  /** `host:port` the LDAP backend's `server` must name to reach it. */
  server: string;
  bindDn: string;
  bindPassword: string;
  entries: DirectoryEntry[];
}

export interface SsoUser {
  backend: SsoBackend;
  username: string;
  role: 'administrator' | 'viewer';
}

export interface SsoState {
  configs: Map<SsoBackend, JsonObject>;
  directory: Directory;
  /** Keyed by `backend:username`; a first login adds the user as a viewer, as the broker does. */
  users: Map<string, SsoUser>;
  /** The role each SSO token was signed with, read by the token check (handlers/auth.ts). */
  tokenRoles: Map<string, string>;
  /** OIDC `state` values the login handed out (emqx_dashboard_sso_oidc_session), with their nonce. */
  oidcSessions: Map<string, { nonce: string; expiresAt: number }>;
  idp: IdpState;
}

/** The sandbox's own origin until startSandbox knows the real one (sandbox/server.ts). */
export const DEFAULT_ORIGIN = 'http://127.0.0.1:18083';
export const IDP_PATH = '/sandbox-idp';

const DIRECTORY: Directory = {
  server: 'ldap.northwind.example:389',
  bindDn: 'cn=emqx-console,ou=services,dc=northwind,dc=example',
  bindPassword: 'console-bind-secret',
  entries: [
    { dn: 'uid=alice,ou=people,dc=northwind,dc=example', uid: 'alice', cn: 'Alice Schmidt', password: 'alice-secret' },
    { dn: 'uid=bob,ou=people,dc=northwind,dc=example', uid: 'bob', cn: 'Bob Lang', password: 'bob-secret' },
    { dn: 'uid=chen.wei,ou=people,dc=northwind,dc=example', uid: 'chen.wei', cn: '陈伟', password: 'chen-secret' },
    { dn: 'uid=svc-backup,ou=services,dc=northwind,dc=example', uid: 'svc-backup', cn: 'Backup job', password: 'backup-secret' },
  ],
};

/** emqx_ldap's fields with their defaults, as GET /sso/ldap answers them. */
export const LDAP_DEFAULTS: JsonObject = {
  enable: false,
  backend: 'ldap',
  query_timeout: '5s',
  pool_size: 8,
  filter: '(& (objectClass=person) (uid=${username}))',
  request_timeout: '10s',
  ssl: { enable: false, verify: 'verify_none' },
};

export const OIDC_DEFAULTS: JsonObject = {
  enable: false,
  backend: 'oidc',
  scopes: ['openid'],
  name_var: '${sub}',
  dashboard_addr: 'http://127.0.0.1:18083',
  session_expiry: '30s',
  require_pkce: false,
  preferred_auth_methods: ['client_secret_post', 'client_secret_basic', 'none'],
  provider: 'generic',
  fallback_methods: ['RS256'],
  client_jwks: 'none',
};

export const SAML_DEFAULTS: JsonObject = {
  enable: false,
  backend: 'saml',
  dashboard_addr: 'https://127.0.0.1:18083',
  idp_metadata_url: 'https://idp.example.com',
  sp_sign_request: false,
  sp_public_key: 'Pub Key',
};

export const DEFAULTS: Record<SsoBackend, JsonObject> = { ldap: LDAP_DEFAULTS, oidc: OIDC_DEFAULTS, saml: SAML_DEFAULTS };

export function seedSso(): SsoState {
  const idp = seedIdp(`${DEFAULT_ORIGIN}${IDP_PATH}`);
  return {
    configs: new Map<SsoBackend, JsonObject>([
      [
        'ldap',
        {
          ...LDAP_DEFAULTS,
          enable: true,
          server: DIRECTORY.server,
          username: DIRECTORY.bindDn,
          password: DIRECTORY.bindPassword,
          base_dn: 'ou=people,dc=northwind,dc=example',
        },
      ],
      [
        'oidc',
        {
          ...OIDC_DEFAULTS,
          enable: true,
          issuer: idp.issuer,
          clientid: idp.client.id,
          secret: idp.client.secret,
          scopes: ['openid', 'profile'],
          name_var: '${preferred_username}',
          dashboard_addr: DEFAULT_ORIGIN,
        },
      ],
      ['saml', { ...SAML_DEFAULTS, dashboard_addr: DEFAULT_ORIGIN, idp_metadata_url: `${idp.issuer}/saml/metadata` }],
    ]),
    directory: structuredClone(DIRECTORY),
    // Promoted by an administrator after their first login; everyone else starts as a viewer.
    users: new Map([
      ['ldap:alice', { backend: 'ldap', username: 'alice', role: 'administrator' }],
      ['oidc:carol', { backend: 'oidc', username: 'carol', role: 'administrator' }],
    ]),
    tokenRoles: new Map(),
    oidcSessions: new Map(),
    idp,
  };
}

/**
 * Where the console is served: OIDC and SAML send the browser back there (`dashboard_addr`), and the
 * IdP runs on the sandbox's own origin. Set once the server knows both (sandbox/server.ts, main.ts).
 */
export function placeSso(sso: SsoState, consoleOrigin: string, sandboxOrigin: string): void {
  const issuer = `${sandboxOrigin}${IDP_PATH}`;
  const previous = sso.idp.issuer;
  sso.idp.issuer = issuer;
  for (const config of sso.configs.values()) {
    if (typeof config.dashboard_addr === 'string') config.dashboard_addr = consoleOrigin;
    if (config.issuer === previous) config.issuer = issuer;
    if (typeof config.idp_metadata_url === 'string' && config.idp_metadata_url.startsWith(previous)) config.idp_metadata_url = `${issuer}/saml/metadata`;
  }
}

// Any value of a sensitive field is masked, an empty one too; objects in arrays are not searched.
export const redact = (value: JsonObject): JsonObject => redactWith(value, (key, v) => SENSITIVE.has(key) && v !== undefined, false) as JsonObject;

/** emqx_utils_redact:deobfuscate: a masked secret sent back keeps the stored one, or is left out when none is stored. */
export const deobfuscate = (next: JsonObject, previous: JsonObject | undefined): JsonObject => unmaskWith(next, previous, (key, old) => (SENSITIVE.has(key) ? old : MASK));

/** The LDAP resource is connected when its server is the directory's and the service account binds. */
export function ldapConnected(sso: SsoState, config: JsonObject): boolean {
  return config.server === sso.directory.server && config.username === sso.directory.bindDn && config.password === sso.directory.bindPassword;
}

/** The filter's `(attr=${username})` term picks the attribute matched: uid by default. */
export function ldapSearch(sso: SsoState, config: JsonObject, username: string): DirectoryEntry[] {
  const filter = typeof config.filter === 'string' ? config.filter : '';
  const attribute = /\((\w+)\s*=\s*\$\{username\}\)/.exec(filter)?.[1] ?? 'uid';
  const base = typeof config.base_dn === 'string' ? config.base_dn.toLowerCase() : '';
  return sso.directory.entries.filter((entry) => {
    const value = attribute === 'cn' ? entry.cn : attribute === 'uid' ? entry.uid : undefined;
    return value === username && entry.dn.toLowerCase().endsWith(base);
  });
}

/** emqx_dashboard_sso_*:ensure_user_exists: a first login adds the user with the viewer role. */
export function ensureSsoUser(sso: SsoState, backend: SsoBackend, username: string): SsoUser {
  const key = `${backend}:${username}`;
  const existing = sso.users.get(key);
  if (existing) return existing;
  const user: SsoUser = { backend, username, role: 'viewer' };
  sso.users.set(key, user);
  return user;
}

/** emqx_dashboard_sso_api:login_meta/4: what LDAP answers and OIDC and SAML put into the redirect. */
export function loginMeta(user: SsoUser, token: string, version: string): JsonObject {
  return { username: user.username, role: user.role, token, version, license: { edition: 'ee' }, backend: user.backend };
}

/** The redirect target of login_redirect_target/4: base64 of the JSON, not URL-encoded, as the broker writes it. */
export function loginRedirectTarget(dashboardAddr: string, meta: JsonObject): string {
  return `${dashboardAddr}/?login_meta=${Buffer.from(JSON.stringify(meta), 'utf8').toString('base64')}`;
}

/**
 * GET /sso/{backend} answers the checked config (emqx_dashboard_sso_api:backend/2 →
 * to_redacted_json/1 of emqx:get_config/2), whose durations are numbers: OIDC session_expiry in
 * seconds, LDAP query_timeout, request_timeout and ssl.hibernate_after in milliseconds.
 */
export function checkedConfig(config: JsonObject): JsonObject {
  const out = structuredClone(config);
  const ms = (v: unknown): unknown => (typeof v === 'string' ? (parseDurationMs(v) ?? v) : v);
  if (typeof out.session_expiry === 'string') {
    const n = parseDurationMs(out.session_expiry);
    if (n !== undefined) out.session_expiry = Math.floor(n / 1000);
  }
  for (const key of ['query_timeout', 'request_timeout']) if (key in out) out[key] = ms(out[key]) as JsonObject[string];
  const ssl = out.ssl;
  if (ssl !== null && typeof ssl === 'object' && !Array.isArray(ssl) && 'hibernate_after' in ssl) ssl.hibernate_after = ms(ssl.hibernate_after) as JsonObject[string];
  return out;
}
