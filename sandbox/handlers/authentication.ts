/**
 * The global authentication chain (`/authentication…`): list in chain order, create, read, update
 * (a masked secret sent back keeps the stored one), delete, move or reorder all at once, status and metrics per node, and
 * the users of built-in database authenticators with a real CSV/JSON import.
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject, type JsonObject } from '../lib/json';
import { paginate, readPaging } from '../lib/paging';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { authenticatorId, hasUsers, keepMaskedSecrets, maskSecrets, reorder, withDefaults, type AuthenticatorRecord, type AuthnUser } from '../model/authn';
import { importUsers, parseCsv, parseJsonUsers, type ImportResult, type ImportType } from '../model/authn-import';
import { applyOrder } from '../model/chain-order';
import type { SandboxState } from '../state';
import { API, param } from './api';

const find = (state: SandboxState, id: string): AuthenticatorRecord | undefined => state.authn.find((a) => authenticatorId(a.config) === id);

/** emqx_authn_api:serialize_error({not_found, {authenticator, ID}}). */
const missing = (id: string) => notFound(`Authenticator '${id}' does not exist`);

/** A config as the API shows it: secrets masked, and its id (emqx_authn_api:list_authenticator). */
const withId = (config: JsonObject) => ({ ...maskSecrets(config), id: authenticatorId(config) });

const userView = (user: AuthnUser) => ({ user_id: user.user_id, is_superuser: user.is_superuser });

/**
 * The built-in database users of `id`, or the broker's answer when it has none. The user calls go
 * through emqx_authn_chains:call_authenticator, and emqx_authn_api wraps what it refuses as
 * `{user_error, Reason}`: an authenticator missing from the chain or one without users are 400s
 * printing the reason as an Erlang term.
 */
function usersOf(state: SandboxState, id: string): Map<string, AuthnUser> | Response {
  const record = find(state, id);
  if (!record) return badRequest(`User error: {not_found,{authenticator,<<${JSON.stringify(id)}>>}}`);
  if (!hasUsers(record.config)) return badRequest('User error: unsupported_operation');
  return (record.users ??= new Map());
}

function statusView(state: SandboxState, record: AuthenticatorRecord) {
  const enabled = record.config.enable !== false;
  // Only external backends hold connections; a disabled one has none.
  const external = record.config.backend !== undefined && record.config.backend !== 'built_in_database';
  const status = external && !enabled ? 'disconnected' : 'connected';
  const nodeMetrics = state.nodes.map((node) => {
    const c = record.counters.get(node.name) ?? { total: 0, success: 0, failed: 0, nomatch: 0 };
    const rate = enabled && c.total > 0 ? Math.round((c.total / 86_400) * 100) / 100 : 0;
    return { node: node.name, metrics: { ...c, rate, rate_last5m: rate, rate_max: Math.round(rate * 180) / 100 } };
  });
  const sum = (key: 'total' | 'success' | 'failed' | 'nomatch' | 'rate' | 'rate_last5m' | 'rate_max') =>
    Math.round(nodeMetrics.reduce((acc, n) => acc + n.metrics[key], 0) * 100) / 100;
  const metrics = { total: sum('total'), success: sum('success'), failed: sum('failed'), nomatch: sum('nomatch'), rate: sum('rate'), rate_last5m: sum('rate_last5m'), rate_max: sum('rate_max') };
  const resource = (m: typeof metrics) => ({ matched: m.total, success: m.success, failed: m.failed, rate: m.rate, rate_last5m: m.rate_last5m, rate_max: m.rate_max });
  return {
    status,
    metrics,
    resource_metrics: resource(metrics),
    node_status: state.nodes.map((node) => ({ node: node.name, status })),
    node_metrics: nodeMetrics,
    node_resource_metrics: nodeMetrics.map((n) => ({ node: n.node, metrics: resource(n.metrics) })),
    node_error: [],
  };
}

/** The import's records: a multipart file (CSV or JSON by its name) or a JSON array body. */
async function readImport(request: Request): Promise<unknown[] | Response> {
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    const form = await request.formData();
    const file = form.get('filename');
    if (!(file instanceof Blob)) return badRequest('Missing file: filename');
    const name = 'name' in file && typeof file.name === 'string' ? file.name.toLowerCase() : '';
    const text = await file.text();
    const parsed = name.endsWith('.csv') ? parseCsv(text) : name.endsWith('.json') ? parseJsonUsers(text) : { error: `Unsupported file type: ${name}` };
    return Array.isArray(parsed) ? parsed : badRequest(parsed.error);
  }
  const body = await readJson(request);
  return Array.isArray(body) ? body : badRequest('Import body must be an array of users');
}

