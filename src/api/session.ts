/**
 * The logged-in user's session as the HTTP layer sees it. Persistence (encrypted at rest) plugs in
 * through `setSessionPersistence`; this module only keeps the current value and tells listeners.
 */
export type Edition = 'enterprise' | 'community';

/** The single sign-on backends of EMQX 5.8 (emqx_dashboard_sso:backends/0), in the order the console lists them. */
export const SSO_BACKENDS = ['ldap', 'saml', 'oidc'] as const;
export type SsoBackend = (typeof SSO_BACKENDS)[number];
export const isSsoBackend = (value: unknown): value is SsoBackend => (SSO_BACKENDS as readonly unknown[]).includes(value);

/** EMQX Enterprise RBAC: a viewer may read everything and change nothing. */
export type Role = 'administrator' | 'viewer';

export interface Session {
  token: string;
  username: string;
  edition: Edition;
  version?: string;
  /** From the login response; brokers without RBAC send none, which means administrator. */
  role?: Role;
  /** A single sign-on login's backend: the broker logs such a user out only when told which one. */
  backend?: SsoBackend;
  /**
   * Logged in with EMQX's shipped password (admin / public): every page reminds until it is changed,
   * or until the user dismisses the reminder for this login.
   */
  defaultPassword?: 'remind' | 'dismissed';
}

type Listener = (session: Session | null) => void;

let current: Session | null = null;
const listeners = new Set<Listener>();

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session | null): void {
  current = session;
  listeners.forEach((listener) => listener(session));
}

export function clearSession(): void {
  setSession(null);
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
