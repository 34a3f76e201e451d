/**
 * Browsers block an unencrypted ws:// connection from a page served over https (mixed content),
 * with nothing in the page but a failed socket to show for it. The console says so before trying.
 */
import type { WsProtocol } from './connection-config';

/** Loopback hosts are "potentially trustworthy" to browsers, so ws:// to them is not mixed content. */
function isLoopback(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** True when the browser would block this connection from a page loaded over `pageProtocol` ('https:'). */
export function isMixedContent(connection: { protocol: WsProtocol; host: string }, pageProtocol: string): boolean {
  return pageProtocol === 'https:' && connection.protocol === 'ws' && !isLoopback(connection.host);
}

/** The page's own protocol ('http:' or 'https:'); outside a browser, as if over http. */
export function pageProtocol(): string {
  return globalThis.location?.protocol ?? 'http:';
}
