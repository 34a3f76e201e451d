/**
 * What the broker checks and fills in of a cluster link's configuration before it keeps it: the
 * schema's defaults, the `server` and `topics` validators and the resource name rule, each refusing
 * with the broker's words. Broker reference (5.8.1): emqx_cluster_link_schema.erl, apps/emqx/src/
 * emqx_schema.erl (`server`), emqx_topic.erl, emqx_resource.erl (the name rule).
 */
import { cloneJson, isJsonObject, type JsonObject } from '../lib/json';
import { printAtom } from '../lib/erlang';
import { nameProblem, schemaError } from './schema-errors';

/** `$LINK/cluster/#` is the links' own protocol namespace: the broker refuses it in `topics`. */
const LINK_NAMESPACE = '$LINK/cluster/';

/** emqx_topic's MAX_TOPIC_LEN. */
const MAX_TOPIC_LEN = 65535;

const SSL_DEFAULTS: JsonObject = {
  enable: false,
  verify: 'verify_none',
  reuse_sessions: true,
  depth: 10,
  versions: ['tlsv1.3', 'tlsv1.2'],
  ciphers: [],
  secure_renegotiate: true,
  log_level: 'notice',
  hibernate_after: '5s',
};

const RESOURCE_OPTS_DEFAULTS: JsonObject = {
  worker_pool_size: 16,
  health_check_interval: '15s',
  start_timeout: '5s',
  request_ttl: '45s',
  inflight_window: 100,
  max_buffer_bytes: '256MB',
};

/** Fields the broker's answers add: a client sending a GET answer back must not store them. */
const ANSWER_FIELDS = ['status', 'node_status', 'node'];

export const withoutAnswerFields = (body: JsonObject): JsonObject => Object.fromEntries(Object.entries(body).filter(([key]) => !ANSWER_FIELDS.includes(key)));

/**
 * The link as `emqx_config:fill_defaults` leaves it: what the body left out takes the schema's
 * default. A PUT replaces the whole link, so fields it leaves out go back to their defaults.
 */
export function withLinkDefaults(body: JsonObject): JsonObject {
  const ssl = isJsonObject(body.ssl) ? body.ssl : {};
  const resource = isJsonObject(body.resource_opts) ? body.resource_opts : {};
  return {
    enable: true,
    pool_size: 8,
    retry_interval: '15s',
    max_inflight: 32,
    ...cloneJson(body),
    ssl: { ...cloneJson(SSL_DEFAULTS), ...cloneJson(ssl) },
    resource_opts: { ...cloneJson(RESOURCE_OPTS_DEFAULTS), ...cloneJson(resource) },
    ps_actor_incarnation: typeof body.ps_actor_incarnation === 'number' ? body.ps_actor_incarnation : 0,
  };
}

/** The port of `host:port` as emqx_schema:parse_port reads it, or the reason it throws. */
function portError(port: string): string | undefined {
  const trimmed = port.trim();
  if (!/^[+-]?\d+$/.test(trimmed)) return 'bad_port_number';
  const n = Number(trimmed);
  if (n < 0) return 'port_number_must_be_positive';
  if (n > 65535) return 'port_number_too_large';
  return undefined;
}

/** emqx_schema's servers_validator: `host[:port]` (several, comma-separated, are accepted here too). */
export function serverError(server: string): string | undefined {
  const entries = server
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (entries.length === 0) return 'cannot_be_empty';
  for (const entry of entries) {
    // `[::1]:1883` or `host:1883`; a bare host takes the default port 1883.
    const m = /^\[([^\]]+)\](?::(.*))?$/.exec(entry) ?? /^([^:]+)(?::(.*))?$/.exec(entry);
    if (!m) return 'bad_port_number';
    if (m[2] !== undefined) {
      const error = portError(m[2]);
      if (error) return error;
    }
  }
  return undefined;
}

/** emqx_topic:validate(filter, T): the error it raises, or undefined. */
export function topicFilterError(topic: string): string | undefined {
  if (topic === '') return 'empty_topic';
  if (new TextEncoder().encode(topic).length > MAX_TOPIC_LEN) return 'topic_too_long';
  const share = /^\$share\/(.*)$/.exec(topic);
  let filter = topic;
  if (share) {
    const rest = share[1] ?? '';
    if (rest === '' || rest === '/') return 'share_empty_filter';
    const slash = rest.indexOf('/');
    const group = slash < 0 ? rest : rest.slice(0, slash);
    filter = slash < 0 ? '' : rest.slice(slash + 1);
    if (group === '') return 'share_empty_group';
    if (filter === '') return 'share_empty_filter';
    if (filter.startsWith('$share/')) return 'share_recursively';
    if (/[+#]/.test(group)) return 'share_name_invalid_char';
  }
  const levels = filter.split('/');
  for (const [i, level] of levels.entries()) {
    if (level === '#') {
      if (i !== levels.length - 1) return 'topic_invalid_#';
      continue;
    }
    if (level === '+') continue;
    if (level.includes('#') || level.includes('+') || level.includes('\u0000')) return 'topic_invalid_char';
  }
  return undefined;
}

/**
 * emqx_cluster_link_schema:topics_validator: each filter valid, none in the links' namespace, none
 * twice. The reason as the broker's JSON formatter writes it: `{T: "{error,Reason}"}`.
 */
export function topicsError(topics: readonly string[]): JsonObject | undefined {
  const bad: [string, string][] = [];
  for (const topic of topics) {
    const error = topicFilterError(topic);
    if (error) bad.push([topic, `{error,${printAtom(error)}}`]);
    else if (topic.startsWith(LINK_NAMESPACE) || topic === '$LINK/cluster') bad.push([topic, '{error,topic_not_allowed}']);
  }
  const seen = new Set<string>();
  const duplicated: [string, string][] = [];
  for (const topic of topics) {
    if (seen.has(topic)) duplicated.push([topic, 'duplicate_topic_filter']);
    seen.add(topic);
  }
  const all = [...bad, ...duplicated];
  if (all.length === 0) return undefined;
  // The broker's JSON encoder writes a small map's keys in sorted order.
  return { reason: 'invalid_topics', topics: Object.fromEntries(all.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
}

/**
 * The schema filter's checks of a link body (POST with `name`, PUT without): the message of the
 * 400 BAD_REQUEST the broker answers, or undefined. The contract check has already refused
 * missing required fields and wrong types.
 */
export function linkBodyError(body: JsonObject): string | undefined {
  if (typeof body.server === 'string') {
    const reason = serverError(body.server);
    if (reason) return schemaError('server', reason, body.server);
  }
  if (Array.isArray(body.topics)) {
    const topics = body.topics.filter((t): t is string => typeof t === 'string');
    const reason = topicsError(topics);
    if (reason) return schemaError('topics', reason, topics);
  }
  return undefined;
}

/** emqx_resource:validate_name, thrown and answered as `to_json` of the error (no path). */
export function linkNameError(name: string): string | undefined {
  const reason = nameProblem(name);
  return reason === undefined ? undefined : JSON.stringify({ kind: 'validation_error', reason });
}
