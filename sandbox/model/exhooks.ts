/**
 * ExHook servers: gRPC servers the broker calls on its hooks, in order. What the sandbox keeps of
 * one is its configuration, how it got its status (a seeded server has the seed's; one made or
 * re-pointed through the API is really probed: a TCP connection to the URL's host and port), the
 * hooks it registered, and its call counters, which follow a traffic profile per hook while the
 * server is connected (the integral of the rate, as everywhere else in the sandbox).
 */
import net from 'node:net';
import { cloneJson, isJsonObject, type JsonObject } from '../lib/json';
import { rngForName, type Rng } from '../lib/prng';
import type { SandboxNode } from '../seed/cluster';
import { moveSource } from './authz';
import { countBetween, createProfile, rateAt, type TrafficProfile } from './traffic';

/** `exhook.node_status.status`. The spec's "stopped" is the contract's `disconnected`. */
export type ExhookStatus = 'connected' | 'connecting' | 'disconnected' | 'disabled' | 'error';

export interface RegisteredHook {
  name: string;
  /** What the server asked for when it registered the hook: message hooks list their topic filters (emqx_exhook_server:hooks/1). */
  params: { topics?: string[] };
  /** Calls per second across the cluster while the server is connected. */
  profile: TrafficProfile;
  /** Share of the calls that fail (timeouts, the server's errors). */
  failRatio: number;
}

export interface ProbeOutcome {
  ok: boolean;
  reason?: string;
  at: number;
}

export interface ExhookRecord {
  /** The server's configuration as PUT and POST take it (`exhook.server_config`). */
  config: JsonObject;
  /** A seeded server has no gRPC server behind it: while enabled its status is the seed's. */
  seededStatus?: Exclude<ExhookStatus, 'disabled'>;
  /** The last real connection attempt, for servers made or re-pointed through the API. */
  probe?: ProbeOutcome;
  /** The hooks the server registers when it connects (the broker lists them only while it is connected). */
  hooks: RegisteredHook[];
  /** Calls counted before `countingSince`, per hook, cluster-wide. */
  accrued: Map<string, number>;
  /** Set while the server is connected: calls are counted from then. */
  countingSince?: number;
}

/** The spec's name rule (docs/product-spec.md §5): a letter first, then letters, digits, '_' and '-'. */
export const isValidExhookName = (name: string): boolean => /^[A-Za-z][A-Za-z0-9_-]*$/.test(name) && name.length <= 255;

/** Every hook EMQX's ExHook can register, in the order of its `HookProvider` service. */
export const HOOK_NAMES = [
  'client.connect',
  'client.connack',
  'client.connected',
  'client.disconnected',
  'client.authenticate',
  'client.authorize',
  'client.subscribe',
  'client.unsubscribe',
  'session.created',
  'session.subscribed',
  'session.unsubscribed',
  'session.resumed',
  'session.discarded',
  'session.takenover',
  'session.terminated',
  'message.publish',
  'message.delivered',
  'message.acked',
  'message.dropped',
] as const;

export const isMessageHook = (name: string): boolean => name.startsWith('message.');

/** Calls per second a hook sees on a busy cluster: message hooks follow traffic, client and session hooks the churn. */
function typicalRate(name: string): number {
  if (name === 'message.publish') return 48;
  if (name === 'message.delivered') return 61;
  if (name === 'message.acked') return 22;
  if (name === 'message.dropped') return 0.8;
  if (name === 'client.authorize') return 9;
  if (name.startsWith('client.')) return 1.6;
  return 0.9;
}

export function registeredHook(rng: Rng, name: string, topics: readonly string[] = ['#'], scale = 1): RegisteredHook {
  return {
    name,
    params: isMessageHook(name) ? { topics: [...topics] } : {},
    profile: createProfile(rng, typicalRate(name) * scale),
    failRatio: 0.002 + rng.next() * 0.01,
  };
}

/** What a gRPC server answering on the URL registers: the example server of EMQX's exhook.proto takes every hook. */
export function defaultHooks(name: string): RegisteredHook[] {
  const rng = rngForName(name);
  return HOOK_NAMES.map((hook) => registeredHook(rng, hook, ['#'], 0.1));
}

/** Defaults the broker fills in for what a body leaves out. */
export function withExhookDefaults(body: JsonObject): JsonObject {
  return {
    enable: true,
    request_timeout: '5s',
    failed_action: 'deny',
    auto_reconnect: '60s',
    pool_size: 8,
    socket_options: { keepalive: true, nodelay: true },
    ...cloneJson(body),
    ssl: { enable: false, ...(isJsonObject(body.ssl) ? cloneJson(body.ssl) : {}) },
  };
}

/** Fields the broker's answers add: a client sending a GET answer back must not store them. */
const ANSWER_FIELDS = ['metrics', 'node_metrics', 'node_status', 'hooks'];

export const withoutAnswerFields = (body: JsonObject): JsonObject => Object.fromEntries(Object.entries(body).filter(([key]) => !ANSWER_FIELDS.includes(key)));

export const isEnabled = (record: ExhookRecord): boolean => record.config.enable !== false;

/** The status on every node: the sandbox probes from one place, so all nodes agree unless seeded otherwise. */
export function exhookStatus(record: ExhookRecord): ExhookStatus {
  if (!isEnabled(record)) return 'disabled';
  if (record.seededStatus) return record.seededStatus;
  if (!record.probe) return 'connecting';
  if (record.probe.ok) return 'connected';
  // "connecting: connection failed, reconnecting; disconnected: failed to connect and didn't reconnect".
  return record.config.auto_reconnect === false ? 'disconnected' : 'connecting';
}

