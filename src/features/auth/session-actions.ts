/** Logging in and out, and changing one's own password: the session's whole life cycle. */
import { whilePasswordChanges } from '../../api/error-reporting';
import { abortAllRequests } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { clearDrafts } from '../../forms/draft-stash';
import { clearSession, getSession, setSession, type Edition, type Role } from '../../api/session';
import { postLogin, postLogout, postUsersByUsernameChangePwd } from '../../generated/endpoints/dashboard/dashboard';
import { usesDefaultPassword } from './password-rules';

export function editionOf(license: { edition?: string } | undefined): Edition {
  // The broker says 'ee'; its document says 'enterprise'. Anything else, or nothing, is community.
  return license?.edition === 'ee' || license?.edition === 'enterprise' ? 'enterprise' : 'community';
}

/** Anything but a known role reads as the least one, so an unknown role never gains writes. */
export function roleOf(role: string | undefined): Role {
  return role === undefined || role === 'administrator' ? 'administrator' : 'viewer';
}

/** Rejects with an ApiError (code BAD_USERNAME_OR_PWD for wrong credentials) without a toast: the form shows it. */
export async function logIn(username: string, password: string): Promise<void> {
  const result = await postLogin({ username, password }, { silentStatuses: [401] });
  if (!result.token) throw new Error('The broker answered the login without a token');
  queryClient.clear();
  const defaultPassword = usesDefaultPassword(username, password) ? 'remind' : undefined;
  setSession({ token: result.token, username, edition: editionOf(result.license), version: result.version, role: roleOf(result.role), defaultPassword });
}

/** Tells the broker, then forgets everything the session showed, even if the broker is unreachable. */
export async function logOut(): Promise<void> {
  const session = getSession();
  abortAllRequests();
  if (session) {
    await postLogout({ username: session.username }, undefined, { silentStatuses: [401, 404, 500], handleTimeout: true, timeoutMs: 5_000 }).catch(() => undefined);
  }
  clearSession();
  // Logging out on purpose gives up any edit an expired session had put aside.
  clearDrafts();
  queryClient.clear();
}

/** The broker revokes the user's tokens on a password change: log straight back in with the new one. */
export async function changeOwnPassword(oldPassword: string, newPassword: string): Promise<void> {
  const session = getSession();
  if (!session) throw new Error('Not logged in');
  await whilePasswordChanges(async () => {
    await postUsersByUsernameChangePwd(session.username, { old_pwd: oldPassword, new_pwd: newPassword });
    await logIn(session.username, newPassword);
  });
}
