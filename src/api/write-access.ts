/**
 * The one answer to "may this user change anything?" (EMQX Enterprise RBAC): every control that
 * would send POST, PUT or DELETE asks `useWriteAccess`, and the HTTP wrapper refuses such requests
 * for a viewer as a last line, so none ever leaves the browser.
 */
import { useLingui } from '@lingui/react/macro';
import { getSession, type Session } from './session';
import { useSession } from './use-session';

export function canWrite(session: Session | null): boolean {
  return session?.role !== 'viewer';
}

/** Requests a viewer still makes: logging in and out, and changing one's own password. */
export function isSessionRequest(method: string, url: string): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  if (url === '/login' || url === '/logout') return true;
  const own = getSession()?.username;
  return own !== undefined && url === `/users/${encodeURIComponent(own)}/change_pwd`;
}

export function isWriteMethod(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

export interface WriteAccess {
  allowed: boolean;
  /** Why controls are disabled, for their tooltip; undefined when allowed. */
  reason?: string;
}

export function useWriteAccess(): WriteAccess {
  const session = useSession();
  const { t } = useLingui();
  return canWrite(session) ? { allowed: true } : { allowed: false, reason: t`Your role (viewer) can only view: changes need an administrator.` };
}
