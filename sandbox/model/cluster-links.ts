/**
 * Cluster links (`cluster.links`): other EMQX clusters this one exchanges messages with. What the
 * sandbox keeps of a link is its raw configuration (the broker's `cluster.links[]` with defaults
 * filled in, secrets in the clear) and its counters: the message-forwarding resource's counters,
 * which follow a traffic profile while the link is enabled and connected, and the router's `routes`
 * gauge. Everything here is pure: the handlers pass the clock and the nodes in.
 *
 * Broker reference (5.8.1): apps/emqx_cluster_link/src/emqx_cluster_link_api.erl (answers, status,
 * metrics), emqx_cluster_link_schema.erl (fields, defaults, topic validation),
 * emqx_cluster_link_config.erl (create, update, delete), apps/emqx/src/emqx_schema.erl (`server`).
 */
import { cloneJson, isJsonObject, type JsonObject } from '../lib/json';
import { printAtom } from '../lib/erlang';
import { rngForName } from '../lib/prng';
import type { SandboxNode } from '../seed/cluster';
import { nameProblem, schemaError } from './schema-errors';
import { countBetween, createProfile, rateAt, type TrafficProfile } from './traffic';

/** `status` of the broker's answers; `inconsistent` when the nodes disagree. */
export type ClusterLinkStatus = 'connected' | 'connecting' | 'disconnected' | 'inconsistent';

export interface ClusterLinkRecord {
  /** The link as PUT and POST take it, with the schema's defaults filled in. */
  config: JsonObject;
  /** Messages per second forwarded to the linked cluster while connected, cluster-wide. */
  profile: TrafficProfile;
  /** Share of the forwarded messages the remote refuses (failed) or the buffer drops. */
  failRatio: number;
  dropRatio: number;
  /** Routes the linked cluster holds for this one's topics, once the route sync has run. */
  routes: number;
  /** Forwarding counted before `countingSince` (cluster-wide), since the resource was last (re)created or reset. */
  accrued: number;
  /** Set while the link is connected: messages are counted from then. */
  countingSince?: number;
  /**
   * When the router's gauges were last cleared (a reset deletes them): `routes` reads 0 until the
   * next route sync, ROUTE_SYNC_MS later.
   */
  routesClearedAt?: number;
}

/** How long after a reset the remote's next route batch sets the `routes` gauge again. */
export const ROUTE_SYNC_MS = 10_000;

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

/** The host of the link's server; hosts ending in `.invalid` stand for a remote nothing answers at. */
export function serverHost(server: string): string {
  const first = server.split(',')[0]?.trim() ?? '';
  const m = /^\[([^\]]+)\]/.exec(first) ?? /^([^:]+)/.exec(first);
  return m?.[1] ?? first;
}

export const isEnabled = (record: ClusterLinkRecord): boolean => record.config.enable !== false;

/**
 * The message-forwarding resource's status on each node (they all agree in the sandbox). A disabled
 * link has no resource: a lookup finds none and reads `disconnected`.
 */
export function linkNodeStatus(record: ClusterLinkRecord): Exclude<ClusterLinkStatus, 'inconsistent'> {
  if (!isEnabled(record)) return 'disconnected';
  return serverHost(String(record.config.server)).endsWith('.invalid') ? 'disconnected' : 'connected';
}

const isCounting = (record: ClusterLinkRecord): boolean => isEnabled(record) && linkNodeStatus(record) === 'connected';

/** Stops or starts the counters to match the status; call around every change of a record. */
export function settleCounting(record: ClusterLinkRecord, now: number): void {
  const counting = isCounting(record);
  if (counting && record.countingSince === undefined) record.countingSince = now;
  if (!counting && record.countingSince !== undefined) {
    record.accrued += countBetween(record.profile, record.countingSince, now);
    record.countingSince = undefined;
  }
}

/**
 * The broker recreates the forwarding resource on every change of an enabled link and removes it
 * when the link is disabled: its counters start again from zero either way.
 */
export function restartForwarding(record: ClusterLinkRecord, now: number): void {
  record.accrued = 0;
  record.countingSince = undefined;
  settleCounting(record, now);
}

/** `PUT …/metrics/reset`: counters, rates and gauges cleared on every node. */
export function resetLinkMetrics(record: ClusterLinkRecord, now: number): void {
  restartForwarding(record, now);
  record.routesClearedAt = now;
}

/** A new link's record; `base` forwarded messages per second and `routes` default to what its topics suggest. */
export function newLinkRecord(config: JsonObject, now: number, shape: { base?: number; routes?: number } = {}): ClusterLinkRecord {
  const rng = rngForName(String(config.name));
  const topics = Array.isArray(config.topics) ? config.topics.length : 0;
  const record: ClusterLinkRecord = {
    config,
    profile: createProfile(rng, shape.base ?? 1.5 + topics * (2 + rng.next() * 4)),
    failRatio: 0.001 + rng.next() * 0.004,
    dropRatio: 0.0005 + rng.next() * 0.001,
    routes: shape.routes ?? topics * rng.int(12, 180),
    accrued: 0,
  };
  settleCounting(record, now);
  return record;
}

