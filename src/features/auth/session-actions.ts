/** Logging in and out, and changing one's own password: the session's whole life cycle. */
import { whilePasswordChanges } from '../../api/error-reporting';
import { abortAllRequests } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { clearDrafts } from '../../forms/draft-stash';
import { clearSession, getSession, isSsoBackend, setSession, type Edition, type Role } from '../../api/session';
import { postLogin, postLogout, postUsersByUsernameChangePwd } from '../../generated/endpoints/dashboard/dashboard';
import { postSsoLoginByBackend } from '../../generated/endpoints/dashboard-single-sign-on/dashboard-single-sign-on';
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

/** What an SSO login carries (emqx_dashboard_sso_api:login_meta/4): LDAP's answer, OIDC's and SAML's `?login_meta=`. */
export interface SsoLoginMeta {
  username: string;
  token: string;
  role?: string;
  version?: string;
  license?: { edition?: string };
  backend?: string;
}

/** The session an SSO login makes, stored as a password login's is. */
export function adoptSsoLogin(meta: SsoLoginMeta): void {
  queryClient.clear();
  setSession({ token: meta.token, username: meta.username, edition: editionOf(meta.license), version: meta.version, role: roleOf(meta.role), backend: isSsoBackend(meta.backend) ? meta.backend : undefined });
}

/** LDAP answers like /login; rejects with an ApiError (BAD_USERNAME_OR_PWD) without a toast. Only `test` leaves the session as it is. */
export async function logInWithLdap(username: string, password: string, mode: 'login' | 'test' = 'login'): Promise<SsoLoginMeta> {
  const result = (await postSsoLoginByBackend('ldap', { backend: 'ldap', username, password }, { silentStatuses: [401, 404] })) as Partial<SsoLoginMeta>;
  if (!result.token) throw new Error('The broker answered the login without a token');
  const meta: SsoLoginMeta = { ...result, token: result.token, username: result.username ?? username, backend: 'ldap' };
  if (mode === 'login') adoptSsoLogin(meta);
  return meta;
}

/** Tells the broker, then forgets everything the session showed, even if the broker is unreachable. */
export async function logOut(): Promise<void> {
  const session = getSession();
  abortAllRequests();
  if (session) {
    // An SSO user's token is the broker's `?backend=` user's, not a local one's.
    await postLogout({ username: session.username }, session.backend ? { backend: session.backend } : undefined, { silentStatuses: [401, 404, 500], handleTimeout: true, timeoutMs: 5_000 }).catch(() => undefined);
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
