/**
 * Data integration as EMQX 5.8 keeps it: connectors (the connection to an external system) and the
 * channels that use one, actions (egress, called from rules) and sources (ingress). Ids are
 * `{type}:{name}`; the broker answers each with its configuration, secrets masked, and its status
 * per node aggregated the way `emqx_connector_api` does (all nodes alike, or `inconsistent`).
 */
import { cloneJson, isJsonObject, type Json, type JsonObject } from '../lib/json';
import { MASK, redactWith, unmaskWith } from '../lib/redact';
import type { SandboxNode } from '../seed/cluster';
import type { ChannelMetrics } from './bridge-metrics';

export type NodeState = 'connected' | 'connecting' | 'disconnected';

export interface Health {
  status: NodeState;
  reason?: string;
}

export interface ConnectorRecord {
  type: string;
  name: string;
  /** The configuration as sent, secrets in clear, without the id and status fields. */
  config: JsonObject;
  /** Per node name; a node left out is connected. */
  health: Record<string, Health>;
  /** Made through the API: its status follows real probes of the target, not the seed. */
  live: boolean;
  createdAt: number;
  modifiedAt: number;
}

export type ChannelKind = 'action' | 'source';

export interface ChannelRecord {
  kind: ChannelKind;
  type: string;
  name: string;
  config: JsonObject;
  /** Per node, over the connector's own status (e.g. an action whose buffer is full). */
  health: Record<string, Health>;
  createdAt: number;
  modifiedAt: number;
  metrics: ChannelMetrics;
}

export const bridgeId = (type: string, name: string): string => `${type}:${name}`;

/** Fields the broker's answers add; a client sending a GET answer back must not store them. */
const ANSWER_FIELDS = ['id', 'type', 'name', 'status', 'status_reason', 'node_status', 'node', 'actions', 'sources', 'created_at', 'last_modified_at'];

export const withoutAnswerFields = (body: JsonObject): JsonObject => Object.fromEntries(Object.entries(body).filter(([key]) => !ANSWER_FIELDS.includes(key)));

/** Keys `emqx_utils:redact` masks, and the HTTP headers it masks inside `headers`. */
const SECRET_KEYS = new Set(['password', 'secret', 'secret_key', 'security_token', 'token', 'passcode', 'passphrase', 'bind_password', 'aws_secret_access_key', 'private_key']);
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization']);

/** Only a non-empty string is a secret to mask; objects in arrays are searched too. */
const redact = (value: Json): Json =>
  redactWith(value, (key, item, parent) => (parent === 'headers' ? SECRET_HEADERS.has(key.toLowerCase()) : SECRET_KEYS.has(key)) && typeof item === 'string' && item !== '', true);

/** The body of a PUT with each `******` sent back where a string secret is stored replaced by it (`emqx_utils:deobfuscate`). */
export const unmask = (sent: JsonObject, stored: JsonObject | undefined): JsonObject => unmaskWith(sent, stored, (_key, old) => (typeof old === 'string' ? old : MASK));

const enabled = (config: JsonObject): boolean => config.enable !== false;

export const isEnabled = (record: { config: JsonObject }): boolean => enabled(record.config);

/** The connector's state on one node: a disabled connector is stopped, which the API shows as disconnected. */
export function connectorHealth(connector: ConnectorRecord, node: string): Health {
  if (!isEnabled(connector)) return { status: 'disconnected' };
  return connector.health[node] ?? { status: 'connected' };
}

/** A channel is installed on its connector: without a running connector it cannot be connected. */
export function channelHealth(channel: ChannelRecord, connector: ConnectorRecord | undefined, node: string): Health {
  if (!isEnabled(channel)) return { status: 'disconnected' };
  if (!connector) return { status: 'disconnected', reason: 'Not installed' };
  const below = connectorHealth(connector, node);
  if (!isEnabled(connector)) return { status: 'disconnected', reason: 'Connector is disabled' };
  if (below.status !== 'connected') return { status: below.status, reason: below.reason ?? 'Resource not connected' };
  return channel.health[node] ?? { status: 'connected' };
}

