/**
 * The global authentication chain as the broker keeps it: an ordered list of authenticators, each
 * named by `mechanism:backend` (or `jwt`, which has no backend), their counters per node, and the
 * users of the built-in database ones.
 */
import { cloneJson, isJsonObject, type Json, type JsonObject } from '../lib/json';
import { MASK } from '../lib/redact';

/** Top-level keys holding secrets, and `ssl.password`. */
const SECRET_KEYS = ['password', 'secret'];

export interface AuthnCounters {
  total: number;
  success: number;
  failed: number;
  nomatch: number;
}

export interface AuthnUser {
  user_id: string;
  is_superuser: boolean;
  /** Plain imports and API users keep the password; hash imports keep hash and salt. */
  password?: string;
  password_hash?: string;
  salt?: string;
}

export interface AuthenticatorRecord {
  config: JsonObject;
  /** Counters by node name. */
  counters: Map<string, AuthnCounters>;
  /** Only for the built-in database; insertion order is the listing order. */
  users?: Map<string, AuthnUser>;
}

/** The id the broker derives: `password_based:built_in_database`, `scram:http`, `jwt`. */
export function authenticatorId(config: JsonObject): string {
  const mechanism = String(config.mechanism ?? '');
  return typeof config.backend === 'string' ? `${mechanism}:${config.backend}` : mechanism;
}

export const hasUsers = (config: JsonObject): boolean => config.backend === 'built_in_database';

export function maskSecrets(config: JsonObject): JsonObject {
  const out = cloneJson(config);
  for (const key of SECRET_KEYS) if (typeof out[key] === 'string') out[key] = MASK;
  if (isJsonObject(out.ssl) && typeof out.ssl.password === 'string') out.ssl.password = MASK;
  return out;
}

/** A PUT body with the secrets it sent back masked replaced by the stored ones. */
export function keepMaskedSecrets(next: JsonObject, stored: JsonObject): JsonObject {
  const out = cloneJson(next);
  for (const key of SECRET_KEYS) if (out[key] === MASK && stored[key] !== undefined) out[key] = stored[key] as Json;
  if (isJsonObject(out.ssl) && out.ssl.password === MASK && isJsonObject(stored.ssl) && stored.ssl.password !== undefined) {
    out.ssl.password = stored.ssl.password;
  }
  return out;
}

/** Defaults the broker fills in when a create body leaves them out. */
export function withDefaults(config: JsonObject): JsonObject {
  const out: JsonObject = { enable: true, ...cloneJson(config) };
  if (out.mechanism === 'password_based' && out.backend === 'built_in_database') {
    out.user_id_type ??= 'username';
    out.password_hash_algorithm ??= { name: 'sha256', salt_position: 'prefix' };
  }
  return out;
}

/**
 * Where `position` puts `id` in `order`, or the broker's reason for refusing it. The position is read
 * first (emqx_authn_api:parse_position: `front`, `rear`, `before:ID`, `after:ID`, else "Invalid value
 * for 'position'"), then both authenticators are looked up (emqx_authn_config:split_by_id, 404).
 */
export function reorder(order: readonly string[], id: string, position: string): string[] | { error: string; notFound?: boolean } {
  const m = /^(before|after):(.+)$/s.exec(position);
  if (position !== 'front' && position !== 'rear' && !m) return { error: "Invalid value for 'position'" };
  const missing = (which: string) => ({ error: `Authenticator '${which}' does not exist`, notFound: true });
  if (!order.includes(id)) return missing(id);
  const rest = order.filter((x) => x !== id);
  if (position === 'front') return [id, ...rest];
  if (position === 'rear') return [...rest, id];
  const target = m![2]!;
  const at = rest.indexOf(target);
  if (at < 0) return missing(target);
  const index = m![1] === 'before' ? at : at + 1;
  return [...rest.slice(0, index), id, ...rest.slice(index)];
}
