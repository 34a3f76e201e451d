/**
 * `PUT /opentelemetry` as EMQX 5.8.1 checks the body (emqx_otel_api's request schema is
 * emqx_otel_schema's "opentelemetry" struct, checked by emqx_dashboard_swagger before the handler):
 * fields outside the structs are unknown (the root's legacy converter does not run on the API
 * body, so a top-level `enable` is unknown too); `exporter.protocol` is an enum of `grpc` alone;
 * `exporter.endpoint` is an emqx_schema:url(); durations are timeout_duration_ms(). The first
 * fault answers 400 BAD_REQUEST with hocon's validation error. What passes replaces the stored
 * config (emqx_otel_config:pre_config_update/3 returns the new raw config, nothing merged), and
 * the answer is that raw config with the defaults filled.
 */
import { isJsonObject, type Json, type JsonObject } from '../lib/json';
import { schemaError } from './schema-errors';

/** The struct fields of emqx_otel_schema, hidden ones included; `ssl_options` is left to the document. */
const FIELDS: Record<string, readonly string[]> = {
  '': ['metrics', 'logs', 'traces', 'exporter'],
  // `scheduled_delay` is an alias of `interval` (aliases => [scheduled_delay]).
  metrics: ['enable', 'interval', 'scheduled_delay'],
  logs: ['level', 'enable', 'max_queue_size', 'exporting_timeout', 'scheduled_delay'],
  traces: ['enable', 'max_queue_size', 'exporting_timeout', 'scheduled_delay', 'filter'],
  'traces.filter': ['trace_all'],
  exporter: ['endpoint', 'protocol', 'ssl_options'],
};

const DURATIONS = ['metrics.interval', 'metrics.scheduled_delay', 'logs.exporting_timeout', 'logs.scheduled_delay', 'traces.exporting_timeout', 'traces.scheduled_delay'];

const at = (body: JsonObject, path: string): Json | undefined => path.split('.').reduce<Json | undefined>((node, key) => (isJsonObject(node) ? node[key] : undefined), body);

/** Characters uri_string refuses unescaped: spaces and controls, quotes, angle brackets, … */
export const hasBadUriChar = (s: string): boolean => [...s].some((c) => c.charCodeAt(0) < 32 || /[\s"<>\\^`{|}]/.test(c));

/**
 * emqx_schema:to_url/1 through emqx_http_lib:uri_parse/1 (0.5.3): `http://` is put in front of a
 * URL without `://`; the scheme must be http, https, coap or coaps; the host must not be empty;
 * the port must be an integer from 0 to 65536 (that library's bound, one above TCP's).
 */
export function urlProblem(raw: string): string | undefined {
  const url = raw.includes('://') ? raw : `http://${raw}`;
  if (hasBadUriChar(url)) return 'invalid_uri';
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)/.exec(url);
  if (!m) return 'invalid_uri';
  const scheme = m[1]!.toLowerCase();
  if (!['http', 'https', 'coap', 'coaps'].includes(scheme)) return `unsupported_scheme`;
  const authority = m[2]!.slice(m[2]!.lastIndexOf('@') + 1);
  const hp = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(authority);
  const host = hp?.[1] ?? '';
  const port = hp?.[2];
  if (port !== undefined && port !== '') {
    if (!/^\d+$/.test(port)) return 'invalid_uri';
    if (Number(port) > 65536) return 'invalid_port';
  }
  if (host === '') return 'empty_host_not_allowed';
  return undefined;
}

/** hocon durations: an integer of milliseconds, or numbers with units (`10s`, `1h30m`). */
const isDuration = (v: Json): boolean =>
  (typeof v === 'number' && Number.isInteger(v) && v >= 0) || (typeof v === 'string' && /^(\d+(ms|s|m|h|d|w)?)+$/i.test(v.trim()) && v.trim() !== '');

/** The first fault of a `PUT /opentelemetry` body as hocon's error text, or undefined. */
export function otelProblem(body: JsonObject): string | undefined {
  for (const [path, fields] of Object.entries(FIELDS)) {
    const node = path ? at(body, path) : body;
    if (!isJsonObject(node)) continue;
    const unknown = Object.keys(node).filter((k) => !fields.includes(k));
    if (unknown.length) return JSON.stringify({ kind: 'validation_error', path: path ? `root.${path}` : 'root', reason: 'unknown_fields', unknown: unknown.join(',') });
  }
  const protocol = at(body, 'exporter.protocol');
  if (protocol !== undefined && protocol !== 'grpc') return schemaError('exporter.protocol', 'unable_to_convert_to_enum_symbol', protocol);
  const endpoint = at(body, 'exporter.endpoint');
  if (endpoint !== undefined) {
    const problem = typeof endpoint === 'string' ? urlProblem(endpoint) : 'not_a_string';
    if (problem) return schemaError('exporter.endpoint', problem, endpoint);
  }
  for (const path of DURATIONS) {
    const v = at(body, path);
    if (v !== undefined && !isDuration(v)) return schemaError(path, 'invalid_duration', v);
  }
  return undefined;
}
