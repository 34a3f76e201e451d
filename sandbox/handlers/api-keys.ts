/**
 * API keys (`/api_key`). The secret is in the answer to the POST that creates a key and nowhere
 * else, ever. The broker lists keys as a bare array (its document says an object; see README).
 */
import { http, type HttpHandler } from 'msw';
import { parseApiTime } from '../lib/api-time';
import { isJsonObject, type JsonObject } from '../lib/json';
import { badRequest, json, noContent, notFound, readJson } from '../lib/respond';
import { rfc3339 } from '../lib/time';
import { API_KEY_NAME, API_KEY_NAME_MAX, API_KEY_ROLES, isExpired, newCredentials, type ApiKeyRecord } from '../model/api-keys';
import type { SandboxState } from '../state';
import { API, param } from './api';

const keyView = (key: ApiKeyRecord, now: number) => ({
  name: key.name,
  api_key: key.apiKey,
  expired_at: key.expiredAt === 'infinity' ? 'infinity' : rfc3339(key.expiredAt),
  created_at: rfc3339(key.createdAt),
  desc: key.desc,
  enable: key.enable,
  expired: isExpired(key, now),
  role: key.role,
});

const keyNotFound = (): Response => notFound('Name NotFound');

/** The fields a POST or PUT may set, checked as the broker checks them; a 400 when one is wrong. */
function readChanges(body: JsonObject): Partial<Pick<ApiKeyRecord, 'desc' | 'enable' | 'role' | 'expiredAt'>> | Response {
  const changes: Partial<Pick<ApiKeyRecord, 'desc' | 'enable' | 'role' | 'expiredAt'>> = {};
  if (body.desc !== undefined) {
    if (typeof body.desc !== 'string') return badRequest('desc must be a string');
    changes.desc = body.desc;
  }
  if (body.enable !== undefined) {
    if (typeof body.enable !== 'boolean') return badRequest('enable must be a boolean');
    changes.enable = body.enable;
  }
  if (body.role !== undefined) {
    if (typeof body.role !== 'string' || !(API_KEY_ROLES as readonly string[]).includes(body.role)) return badRequest(`Role does not exist: ${String(body.role)}`);
    changes.role = body.role;
  }
  if (body.expired_at !== undefined) {
    const at = parseApiTime(body.expired_at, true);
    if (at === undefined) return badRequest(`Invalid expired_at: ${JSON.stringify(body.expired_at)}`);
    changes.expiredAt = at;
  }
  return changes;
}

export function apiKeyHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/api_key`, () => json([...state.apiKeys.values()].map((key) => keyView(key, state.now())))),

    http.post(`${API}/api_key`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      const { name } = body;
      if (typeof name !== 'string' || !name) return badRequest('Name is required');
      if (name.length > API_KEY_NAME_MAX || !API_KEY_NAME.test(name)) return badRequest('Name length must be 1-256 and only contain letters, digits, - and _');
      if (state.apiKeys.has(name)) return badRequest('Name Already Existed');
      const changes = readChanges(body);
      if (changes instanceof Response) return changes;
      const now = state.now();
      const key: ApiKeyRecord = { name, desc: '', enable: true, role: 'administrator', expiredAt: 'infinity', ...changes, ...newCredentials(), createdAt: now };
      state.apiKeys.set(name, key);
      return json({ ...keyView(key, now), api_secret: key.apiSecret });
    }),

    http.get(`${API}/api_key/:name`, ({ params }) => {
      const key = state.apiKeys.get(param(params.name));
      return key ? json(keyView(key, state.now())) : keyNotFound();
    }),

    http.put(`${API}/api_key/:name`, async ({ params, request }) => {
      const key = state.apiKeys.get(param(params.name));
      if (!key) return keyNotFound();
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      const changes = readChanges(body);
      if (changes instanceof Response) return changes;
      Object.assign(key, changes);
      return json(keyView(key, state.now()));
    }),

    http.delete(`${API}/api_key/:name`, ({ params }) => (state.apiKeys.delete(param(params.name)) ? noContent() : keyNotFound())),
  ];
}
