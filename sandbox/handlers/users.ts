/** Dashboard users (`/users`), with the broker's username and password rules. */
import { http, type HttpHandler } from 'msw';
import { isJsonObject } from '../lib/json';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import type { UserRecord } from '../model/types';
import type { SandboxState } from '../state';
import { API, param } from './api';
import { revokeTokens, tokenOwner } from './auth';

const ROLES = ['administrator', 'viewer'];

const userView = (u: UserRecord): Omit<UserRecord, 'password'> => ({ username: u.username, role: u.role, description: u.description, backend: u.backend });

/** The broker's password policy: 8 to 64 characters from at least two of letters, digits and symbols. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 8 || password.length > 64) return 'The range of password length is 8~64';
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  if (kinds < 2) return 'The password must contain at least two different kind of characters from groups of letters, numbers, and special characters.';
  return undefined;
}

const userNotFound = (): Response => notFound('User not found', 'USER_NOT_FOUND');

export function userHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/users`, () => json([...state.users.values()].map(userView))),

    http.post(`${API}/users`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      const { username, password, role = 'administrator', description = '' } = body;
      if (typeof username !== 'string' || typeof password !== 'string' || !username || !password) return badRequest('Username or password undefined');
      if (!/^[A-Za-z0-9]+[A-Za-z0-9-_]*$/.test(username) || username.length > 100) return badRequest('Bad Username');
      if (typeof role !== 'string' || !ROLES.includes(role)) return badRequest(`Role does not exist: ${String(role)}`);
      if (typeof description !== 'string') return badRequest('description must be a string');
      if (state.users.has(username)) return badRequest('username_already_exist');
      const problem = passwordProblem(password);
      if (problem) return badRequest(problem);
      const user: UserRecord = { username, password, role, description, backend: 'local' };
      state.users.set(username, user);
      return json(userView(user));
    }),

    http.put(`${API}/users/:username`, async ({ params, request }) => {
      const user = state.users.get(param(params.username));
      if (!user) return userNotFound();
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      const { role = user.role, description = user.description } = body;
      if (typeof role !== 'string' || !ROLES.includes(role)) return badRequest(`Role does not exist: ${String(role)}`);
      if (typeof description !== 'string') return badRequest('description must be a string');
      user.role = role;
      user.description = description;
      return json(userView(user));
    }),

    http.delete(`${API}/users/:username`, ({ params, request }) => {
      const username = param(params.username);
      if (tokenOwner(state, request) === username) return emqxError(400, 'NOT_ALLOWED', 'Cannot delete self');
      if (!state.users.delete(username)) return userNotFound();
      revokeTokens(state, username);
      return noContent();
    }),

    http.post(`${API}/users/:username/change_pwd`, async ({ params, request }) => {
      const body = await readJson(request);
      const oldPwd = isJsonObject(body) ? body.old_pwd : undefined;
      const newPwd = isJsonObject(body) ? body.new_pwd : undefined;
      if (typeof oldPwd !== 'string' || typeof newPwd !== 'string' || !oldPwd || !newPwd) return badRequest('Old password or new password undefined');
      const user = state.users.get(param(params.username));
      if (!user) return userNotFound();
      if (user.password !== oldPwd) return badRequest('Old password not match', 'ERROR_PWD_NOT_MATCH');
      const problem = passwordProblem(newPwd);
      if (problem) return badRequest(problem);
      user.password = newPwd;
      // The broker signs the user out everywhere, the session that made the change included.
      revokeTokens(state, user.username);
      return noContent();
    }),
  ];
}