/** Stops or starts the counters to match the status; call around every change of a record. */
export function settleCounting(record: ExhookRecord, now: number): void {
  const counting = exhookStatus(record) === 'connected';
  if (counting && record.countingSince === undefined) record.countingSince = now;
  if (!counting && record.countingSince !== undefined) {
    for (const hook of record.hooks) record.accrued.set(hook.name, (record.accrued.get(hook.name) ?? 0) + countBetween(hook.profile, record.countingSince, now));
    record.countingSince = undefined;
  }
}

interface Metrics {
  succeed: number;
  failed: number;
  rate: number;
  max_rate: number;
}

const zero = (): Metrics => ({ succeed: 0, failed: 0, rate: 0, max_rate: 0 });

function hookNodeMetrics(record: ExhookRecord, hook: RegisteredHook, node: SandboxNode, now: number): Metrics {
  const since = record.countingSince;
  const total = (record.accrued.get(hook.name) ?? 0) + (since === undefined ? 0 : countBetween(hook.profile, since, now));
  const calls = Math.floor(total * node.weight);
  const failed = Math.floor(calls * hook.failRatio);
  // The contract's rates are whole calls per second.
  const rate = since === undefined ? 0 : Math.round(rateAt(hook.profile, now) * node.weight);
  const maxRate = calls > 0 ? Math.max(rate, Math.round(hook.profile.base * 1.4 * node.weight)) : rate;
  return { succeed: calls - failed, failed, rate, max_rate: maxRate };
}

function add(a: Metrics, b: Metrics): Metrics {
  return { succeed: a.succeed + b.succeed, failed: a.failed + b.failed, rate: a.rate + b.rate, max_rate: a.max_rate + b.max_rate };
}

function nodeMetricsOf(perNode: Metrics[], nodes: readonly SandboxNode[]) {
  return nodes.map((node, i) => ({ node: node.name, metrics: perNode[i]! }));
}

/** `exhook.detail_server_info`: the configuration (secrets masked by the caller), status and counters per node, summed. */
export function exhookView(record: ExhookRecord, nodes: readonly SandboxNode[], now: number): JsonObject {
  const status = exhookStatus(record);
  const perNode = nodes.map((node) => record.hooks.reduce((sum, hook) => add(sum, hookNodeMetrics(record, hook, node, now)), zero()));
  const hooks = status === 'connected' ? record.hooks.map((hook) => ({ name: hook.name, params: structuredClone(hook.params) })) : [];
  return {
    ...cloneJson(record.config),
    hooks,
    metrics: { ...perNode.reduce(add, zero()) },
    node_metrics: nodeMetricsOf(perNode, nodes),
    node_status: nodes.map((node) => ({ node: node.name, status })),
  } as unknown as JsonObject;
}

/** `GET /exhooks/{name}/hooks`: each registered hook with its parameters and counters. */
export function hooksView(record: ExhookRecord, nodes: readonly SandboxNode[], now: number): JsonObject[] {
  if (exhookStatus(record) !== 'connected') return [];
  return record.hooks.map((hook) => {
    const perNode = nodes.map((node) => hookNodeMetrics(record, hook, node, now));
    return { name: hook.name, params: structuredClone(hook.params), metrics: { ...perNode.reduce(add, zero()) }, node_metrics: nodeMetricsOf(perNode, nodes) } as unknown as JsonObject;
  });
}

/** `POST /exhooks/{name}/move`: front, rear, before:{name} or after:{name}. */
export function moveExhook(order: readonly string[], name: string, position: string): string[] | { error: string } {
  const moved = moveSource(order, name, position);
  if (Array.isArray(moved)) return moved;
  return { error: moved.notFound ? 'Server not found' : moved.error };
}

/** The auto-reconnect interval in ms, or undefined when the server does not reconnect. */
export function reconnectIntervalMs(config: JsonObject): number | undefined {
  const value = config.auto_reconnect;
  if (value === false || typeof value !== 'string') return undefined;
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)?$/.exec(value.trim());
  if (!m) return undefined;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] ?? 's']!;
  return Number(m[1]) * unit;
}

/** `host` and `port` of an ExHook URL (`http://127.0.0.1:9000`), or why the broker would refuse it. */
export function exhookTarget(url: string): { host: string; port: number } | { error: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { error: `Invalid url: ${url}` };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { error: `Invalid url scheme: ${url}` };
  const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port };
}

export const PROBE_TIMEOUT_MS = 3000;

/** Node's socket errors as the inet reasons the broker logs. */
function reasonOf(error: unknown): string {
  const code = (error as { code?: string } | undefined)?.code;
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'econnrefused',
    ENOTFOUND: 'nxdomain',
    EAI_AGAIN: 'nxdomain',
    EHOSTUNREACH: 'ehostunreach',
    ENETUNREACH: 'enetunreach',
    ECONNRESET: 'closed',
    ETIMEDOUT: 'timeout',
  };
  return (code && reasons[code]) ?? (error instanceof Error ? error.message : String(error));
}

/** Opens a TCP connection to the server and closes it: a listening port is a server the broker could reach. */
export function probeExhook(url: string, now: number, timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeOutcome> {
  const target = exhookTarget(url);
  if ('error' in target) return Promise.resolve({ ok: false, reason: target.error, at: now });
  return new Promise((resolve) => {
    let settled = false;
    const socket = net.connect({ host: target.host, port: target.port });
    const finish = (outcome: Omit<ProbeOutcome, 'at'>): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...outcome, at: now });
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), timeoutMs);
    socket.once('connect', () => finish({ ok: true }));
    socket.once('error', (error) => finish({ ok: false, reason: reasonOf(error) }));
  });
}
