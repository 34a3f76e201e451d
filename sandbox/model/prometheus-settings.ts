/**
 * `PUT /prometheus` as EMQX 5.8.1 takes it. The body is one of two shapes (emqx_prometheus_schema
 * setting_union_schema/0): the recommended one (enable_basic_auth, push_gateway, collectors) or
 * the legacy one (push_gateway_server, interval, *_collector, …); is_recommend_type/1 tells them
 * apart (every key a recommended field; `{}` counts as recommended). A push gateway URL must parse
 * with an http or https scheme (validate_url/1). The stored config is recommended (a fresh
 * install's is), so emqx_prometheus_config:pre_config_update/3 converts a legacy body
 * (to_recommend_type/1) and the result replaces the stored config: nothing is merged, left-out
 * keys fall back to their defaults (`rawconf_with_defaults`).
 */
import { isJsonObject, type Json, type JsonObject } from '../lib/json';
import { hasBadUriChar } from './opentelemetry';
import { schemaError } from './schema-errors';

const RECOMMEND_FIELDS = ['enable_basic_auth', 'push_gateway', 'collectors'];

/** Legacy collector keys and their recommended names (to_collectors/1). */
const COLLECTORS: readonly (readonly [string, string])[] = [
  ['vm_dist_collector', 'vm_dist'],
  ['mnesia_collector', 'mnesia'],
  ['vm_statistics_collector', 'vm_statistics'],
  ['vm_system_info_collector', 'vm_system_info'],
  ['vm_memory_collector', 'vm_memory'],
  ['vm_msacc_collector', 'vm_msacc'],
];

export const isRecommendType = (setting: JsonObject): boolean => Object.keys(setting).every((k) => RECOMMEND_FIELDS.includes(k));

/** to_recommend_type/1: only the legacy keys it knows are carried over. */
export function toRecommendType(legacy: JsonObject): JsonObject {
  const push: JsonObject = {};
  for (const k of ['interval', 'headers', 'job_name', 'enable']) if (k in legacy) push[k] = legacy[k]!;
  // to_push_gateway/1: without a server the push gateway is off, whatever `enable` said.
  const server = legacy.push_gateway_server;
  if (server === undefined) push.enable = false;
  else push.url = server;
  const collectors: JsonObject = {};
  for (const [from, to] of COLLECTORS) if (from in legacy) collectors[to] = legacy[from]!;
  return { push_gateway: push, collectors, enable_basic_auth: false };
}

/** validate_url/1: uri_string:parse/1 must find an http or https scheme (case as written). */
const isHttpUrl = (url: Json): boolean => typeof url === 'string' && !hasBadUriChar(url) && /^https?:/.test(url);

/** The body's URL fault (the schema check's 400), or undefined. */
export function prometheusProblem(body: JsonObject): string | undefined {
  if (isRecommendType(body)) {
    const url = isJsonObject(body.push_gateway) ? body.push_gateway.url : undefined;
    if (url !== undefined && !isHttpUrl(url)) return schemaError('push_gateway.url', 'Invalid url', url);
    return undefined;
  }
  const server = body.push_gateway_server;
  if (server !== undefined && !isHttpUrl(server)) return schemaError('push_gateway_server', 'Invalid url', server);
  return undefined;
}
