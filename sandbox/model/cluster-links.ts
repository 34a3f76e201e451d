/**
 * Cluster links (`cluster.links`): other EMQX clusters this one exchanges messages with. What the
 * sandbox keeps of a link is its raw configuration (the broker's `cluster.links[]` with defaults
 * filled in, secrets in the clear) and its counters: the message-forwarding resource's counters,
 * which follow a traffic profile while the link is enabled and connected, and the router's `routes`
 * gauge. Everything here is pure: the handlers pass the clock and the nodes in.
 *
 * Broker reference (5.8.1): apps/emqx_cluster_link/src/emqx_cluster_link_api.erl (answers, status,
 * metrics), emqx_cluster_link_schema.erl (fields, defaults, topic validation),
 * emqx_cluster_link_config.erl (create, update, delete). The checks and defaults of a link's
 * configuration are in ./cluster-link-config.ts.
 */
import { cloneJson, type JsonObject } from '../lib/json';
import { rngForName } from '../lib/prng';
import type { SandboxNode } from '../seed/cluster';
import { withLinkDefaults } from './cluster-link-config';
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