export interface ForwardingMetrics {
  matched: number;
  success: number;
  failed: number;
  dropped: number;
  retried: number;
  queuing: number;
  inflight: number;
  rate: number;
  rate_last5m: number;
  rate_max: number;
}

export interface LinkMetrics {
  router: { routes: number };
  forwarding: ForwardingMetrics;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

function nodeMetrics(record: ClusterLinkRecord, node: SandboxNode, now: number): LinkMetrics {
  const since = record.countingSince;
  const total = record.accrued + (since === undefined ? 0 : countBetween(record.profile, since, now));
  const matched = Math.floor(total * node.weight);
  const failed = Math.floor(matched * record.failRatio);
  const dropped = Math.floor(matched * record.dropRatio);
  const rate = since === undefined ? 0 : rateAt(record.profile, now) * node.weight;
  const routesSet = record.routesClearedAt === undefined || now - record.routesClearedAt >= ROUTE_SYNC_MS;
  return {
    // The router's gauge is cluster-wide: every node reports the same value.
    router: { routes: isEnabled(record) && routesSet ? record.routes : 0 },
    forwarding: {
      matched,
      success: matched - failed - dropped,
      failed,
      dropped,
      retried: Math.floor(failed * 1.5),
      queuing: 0,
      inflight: since === undefined ? 0 : Math.min(Number(record.config.max_inflight ?? 32), Math.round(rate / 10)),
      rate: round2(rate),
      rate_last5m: since === undefined ? 0 : round2(record.profile.base * node.weight * 0.98),
      rate_max: matched > 0 ? round2(Math.max(rate, record.profile.base * 1.4 * node.weight)) : round2(rate),
    },
  };
}

/**
 * `GET …/metrics`: per node, in the reverse of the cluster's order (the broker folds the nodes'
 * answers onto a list), and the cluster's figures: routes the highest node's, forwarding summed.
 */
export function linkMetricsView(record: ClusterLinkRecord, nodes: readonly SandboxNode[], now: number): { metrics: LinkMetrics; node_metrics: { node: string; metrics: LinkMetrics }[] } {
  const perNode = nodes.map((node) => ({ node: node.name, metrics: nodeMetrics(record, node, now) })).reverse();
  const zero: ForwardingMetrics = { matched: 0, success: 0, failed: 0, dropped: 0, retried: 0, queuing: 0, inflight: 0, rate: 0, rate_last5m: 0, rate_max: 0 };
  const forwarding = perNode.reduce<ForwardingMetrics>((sum, n) => {
    const out = { ...sum };
    for (const key of Object.keys(zero) as (keyof ForwardingMetrics)[]) out[key] = round2(sum[key] + n.metrics.forwarding[key]);
    return out;
  }, zero);
  const routes = perNode.reduce((max, n) => Math.max(max, n.metrics.router.routes), 0);
  return { metrics: { router: { routes }, forwarding }, node_metrics: perNode };
}

/** `GET /cluster/links/link/{name}` (and POST, PUT): the link with the status of its resource on each node. */
export function linkView(config: JsonObject, record: ClusterLinkRecord, nodes: readonly SandboxNode[]): JsonObject {
  const status = linkNodeStatus(record);
  return { ...cloneJson(config), status, node_status: nodes.map((node) => ({ node: node.name, status })) };
}

/**
 * An item of `GET /cluster/links`. The list reads the resources that exist: a disabled link has none,
 * so it answers `inconsistent` with no node status.
 */
export function linkListItem(config: JsonObject, record: ClusterLinkRecord, nodes: readonly SandboxNode[]): JsonObject {
  if (!isEnabled(record)) return { ...cloneJson(config), status: 'inconsistent', node_status: [] };
  return linkView(config, record, nodes);
}

const HOUR = 3_600_000;

/**
 * The seeded links: `emqx-eu-west` (enabled and connected, forwarding since well before the sandbox
 * started) and `emqx-ap-south` (disabled, over TLS). Both have passwords, shown masked.
 */
export function seedClusterLinks(startedAt: number): ClusterLinkRecord[] {
  const euWest = newLinkRecord(
    withLinkDefaults({
      name: 'emqx-eu-west',
      server: 'emqx-eu-west.example.com:1883',
      clientid: 'emqx-us-east-link',
      username: 'link-us-east',
      password: 'seeded-link-secret',
      topics: ['factory/+/telemetry', 'alerts/#', 'fleet/eu/+/position'],
      pool_size: 8,
    }),
    startedAt - 6 * HOUR,
    { base: 42, routes: 1284 },
  );
  const apSouth = newLinkRecord(
    withLinkDefaults({
      name: 'emqx-ap-south',
      enable: false,
      server: 'emqx-ap-south.example.com:8883',
      username: 'link-us-east',
      password: 'seeded-ap-secret',
      topics: ['fleet/ap/#'],
      pool_size: 4,
      ssl: { enable: true, verify: 'verify_peer', server_name_indication: 'emqx-ap-south.example.com' },
    }),
    startedAt,
    { base: 6, routes: 212 },
  );
  return [euWest, apSouth];
}
