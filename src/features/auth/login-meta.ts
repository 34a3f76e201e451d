/**
 * The OIDC and SAML callbacks send the browser to `dashboard_addr/?login_meta=<base64 JSON>`
 * (emqx_dashboard_sso_oidc_api:login_redirect_target/4). Read once at start-up, and taken out of the
 * address at once: a token must not stay in the address bar, the history or a bookmark.
 */
import type { SsoLoginMeta } from './session-actions';

const PARAM = /[?&]login_meta=([^&#]*)/;

function decode(encoded: string): SsoLoginMeta | undefined {
  try {
    // The broker does not URL-encode its base64: a `+` read as a space is put back.
    const bytes = Uint8Array.from(atob(decodeURIComponent(encoded).replace(/ /g, '+')), (c) => c.charCodeAt(0));
    const meta = JSON.parse(new TextDecoder().decode(bytes)) as Partial<SsoLoginMeta> | null;
    return typeof meta?.token === 'string' && typeof meta.username === 'string' && meta.token !== '' ? (meta as SsoLoginMeta) : undefined;
  } catch {
    return undefined;
  }
}

/** The login the address carries, if it carries one; the address keeps everything else. */
export function takeLoginMeta(location: Pick<Location, 'search' | 'pathname' | 'hash'> = window.location, history: Pick<History, 'replaceState' | 'state'> = window.history): SsoLoginMeta | undefined {
  const match = PARAM.exec(location.search);
  if (!match) return undefined;
  const rest = location.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !pair.startsWith('login_meta='))
    .join('&');
  history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
  return decode(match[1]!);
}