/** The users of the authenticator named by the `:id` path parameter, handed to `answer`. */
function withUsers(state: SandboxState, params: Record<string, unknown>, answer: (users: Map<string, AuthnUser>) => Response | Promise<Response>) {
  const users = usersOf(state, param(params.id as string));
  return users instanceof Response ? users : answer(users);
}

/*
 * A built-in database's users, whoever holds them: an authenticator of the global chain or a
 * gateway's (`/gateways/{name}/authentication/users…` answers the same way).
 */

/** One page of users, filtered by `like_user_id` and `is_superuser`. */
export function listUsers(users: Map<string, AuthnUser>, request: Request): Response {
  const url = new URL(request.url);
  const paging = readPaging(url);
  if (paging instanceof Response) return paging;
  const like = url.searchParams.get('like_user_id');
  const superuser = url.searchParams.get('is_superuser');
  const matches = [...users.values()].filter((u) => (!like || u.user_id.includes(like)) && (superuser === null || String(u.is_superuser) === superuser));
  // emqx_mgmt_api leaves the count out when like_user_id made the query fuzzy (counting_total_fun).
  return json(paginate(matches.map(userView), paging, !like));
}

/** `duplicate`: the message for a user that exists (the global chain's is emqx_authn_api's "User already exists"). */
export async function createUser(users: Map<string, AuthnUser>, request: Request, duplicate?: string): Promise<Response> {
  const body = await readJson(request);
  if (!isJsonObject(body) || typeof body.user_id !== 'string' || typeof body.password !== 'string') return badRequest('user_id and password are required');
  if (!body.user_id) return badRequest('user_id must not be empty');
  if (users.has(body.user_id)) return emqxError(409, 'ALREADY_EXISTS', duplicate ?? `User ${body.user_id} already exists`);
  const user: AuthnUser = { user_id: body.user_id, password: body.password, is_superuser: body.is_superuser === true };
  users.set(user.user_id, user);
  return json(userView(user), 201);
}

export function readUser(users: Map<string, AuthnUser>, userId: string): Response {
  const user = users.get(userId);
  return user ? json(userView(user)) : notFound('User not found');
}

/** What a user update may carry (emqx_authn_api:fields(request_user_update)). */
const USER_UPDATE_FIELDS = new Set(['password', 'is_superuser']);

export async function updateUser(users: Map<string, AuthnUser>, userId: string, request: Request): Promise<Response> {
  const body = await readJson(request);
  // The body's schema check comes before the handler, and hocon refuses a field its struct does not
  // name (emqx_authn_api_mnesia_SUITE: a PUT carrying user_id is a 400).
  const unknown = isJsonObject(body) ? Object.keys(body).filter((key) => !USER_UPDATE_FIELDS.has(key)) : [];
  if (unknown.length) return badRequest(JSON.stringify({ kind: 'validation_error', path: 'root', reason: 'unknown_fields', unknown: unknown.join(',') }));
  const user = users.get(userId);
  if (!user) return notFound('User not found');
  if (!isJsonObject(body) || typeof body.password !== 'string') return badRequest('password is required');
  const next: AuthnUser = { user_id: user.user_id, password: body.password, is_superuser: body.is_superuser === true };
  users.set(user.user_id, next);
  return json(userView(next));
}

export function deleteUser(users: Map<string, AuthnUser>, userId: string): Response {
  if (!users.delete(userId)) return notFound('User not found');
  return noContent();
}

/** The users of a CSV or JSON file added; `type` (plain or hash) from the query, else `fallback`. */
export async function importUsersFrom(users: Map<string, AuthnUser>, request: Request, fallback: ImportType = 'hash'): Promise<ImportResult | Response> {
  const type = (new URL(request.url).searchParams.get('type') ?? fallback) as ImportType;
  const records = await readImport(request);
  if (records instanceof Response) return records;
  return importUsers(users, records, type);
}

/**
 * emqx_authn_mnesia:import_users reads every record before it stores any, and one it cannot read
 * refuses the whole import, the reason printed as an Erlang term (serialize_error's `~0p`): a record
 * without user_id is `bad_format`, a plain one without password or a hash one without password_hash
 * names the field it needs (find_password_hash).
 */
async function importRefusal(request: Request, type: ImportType): Promise<Response | undefined> {
  const records = await readImport(request);
  if (records instanceof Response) return records;
  for (const record of records) {
    const r = isJsonObject(record) ? record : {};
    if (!('user_id' in r)) return badRequest('bad_format');
    if (type === 'plain' && !('password' in r)) return badRequest('"plain_import_requires_password_field"');
    if (type === 'hash' && !('password_hash' in r)) return badRequest('"hash_import_requires_password_hash_field"');
  }
  return undefined;
}

