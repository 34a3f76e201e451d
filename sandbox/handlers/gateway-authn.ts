/**
 * A gateway's authentication (`/gateways/{name}/authentication…`): one authenticator or none (GET
 * answers 204 then), created only of a kind the gateway takes, edited (a masked secret sent back
 * keeps the stored one), deleted; the users of a built-in database as the global chain's.
 * The per-listener authentication (`/gateways/{name}/listeners/{id}/authentication…`) stays on the
 * generated handlers.
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject } from '../lib/json';
import { badRequest, json, noContent, notFound, readJson } from '../lib/respond';
import { authenticatorId, hasUsers, keepMaskedSecrets, maskSecrets, type AuthnUser } from '../model/authn';
import { gatewayAuthenticator, gatewayAuthnProblem, isGatewayName } from '../model/gateway-authn';
import type { SandboxState } from '../state';
import { API, param } from './api';
import { createUser, deleteUser, importUsersFrom, listUsers, readUser, updateUser } from './authentication';

const BASE = `${API}/gateways/:name/authentication`;

const noAuthenticator = (name: string) => notFound(`The ${name} gateway has no authenticator`, 'RESOURCE_NOT_FOUND');

/** The built-in database users of the gateway's authenticator, handed to `answer`, or the broker's refusal. */
function withUsers(state: SandboxState, params: Record<string, unknown>, answer: (users: Map<string, AuthnUser>) => Response | Promise<Response>) {
  const name = param(params.name as string);
  const record = state.gatewayAuthn.get(name);
  if (!record) return noAuthenticator(name);
  if (!hasUsers(record.config)) return badRequest('Operation not supported by this authenticator');
  return answer((record.users ??= new Map()));
}

export function gatewayAuthnHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(BASE, ({ params }) => {
      const name = param(params.name);
      if (!isGatewayName(name)) return notFound(`Gateway ${name} not found`, 'RESOURCE_NOT_FOUND');
      const record = state.gatewayAuthn.get(name);
      return record ? json(maskSecrets(record.config)) : noContent();
    }),

    http.post(BASE, async ({ params, request }) => {
      const name = param(params.name);
      if (!isGatewayName(name)) return notFound(`Gateway ${name} not found`, 'RESOURCE_NOT_FOUND');
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      const problem = gatewayAuthnProblem(name, body);
      if (problem) return badRequest(problem);
      if (state.gatewayAuthn.has(name)) return badRequest(`The ${name} gateway already has an authenticator`);
      const record = gatewayAuthenticator(body);
      state.gatewayAuthn.set(name, record);
      return json(maskSecrets(record.config), 201);
    }),

    http.put(BASE, async ({ params, request }) => {
      const name = param(params.name);
      const record = state.gatewayAuthn.get(name);
      if (!record) return noAuthenticator(name);
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      if (authenticatorId(body) !== authenticatorId(record.config)) {
        return badRequest(`The mechanism and backend cannot change: ${authenticatorId(body)} is not ${authenticatorId(record.config)}`);
      }
      record.config = keepMaskedSecrets(body, record.config);
      return json(maskSecrets(record.config));
    }),

    http.delete(BASE, ({ params }) => {
      const name = param(params.name);
      if (!state.gatewayAuthn.delete(name)) return noAuthenticator(name);
      return noContent();
    }),

    http.get(`${BASE}/users`, ({ params, request }) => withUsers(state, params, (users) => listUsers(users, request))),
    http.post(`${BASE}/users`, ({ params, request }) => withUsers(state, params, (users) => createUser(users, request))),
    http.get(`${BASE}/users/:uid`, ({ params }) => withUsers(state, params, (users) => readUser(users, param(params.uid)))),
    http.put(`${BASE}/users/:uid`, ({ params, request }) => withUsers(state, params, (users) => updateUser(users, param(params.uid), request))),
    http.delete(`${BASE}/users/:uid`, ({ params }) => withUsers(state, params, (users) => deleteUser(users, param(params.uid)))),
    // The document takes no password type here: the file holds hashes and salts, and the answer is 204.
    http.post(`${BASE}/import_users`, ({ params, request }) =>
      withUsers(state, params, async (users) => {
        const result = await importUsersFrom(users, request, 'hash');
        return result instanceof Response ? result : noContent();
      }),
    ),
  ];
}
