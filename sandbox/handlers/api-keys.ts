/**
 * API keys (`/api_key`). The secret is in the answer to the POST that creates a key and nowhere
 * else, ever. The broker lists keys as a bare array (its document says an object; see README).
 */
import { http, type HttpHandler } from 'msw';
import { parseApiTime } from '../lib/api-time';
import { isJsonObject, type JsonObject } from '../lib/json';
import { badRequest, json, noContent, notFound, readJson } from '../lib/respond';
import { rfc3339 } from '../lib/time';
import { API_KEY_ROLES, apiKeyNameProblem, isExpired, MAX_API_KEYS, newCredentials, type ApiKeyRecord } from '../model/api-keys';
import { schemaError } from '../model/schema-errors';
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

/** emqx_mgmt_api_api_keys's `?NOT_FOUND_RESPONSE`. */
const keyNotFound = (): Response => notFound('Name NOT FOUND');

/** The `name` path parameter carries the body's validator (validate_name/1): a bad one is a 400 before any lookup. */
const badPathName = (name: string): Response | undefined => {
  const problem = apiKeyNameProblem(name);
  return problem ? badRequest(schemaError('name', problem, name)) : undefined;
};

type Changes = Partial<Pick<ApiKeyRecord, 'desc' | 'enable' | 'role' | 'expiredAt'>>;

/**
 * The fields a POST or PUT sets, as the broker reads them after its schema filled the defaults:
 * `role` administrator and `expired_at` infinity when left out, so a PUT without them resets them
 * (emqx_mgmt_api_api_keys:api_key_by_name/2); `desc` and `enable` are kept when left out.
 */
function readChanges(body: JsonObject): Changes | Response {
  const changes: Changes = { role: 'administrator', expiredAt: 'infinity' };
  if (body.desc !== undefined) {
    if (typeof body.desc !== 'string') return badRequest(schemaError('desc', 'Unable to convert to binary', body.desc));
    changes.desc = body.desc;
  }
  if (body.enable !== undefined) {
    if (typeof body.enable !== 'boolean') return badRequest(schemaError('enable', 'Unable to convert to boolean', body.enable));
    changes.enable = body.enable;
  }
  if (body.role !== undefined) {
    // The role's validator (emqx_dashboard_rbac:valid_api_role/1) runs in the schema check.
    if (typeof body.role !== 'string' || !(API_KEY_ROLES as readonly string[]).includes(body.role)) return badRequest(schemaError('role', 'Role does not exist', body.role));
    changes.role = body.role;
  }
  if (body.expired_at !== undefined) {
    const at = parseApiTime(body.expired_at, true);
    if (at === undefined) return badRequest(schemaError('expired_at', 'unable_to_convert_to_epoch_second', body.expired_at));
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
      const nameProblem = typeof name === 'string' ? apiKeyNameProblem(name) : 'Name is required';
      if (nameProblem || typeof name !== 'string') return badRequest(schemaError('name', nameProblem ?? '', typeof name === 'string' ? name : null));
      const changes = readChanges(body);
      if (changes instanceof Response) return changes;
      // emqx_mgmt_auth:create/7 counts first, then do_create_app/1 aborts on a taken name; the
      // handler prints either reason with ~p.
      if (state.apiKeys.size >= MAX_API_KEYS) return badRequest('"Maximum number of ApiKeys reached."');
      if (state.apiKeys.has(name)) return badRequest('name_already_existed');
      const now = state.now();
      const key: ApiKeyRecord = { name, desc: '', enable: true, role: 'administrator', expiredAt: 'infinity', ...changes, ...newCredentials(), createdAt: now };
      state.apiKeys.set(name, key);
      return json({ ...keyView(key, now), api_secret: key.apiSecret });
    }),

    http.get(`${API}/api_key/:name`, ({ params }) => {
      const refused = badPathName(param(params.name));
      if (refused) return refused;
      const key = state.apiKeys.get(param(params.name));
      return key ? json(keyView(key, state.now())) : keyNotFound();
    }),

    http.put(`${API}/api_key/:name`, async ({ params, request }) => {
      const refused = badPathName(param(params.name));
      if (refused) return refused;
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      const changes = readChanges(body);
      if (changes instanceof Response) return changes;
      const key = state.apiKeys.get(param(params.name));
      if (!key) return keyNotFound();
      Object.assign(key, changes);
      return json(keyView(key, state.now()));
    }),

    http.delete(`${API}/api_key/:name`, ({ params }) => badPathName(param(params.name)) ?? (state.apiKeys.delete(param(params.name)) ? noContent() : keyNotFound())),
  ];
}
