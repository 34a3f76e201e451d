/**
 * The authorization chain as the broker keeps it: an ordered list of sources, one per type, with
 * allow/deny/no-match counters per node, and the settings that apply when no source matches.
 */
import type { JsonObject } from '../lib/json';

export interface AuthzCounters {
  allow: number;
  deny: number;
  nomatch: number;
}

export interface AuthzSourceRecord {
  config: JsonObject;
  /** Counters by node name. */
  counters: Map<string, AuthzCounters>;
}

export interface AuthzState {
  sources: AuthzSourceRecord[];
  settings: JsonObject;
}

export const sourceType = (config: JsonObject): string => String(config.type ?? '');

/** The settings EMQX 5.8.1 starts with. */
export const defaultAuthzSettings = (): JsonObject => ({
  no_match: 'allow',
  deny_action: 'ignore',
  cache: { enable: true, max_size: 32, ttl: '1m', excludes: [] },
});

/**
 * Where `position` puts `type` in `order`, or the broker's reason for refusing it: the position as
 * emqx_authz_api_sources:parse_position reads it, then a target that is not in the chain, which
 * emqx_authz:do_move throws in the config update and the API prints as an Erlang term.
 */
export function moveAuthzSource(order: readonly string[], type: string, position: string): string[] | { error: string } {
  if (position === 'before:') return { error: 'Invalid parameter. Cannot be placed before an empty target' };
  if (position === 'after:') return { error: 'Invalid parameter. Cannot be placed after an empty target' };
  const m = /^(before|after):(.+)$/s.exec(position);
  if (position !== 'front' && position !== 'rear' && !m) return { error: 'Invalid parameter. Unknow position' };
  const rest = order.filter((x) => x !== type);
  if (position === 'front') return [type, ...rest];
  if (position === 'rear') return [...rest, type];
  const at = rest.indexOf(m![2]!);
  if (at < 0) return { error: `{pre_config_update,emqx_authz,{not_found_source,${m![2]!}}}` };
  const index = m![1] === 'before' ? at : at + 1;
  return [...rest.slice(0, index), type, ...rest.slice(index)];
}

/**
 * A generic move by position with the sandbox's own messages, which the ExHook servers' move
 * (model/exhooks.ts) reads; the authorization chain answers with moveAuthzSource.
 */
export function moveSource(order: readonly string[], type: string, position: string): string[] | { error: string; notFound?: boolean } {
  if (!order.includes(type)) return { error: `Source ${type} not found`, notFound: true };
  const rest = order.filter((x) => x !== type);
  if (position === 'front') return [type, ...rest];
  if (position === 'rear') return [...rest, type];
  const m = /^(before|after):(.+)$/.exec(position);
  if (!m) return { error: `Invalid position: ${position}` };
  const at = rest.indexOf(m[2]!);
  if (at < 0) return { error: `Source ${m[2]!} not found`, notFound: true };
  const index = m[1] === 'before' ? at : at + 1;
  return [...rest.slice(0, index), type, ...rest.slice(index)];
}