export function authenticationHandlers(state: SandboxState): HttpHandler[] {
  return [
    // list_authenticators: every config carries its id.
    http.get(`${API}/authentication`, () => json(state.authn.map((a) => withId(a.config)))),

    http.post(`${API}/authentication`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      const config = withDefaults(body);
      const id = authenticatorId(config);
      if (find(state, id)) return emqxError(409, 'ALREADY_EXISTS', `Authenticator '${id}' already exist`);
      state.authn.push({ config, counters: new Map(), ...(hasUsers(config) ? { users: new Map() } : {}) });
      // create_authenticator answers the stored config with its id.
      return json(withId(config));
    }),

    // Before the `:id` routes, which would take `order` for an authenticator ID.
    http.put(`${API}/authentication/order`, async ({ request }) => {
      const body = await readJson(request);
      if (!Array.isArray(body) || !body.every((item) => isJsonObject(item) && typeof item.id === 'string')) return badRequest('The order must be a list of { id }');
      const ids = state.authn.map((a) => authenticatorId(a.config));
      const order = applyOrder(ids, body.map((item) => String((item as { id: string }).id)), 'authenticators');
      if (!Array.isArray(order)) return badRequest(order.error);
      state.authn = order.map((id) => state.authn[ids.indexOf(id)]!);
      return noContent();
    }),

    http.get(`${API}/authentication/:id`, ({ params }) => {
      const record = find(state, param(params.id));
      return record ? json(withId(record.config)) : missing(param(params.id));
    }),

    http.put(`${API}/authentication/:id`, async ({ params, request }) => {
      const id = param(params.id);
      const record = find(state, id);
      if (!record) return missing(id);
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      // emqx_authn_chains:handle_update_authenticator refuses another mechanism or backend.
      if (authenticatorId(body) !== id) return badRequest('Change of authentication type is not allowed');
      record.config = keepMaskedSecrets(body, record.config);
      return noContent();
    }),

    http.delete(`${API}/authentication/:id`, ({ params }) => {
      const id = param(params.id);
      const index = state.authn.findIndex((a) => authenticatorId(a.config) === id);
      // Deleting one that is not there is no error (emqx_authn_chains: "Idempotence intended").
      if (index >= 0) state.authn.splice(index, 1);
      return noContent();
    }),

    http.put(`${API}/authentication/:id/position/:position`, ({ params }) => {
      const ids = state.authn.map((a) => authenticatorId(a.config));
      const order = reorder(ids, param(params.id), param(params.position));
      if (!Array.isArray(order)) return order.notFound ? notFound(order.error) : badRequest(order.error);
      state.authn = order.map((id) => state.authn[ids.indexOf(id)]!);
      return noContent();
    }),

    http.get(`${API}/authentication/:id/status`, ({ params }) => {
      const record = find(state, param(params.id));
      return record ? json(statusView(state, record)) : missing(param(params.id));
    }),

    http.get(`${API}/authentication/:id/users`, ({ params, request }) => withUsers(state, params, (users) => listUsers(users, request))),
    http.post(`${API}/authentication/:id/users`, ({ params, request }) => withUsers(state, params, (users) => createUser(users, request, 'User already exists'))),
    http.get(`${API}/authentication/:id/users/:userId`, ({ params }) => withUsers(state, params, (users) => readUser(users, param(params.userId)))),
    http.put(`${API}/authentication/:id/users/:userId`, ({ params, request }) => withUsers(state, params, (users) => updateUser(users, param(params.userId), request))),
    http.delete(`${API}/authentication/:id/users/:userId`, ({ params }) => withUsers(state, params, (users) => deleteUser(users, param(params.userId)))),
    http.post(`${API}/authentication/:id/import_users`, ({ params, request }) =>
      withUsers(state, params, async (users) => {
        const type = new URL(request.url).searchParams.get('type') === 'plain' ? 'plain' : 'hash';
        const refused = await importRefusal(request.clone(), type);
        if (refused) return refused;
        const result = await importUsersFrom(users, request, type);
        if (result instanceof Response) return result;
        // emqx_authn_user_import_api at v5.8.1: `ok -> {204}`, no counts (later brokers answer them);
        // an empty file is emqx_authn_mnesia's `empty_users`.
        return result.total === 0 ? badRequest('empty_users') : noContent();
      }),
    ),
  ];
}