/** `status`, `status_reason` (the first node's reason) and `node_status`, as `format_connector_info` makes them. */
export function statusFields(health: (node: string) => Health, nodes: readonly SandboxNode[]): JsonObject {
  const perNode = nodes.map((node) => ({ node: node.name, ...health(node.name) }));
  const first = perNode[0]?.status ?? 'connecting';
  const status = perNode.every((n) => n.status === first) ? first : 'inconsistent';
  const reason = perNode.find((n) => n.reason !== undefined)?.reason;
  const nodeStatus: Json[] = perNode.map(({ node, status: s, reason: r }): JsonObject => (r === undefined ? { node, status: s } : { node, status: s, status_reason: r }));
  return { status, ...(reason === undefined ? {} : { status_reason: reason }), node_status: nodeStatus };
}

/** Defaults the broker fills in (`fill_defaults`) for the fields every answer shows. */
function withDefaults(config: JsonObject, defaults: JsonObject): JsonObject {
  const out: JsonObject = { ...cloneJson(defaults), ...cloneJson(config) };
  for (const [key, value] of Object.entries(defaults)) {
    if (isJsonObject(value) && isJsonObject(config[key])) out[key] = { ...cloneJson(value), ...cloneJson(config[key]) };
  }
  return out;
}

const CONNECTOR_RESOURCE_OPTS: JsonObject = { health_check_interval: '15s', start_after_created: true, start_timeout: '5s' };

const CONNECTOR_DEFAULTS: Record<string, JsonObject> = {
  http: {
    enable: true,
    description: '',
    headers: {},
    connect_timeout: '15s',
    pool_type: 'random',
    pool_size: 8,
    enable_pipelining: 100,
    ssl: { enable: false, verify: 'verify_none' },
    resource_opts: CONNECTOR_RESOURCE_OPTS,
  },
  mqtt: {
    enable: true,
    description: '',
    pool_size: 8,
    mode: 'cluster_shareload',
    proto_ver: 'v4',
    bridge_mode: false,
    clean_start: true,
    keepalive: '160s',
    retry_interval: '15s',
    max_inflight: 32,
    ssl: { enable: false, verify: 'verify_none' },
    resource_opts: CONNECTOR_RESOURCE_OPTS,
  },
};

const ACTION_RESOURCE_OPTS: JsonObject = {
  worker_pool_size: 16,
  health_check_interval: '15s',
  query_mode: 'async',
  request_ttl: '45s',
  inflight_window: 100,
  max_buffer_bytes: '256MB',
};

const CHANNEL_DEFAULTS: Record<string, JsonObject> = {
  'action:http': { enable: true, description: '', resource_opts: ACTION_RESOURCE_OPTS },
  'action:mqtt': { enable: true, description: '', resource_opts: ACTION_RESOURCE_OPTS },
  'source:mqtt': { enable: true, description: '', resource_opts: { health_check_interval: '15s' } },
};

const PARAMETER_DEFAULTS: Record<string, JsonObject> = {
  'action:http': { method: 'post', headers: {}, max_retries: 2, request_timeout: '15s' },
  'action:mqtt': { qos: 1, retain: false },
  'source:mqtt': { qos: 1 },
};

/** The names of the channels installed on a connector, sorted, as `format_resource_data(channels, …)` lists them. */
export function channelNames(channels: Iterable<ChannelRecord>, connector: ConnectorRecord, kind: ChannelKind): string[] {
  return [...channels]
    .filter((c) => c.kind === kind && c.type === connector.type && c.config.connector === connector.name)
    .map((c) => c.name)
    .sort();
}

export function connectorView(connector: ConnectorRecord, nodes: readonly SandboxNode[], channels: Iterable<ChannelRecord>): JsonObject {
  const list = [...channels];
  const config = withDefaults(connector.config, CONNECTOR_DEFAULTS[connector.type] ?? { enable: true, description: '' });
  return {
    ...(redact(config) as JsonObject),
    type: connector.type,
    name: connector.name,
    ...statusFields((node) => connectorHealth(connector, node), nodes),
    actions: channelNames(list, connector, 'action'),
    sources: channelNames(list, connector, 'source'),
  };
}

export function channelView(channel: ChannelRecord, connector: ConnectorRecord | undefined, nodes: readonly SandboxNode[]): JsonObject {
  const key = `${channel.kind}:${channel.type}`;
  const config = withDefaults(channel.config, CHANNEL_DEFAULTS[key] ?? { enable: true, description: '' });
  const parameterDefaults = PARAMETER_DEFAULTS[key];
  if (parameterDefaults && isJsonObject(config.parameters)) config.parameters = withDefaults(config.parameters, parameterDefaults);
  return {
    ...(redact(config) as JsonObject),
    type: channel.type,
    name: channel.name,
    ...statusFields((node) => channelHealth(channel, connector, node), nodes),
  };
}
