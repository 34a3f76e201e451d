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

/** emqx_dashboard_admin's `?SPECIAL_CHARS`: only these count as special; other non-ASCII characters count as nothing. */
const SPECIAL = new Set('!@#$%^&*()_+-=[]{}"|;\':,./<>?`~ ');

/**
 * emqx_dashboard_admin:legal_password/1: 8 to 64 bytes (it measures the UTF-8 binary), at least two
 * of digits, letters and its special characters, and then ASCII only.
 */
export function passwordProblem(password: string): string | undefined {
  const bytes = new TextEncoder().encode(password).length;
  if (bytes < 8 || bytes > 64) return 'The range of password length is 8~64';
  const chars = [...password];
  const kinds = [chars.some((c) => /[0-9]/.test(c)), chars.some((c) => /[A-Za-z]/.test(c)), chars.some((c) => SPECIAL.has(c))].filter(Boolean).length;
  if (kinds < 2)
    return 'Bad password. At least two different kind of characters from groups of letters, numbers, and special characters. For example, if password is composed from letters, it must contain at least one number or a special character.';
  if ([...password].some((c) => c.charCodeAt(0) > 0x7f)) return 'Only ascii characters are allowed in the password';
  return undefined;
}

/** emqx_dashboard_admin:legal_username/1. */
function usernameProblem(username: string): string | undefined {
  if (!/^[_a-zA-Z0-9]*$/.test(username)) return 'Bad Username. Only upper and lower case letters, numbers and underscores are supported';
  return undefined;
}

/** emqx_dashboard_rbac:valid_role/2 for dashboard users. */
const roleProblem = (role: unknown): string | undefined => (typeof role === 'string' && ROLES.includes(role) ? undefined : 'Role does not exist');

/** What remove_user, update_user and update_pwd abort with when the user is missing. */
const userNotFound = (message = 'username_not_found'): Response => notFound(message, 'USER_NOT_FOUND');

/** `~p` of a binary: `<<"text">>` when it is printable ASCII, else its bytes (`<<104,105>>`). */
function printBinary(text: string): string {
  const bytes = new TextEncoder().encode(text);
  if (bytes.every((b) => b >= 0x20 && b < 0x7f)) return `<<"${text.replace(/[\\"]/g, (c) => `\\${c}`)}">>`;
  return `<<${[...bytes].join(',')}>>`;
}

/** emqx_dashboard_admin:default_username/0: `dashboard.default_username`, which may not be deleted. */
function defaultUsername(state: SandboxState): string {
  const dashboard = state.configs.get('/configs/dashboard');
  return isJsonObject(dashboard) && typeof dashboard.default_username === 'string' ? dashboard.default_username : 'admin';
}

export function userHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/users`, () => json([...state.users.values()].map(userView))),

    http.post(`${API}/users`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      const { username, password, role = 'administrator', description = '' } = body;
      // emqx_dashboard_api:users/2, then emqx_dashboard_admin:add_user/4: username, password, role, in this order.
      if (typeof username !== 'string' || typeof password !== 'string' || !username || !password) return badRequest('Username or password undefined');
      const problem = usernameProblem(username) ?? passwordProblem(password) ?? roleProblem(role);
      if (problem) return badRequest(problem);
      if (typeof role !== 'string' || typeof description !== 'string') return badRequest('description must be a string');
      if (state.users.has(username)) return badRequest('username_already_exists');
      const user: UserRecord = { username, password, role, description, backend: 'local' };
      state.users.set(username, user);
      return json(userView(user));
    }),

    http.put(`${API}/users/:username`, async ({ params, request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      const user = state.users.get(param(params.username));
      // emqx_dashboard_api:user/2: a missing role means administrator; the role is checked before the user is looked up.
      const { role = 'administrator', description = user?.description ?? '' } = body;
      const problem = roleProblem(role);
      if (problem) return badRequest(problem);
      if (!user) return userNotFound();
      if (typeof role !== 'string' || typeof description !== 'string') return badRequest('description must be a string');
      // A changed role ends the user's sessions (emqx_dashboard_admin:update_user/3).
      if (user.role !== role) revokeTokens(state, user.username);
      user.role = role;
      user.description = description;
      return json(userView(user));
    }),

    http.delete(`${API}/users/:username`, ({ params, request }) => {
      const username = param(params.username);
      // emqx_dashboard_api:user/2: the default user first (printed as an Erlang binary), then oneself.
      if (username === defaultUsername(state)) return emqxError(400, 'NOT_ALLOWED', `Cannot delete user ${printBinary(username)}`);
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
      if (!user) return userNotFound('User not found');
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
