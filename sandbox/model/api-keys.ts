/** API keys as the broker keeps them: the secret is stored, but only the answer to their creation shows it. */

/** EMQX Enterprise 5.8's roles for API keys (publisher may only publish). */
export const API_KEY_ROLES = ['administrator', 'viewer', 'publisher'] as const;

/** The broker's rule for names (emqx_mgmt_api_api_keys:validate_name/1), in the body and the path. */
export const API_KEY_NAME = /^[A-Za-z]+[A-Za-z0-9-_]*$/;
export const API_KEY_NAME_MAX = 256;

/** emqx_mgmt_auth:create/7 refuses a key past this many. */
export const MAX_API_KEYS = 100;

/** validate_name/1's refusal, or undefined. The length is in bytes (byte_size). */
export function apiKeyNameProblem(name: string): string | undefined {
  const bytes = new TextEncoder().encode(name).length;
  if (bytes === 0 || bytes > API_KEY_NAME_MAX) return 'Name Length must =< 256';
  return API_KEY_NAME.test(name) ? undefined : 'Name should be ^[A-Za-z]+[A-Za-z0-9-_]*$';
}

export interface ApiKeyRecord {
  name: string;
  apiKey: string;
  apiSecret: string;
  desc: string;
  enable: boolean;
  role: string;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms, or never. */
  expiredAt: number | 'infinity';
}

const hex = (bytes: Uint8Array): string => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

/** A key like the broker's (16 hex digits) and a long secret from letters and digits. */
export function newCredentials(): { apiKey: string; apiSecret: string } {
  const secret = btoa(String.fromCharCode(...randomBytes(36))).replace(/[^A-Za-z0-9]/g, '');
  return { apiKey: hex(randomBytes(8)), apiSecret: secret };
}

/** emqx_mgmt_auth:is_expired/1: strictly before now, to the second. */
export const isExpired = (key: ApiKeyRecord, now: number): boolean => key.expiredAt !== 'infinity' && Math.floor(key.expiredAt / 1000) < Math.floor(now / 1000);

/** What the broker answers a request made with an API key instead of a token (emqx_dashboard:api_key_authorize/3). */
export type ApiKeyVerdict = { ok: ApiKeyRecord } | { status: 401 | 403; code: string; message: string };

/** The paths below `/api/v5` an API key may never call, whatever its role (emqx_mgmt_auth:authorize/4's first clauses). */
const KEY_FORBIDDEN = ['users', 'api_key', 'logout'] as const;

/**
 * emqx_mgmt_auth:authorize/4: the forbidden paths first (before the key is even looked up, so a
 * bogus key gets the same answer there), then the key: found, enabled, not expired (to the second,
 * `expired_at >= now` still passes), its secret, and last its role's RBAC.
 */
export function authorizeApiKey(
  keys: Iterable<ApiKeyRecord>,
  credentials: { key: string; secret: string },
  request: { method: string; path: string },
  now: number,
  roleMayCall: (role: string, method: string, path: string) => boolean,
): ApiKeyVerdict {
  // The broker matches the raw path by prefix: `/api/v5/users…`.
  const forbidden = KEY_FORBIDDEN.find((resource) => request.path.startsWith(`/${resource}`));
  if (forbidden)
    return { status: 401, code: 'API_KEY_NOT_ALLOW', message: `Please use bearer Token instead, using API key/secret in ${forbidden} path is not permitted` };
  const refused = { status: 401, code: 'BAD_API_KEY_OR_SECRET', message: 'Check api_key/api_secret' } as const;
  const record = [...keys].find((k) => k.apiKey === credentials.key);
  if (!record || !record.enable) return refused;
  if (record.expiredAt !== 'infinity' && Math.floor(record.expiredAt / 1000) < Math.floor(now / 1000)) return refused;
  if (record.apiSecret !== credentials.secret) return refused;
  if (!roleMayCall(record.role, request.method, request.path))
    return { status: 403, code: 'UNAUTHORIZED_ROLE', message: "This API Key don't have permission to access this resource" };
  return { ok: record };
}

/** `Authorization: Basic base64(key:secret)` read as cowboy does: split at the first colon. */
export function basicCredentials(header: string): { key: string; secret: string } | undefined {
  const m = /^Basic\s+(\S+)$/i.exec(header);
  if (!m?.[1]) return undefined;
  let decoded: string;
  try {
    decoded = new TextDecoder().decode(Uint8Array.from(atob(m[1]), (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}
