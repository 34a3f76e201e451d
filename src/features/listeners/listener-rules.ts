/**
 * The rules of listeners that are not in their JSON Schemas: names, binds, ids, the bodies the
 * broker takes back, and the three rates the limiter edits.
 */
import type { ErrorSchema } from '@rjsf/utils';
import { ApiError } from '../../api/api-error';
import { serverFieldErrors } from '../../forms/server-errors';
import { FORMATS } from '../../forms/validator';
import type { ListenersListenerIdStatus, PostListenersBody, PutListenersByIdBody } from '../../generated/model';

export const LISTENER_TYPES = ['tcp', 'ssl', 'ws', 'wss', 'quic'] as const;
export type ListenerType = (typeof LISTENER_TYPES)[number];

export const isListenerType = (value: unknown): value is ListenerType => typeof value === 'string' && (LISTENER_TYPES as readonly string[]).includes(value);

/** A listener's configuration as the form edits it: the broker's object, whatever the type. */
export type ListenerConfig = { type: ListenerType; name?: string; bind?: string } & Record<string, unknown>;

/** The spec's rule (docs/product-spec.md §5), stricter than the broker's id pattern (`[A-Za-z0-9_-]+`): a name starts with a letter. */
const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

export const isValidListenerName = (name: string): boolean => NAME.test(name);

export const listenerId = (type: ListenerType, name: string): string => `${type}:${name}`;

/** The type an id like "ssl:default" names. */
export const typeOfId = (id: string): ListenerType => {
  const type = id.split(':')[0];
  return isListenerType(type) ? type : 'tcp';
};

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
// The broker binds IPv6 too ("[::]:1883"); refusing it would block a working configuration.
const IPV6 = /^\[[0-9A-Fa-f:.]+\]$/;

export interface Bind {
  /** Absent for a bare port, which the broker binds on every address. */
  host?: string;
  port: number;
}

/** What is wrong with a bind, or undefined when it is an IPv4 address and port, or a bare port. */
export type BindProblem = 'format' | 'port';

function splitBind(bind: string): { host?: string; port: string } | undefined {
  const text = bind.trim();
  if (/^\d+$/.test(text)) return { port: text };
  const at = text.lastIndexOf(':');
  if (at <= 0) return undefined;
  const host = text.slice(0, at);
  const port = text.slice(at + 1);
  if (!/^\d+$/.test(port)) return undefined;
  const v4 = IPV4.exec(host);
  if (v4 ? v4.slice(1).some((octet) => Number(octet) > 255) : !IPV6.test(host)) return undefined;
  return { host, port };
}

export function bindProblem(bind: string): BindProblem | undefined {
  const parts = splitBind(bind);
  if (!parts) return 'format';
  return parts.port.length > 5 || Number(parts.port) > 65535 ? 'port' : undefined;
}

export function parseBind(bind: string): Bind | undefined {
  const parts = splitBind(bind);
  if (!parts || bindProblem(bind)) return undefined;
  return { host: parts.host, port: Number(parts.port) };
}

const ANY_ADDRESS = new Set([undefined, '0.0.0.0', '[::]']);

/** The enabled listener already bound where `bind` would bind, which makes the broker refuse it. */
export function portOwner(bind: string, listeners: readonly ListenersListenerIdStatus[], exceptId?: string): string | undefined {
  const wanted = parseBind(bind);
  if (!wanted) return undefined;
  return listeners.find((l) => {
    if (l.id === exceptId || !l.enable) return false;
    const taken = parseBind(l.bind);
    return taken?.port === wanted.port && (ANY_ADDRESS.has(taken.host) || ANY_ADDRESS.has(wanted.host) || taken.host === wanted.host);
  })?.id;
}

/** The schema's default port for a type, moved up past every listener's port (a disabled one may come back). */
export function suggestedBind(defaultBind: string, listeners: readonly ListenersListenerIdStatus[]): string {
  const taken = new Set(listeners.map((l) => parseBind(l.bind)?.port));
  let port = parseBind(defaultBind)?.port ?? 1883;
  while (taken.has(port) && port < 65535) port++;
  return `0.0.0.0:${port}`;
}

/** Values the broker reports but does not take back. */
const READ_ONLY = ['running', 'current_connections'];

const without = (value: Record<string, unknown>, keys: string[]): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));

export const toCreateBody = (value: ListenerConfig): PostListenersBody => without(value, [...READ_ONLY, 'id']) as unknown as PostListenersBody;

/** The id in the path names the listener; the body carries its type and id, not its name. */
export const toUpdateBody = (id: string, value: ListenerConfig): PutListenersByIdBody => ({ ...without(value, [...READ_ONLY, 'name']), id }) as PutListenersByIdBody;

/**
 * The fields a broker 400 names. A listener's path is `listeners.{type}.{name}.{field}`, and a port
 * already bound comes back as `eaddrinuse` without a path: it belongs to the bind.
 */
export function listenerFieldErrors(error: unknown, type: ListenerType, name: string): ErrorSchema | undefined {
  const named = serverFieldErrors(error, 'listeners');
  const own = (named?.[type] as ErrorSchema | undefined)?.[name] as ErrorSchema | undefined;
  if (own) return own;
  if (named) return named;
  if (error instanceof ApiError && error.status === 400 && /eaddrinuse/i.test(error.message)) return { bind: { __errors: [error.message] } } as unknown as ErrorSchema;
  return undefined;
}

export const RATE_KEYS = ['max_conn_rate', 'messages_rate', 'bytes_rate'] as const;
export type RateKey = (typeof RATE_KEYS)[number];
export type Rates = Partial<Record<RateKey, string>>;

/** An absent rate, "infinity" and an empty input all mean no limit. */
export const isUnlimited = (rate: string | undefined): boolean => rate === undefined || rate.trim() === '' || rate.trim().toLowerCase() === 'infinity';

export const isValidRate = (rate: string): boolean => rate.trim() === '' || (FORMATS['emqx-rate']?.test(rate) ?? false);

/** What an input shows for a stored rate: nothing when unlimited (its placeholder says so). */
export const rateInput = (rate: string | undefined): string => (isUnlimited(rate) ? '' : (rate ?? ''));

/**
 * The rates to write back: typed ones trimmed, emptied ones "infinity", untouched unlimited ones
 * left as the broker had them (absent stays absent).
 */
export function ratesToSave(stored: Rates, typed: Record<RateKey, string>): Rates {
  const out: Rates = {};
  for (const key of RATE_KEYS) {
    const text = typed[key].trim();
    if (text === '') {
      if (!isUnlimited(stored[key])) out[key] = 'infinity';
      else if (stored[key] !== undefined) out[key] = stored[key];
    } else out[key] = text;
  }
  return out;
}

/** The rates whose limit changes (not how unlimited is spelled). */
export function changedRates(stored: Rates, typed: Record<RateKey, string>): RateKey[] {
  return RATE_KEYS.filter((key) => (isUnlimited(stored[key]) ? !isUnlimited(typed[key]) : typed[key].trim() !== stored[key]?.trim()));
}
