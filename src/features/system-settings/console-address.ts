/**
 * Where the console answers after a change of the dashboard's listeners (`/configs/dashboard`):
 * EMQX serves this console (and its API) on them, so a new port or a listener switched off moves or
 * ends the operator's way in.
 */
export type ConsoleProtocol = 'http' | 'https';

export const CONSOLE_PROTOCOLS: readonly ConsoleProtocol[] = ['http', 'https'];

interface Bind {
  port: number;
  /** The address bound to, when it is one address rather than all of them. */
  host?: string;
}

const ALL_ADDRESSES = new Set(['0.0.0.0', '::', '[::]', '']);

/**
 * A listener's `bind` read as the broker reads it: "18083", "0.0.0.0:18083", "[::1]:18083" or a
 * number; "0" (or port 0) switches the listener off.
 */
export function parseBind(bind: unknown): Bind | undefined {
  const text = String(bind ?? '0').trim();
  const match = /^(?:(.*):)?(\d+)$/.exec(text);
  if (!match) return undefined;
  const port = Number(match[2]);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) return undefined;
  const host = match[1]?.replace(/^\[(.*)\]$/, '$1');
  return { port, host: host === undefined || ALL_ADDRESSES.has(host) ? undefined : host };
}

export interface ListenerMove {
  protocol: ConsoleProtocol;
  /** The console's new address on this listener; absent when the change switches it off. */
  address?: string;
  /** This page came through the listener as it was: it stops answering once the change is saved. */
  servesThisPage: boolean;
}

export interface ConsoleListeners {
  listeners?: Partial<Record<ConsoleProtocol, { bind?: unknown } | undefined>>;
}

function urlOf(protocol: ConsoleProtocol, bind: Bind, pageHost: string): string {
  const host = bind.host ?? pageHost;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return `${protocol}://${shownHost}:${bind.port}`;
}

/** The page's own listener: its protocol and port (the scheme's default when the URL names none). */
export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
}

/** Each listener whose address the change moves, with where the console answers on it afterwards. */
export function listenerMoves(before: ConsoleListeners, after: ConsoleListeners, page: PageLocation): ListenerMove[] {
  return CONSOLE_PROTOCOLS.flatMap((protocol) => {
    const was = parseBind(before.listeners?.[protocol]?.bind);
    const will = parseBind(after.listeners?.[protocol]?.bind);
    if (was?.port === will?.port && was?.host === will?.host) return [];
    const pagePort = Number(page.port || (page.protocol === 'https:' ? 443 : 80));
    const servesThisPage = was !== undefined && page.protocol === `${protocol}:` && pagePort === was.port;
    return [{ protocol, address: will ? urlOf(protocol, will, page.hostname) : undefined, servesThisPage }];
  });
}

/** True when, after the change, no listener serves the console at all. */
export function noListenerLeft(after: ConsoleListeners): boolean {
  return CONSOLE_PROTOCOLS.every((protocol) => parseBind(after.listeners?.[protocol]?.bind) === undefined);
}
