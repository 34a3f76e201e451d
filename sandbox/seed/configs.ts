/**
 * Configuration roots and listeners as a fresh 5.8.1 install reports them: the schema defaults
 * extracted into data/defaults.json, plus the values the broker's shipped emqx.conf sets on top.
 */
import defaultsFile from '../data/defaults.json' with { type: 'json' };
import { cloneJson, isJsonObject, mergeJson, type Json, type JsonObject } from '../lib/json';

interface DefaultsFile {
  configs: Record<string, JsonObject>;
  listeners: Record<string, JsonObject>;
  logFileHandler: JsonObject;
}

const DEFAULTS = defaultsFile as unknown as DefaultsFile;

/** Types a fresh install runs a `default` listener of. */
export const LISTENER_TYPES = ['tcp', 'ssl', 'ws', 'wss'] as const;
export type ListenerType = (typeof LISTENER_TYPES)[number];

/** Types `POST /listeners` takes: QUIC has no listener until an operator adds one. */
export const CREATABLE_LISTENER_TYPES = [...LISTENER_TYPES, 'quic'] as const;
export type CreatableListenerType = (typeof CREATABLE_LISTENER_TYPES)[number];

/** The schema defaults of a QUIC listener (schemas/listener-quic.json); data/defaults.json has none. */
const QUIC_DEFAULTS: JsonObject = {
  enable: true,
  acceptors: 16,
  max_connections: 'infinity',
  mountpoint: '',
  zone: 'default',
  enable_authn: true,
  max_conn_rate: 'infinity',
  ciphers: ['TLS_AES_256_GCM_SHA384', 'TLS_AES_128_GCM_SHA256', 'TLS_CHACHA20_POLY1305_SHA256'],
  ssl_options: {
    cacertfile: '${EMQX_ETC_DIR}/certs/cacert.pem',
    certfile: '${EMQX_ETC_DIR}/certs/cert.pem',
    keyfile: '${EMQX_ETC_DIR}/certs/key.pem',
    verify: 'verify_none',
  },
};

/** Roots served at their own path; `array` roots are lists (PUT replaces the list). */
export const CONFIG_ROOTS: readonly { path: string; key: string; array?: boolean }[] = [
  { path: '/configs/global_zone', key: 'global_zone' },
  { path: '/configs/log', key: 'log' },
  { path: '/configs/sys_topics', key: 'sys_topics' },
  { path: '/configs/alarm', key: 'alarm' },
  { path: '/configs/sysmon', key: 'sysmon' },
  { path: '/configs/broker', key: 'broker' },
  { path: '/configs/dashboard', key: 'dashboard' },
  { path: '/mqtt/retainer', key: 'retainer' },
  { path: '/mqtt/topic_rewrite', key: 'rewrite', array: true },
  { path: '/mqtt/auto_subscribe', key: 'auto_subscribe', array: true },
  { path: '/mqtt/delayed', key: 'delayed' },
  { path: '/slow_subscriptions/settings', key: 'slow_subs' },
  { path: '/prometheus', key: 'prometheus' },
  { path: '/opentelemetry', key: 'opentelemetry' },
];

/** What the shipped emqx.conf and the broker's runtime add to the bare schema defaults. */
const FACTORY_OVERRIDES: Record<string, Json> = {
  '/configs/log': { file: { default: { ...DEFAULTS.logFileHandler, enable: true } } },
  '/configs/dashboard': { listeners: { http: { bind: '0.0.0.0:18083' }, https: { bind: '0' } } },
  '/mqtt/topic_rewrite': [],
  '/mqtt/auto_subscribe': [],
};

/**
 * Values the broker does return but that the document types differently, so the zod schemas would
 * reject them (see README.md): left out, as a config without them still round-trips through PUT.
 */
const OMITTED: Record<string, string[][]> = {
  // The document's default for `log.file` is one handler's ({level}); the broker reports handlers by name.
  '/configs/log': [['file', 'level']],
};

function omit(value: Json, path: readonly string[]): void {
  const parent = path.slice(0, -1).reduce<Json | undefined>((node, key) => (isJsonObject(node) ? node[key] : undefined), value);
  const last = path[path.length - 1];
  if (isJsonObject(parent) && last !== undefined) delete parent[last];
}

/** The value `POST /configs_reset` restores and a PUT's missing keys fall back to. */
export function factoryConfig(path: string): Json {
  const base = DEFAULTS.configs[path];
  const override = FACTORY_OVERRIDES[path];
  const value = override === undefined ? cloneJson(base ?? {}) : Array.isArray(override) ? cloneJson(override) : mergeJson(base ?? {}, override);
  for (const omitted of OMITTED[path] ?? []) omit(value, omitted);
  return value;
}

/** The sandbox starts from factory values plus a little that an operator would have set up. */
export function seedConfigs(): Map<string, Json> {
  const configs = new Map<string, Json>(CONFIG_ROOTS.map((r) => [r.path, factoryConfig(r.path)]));
  configs.set('/mqtt/topic_rewrite', [
    { action: 'publish', source_topic: 'x/#', re: '^x/y/(.+)$', dest_topic: 'z/y/$1' },
    { action: 'subscribe', source_topic: 'legacy/+/state', re: '^legacy/(.+)/state$', dest_topic: 'devices/$1/state' },
  ]);
  configs.set('/mqtt/auto_subscribe', [{ topic: 'clients/${clientid}/inbox', qos: 1, rh: 0, rap: 0, nl: 0 }]);
  // The sandbox serves durable storage (/ds/*), which a broker runs only with session persistence on.
  configs.set('/configs/global_zone', mergeJson(configs.get('/configs/global_zone') ?? {}, { durable_sessions: { enable: true } }));
  return configs;
}

export const listenerDefaults = (type: CreatableListenerType): JsonObject => cloneJson(type === 'quic' ? QUIC_DEFAULTS : (DEFAULTS.listeners[type] ?? {}));

const DEFAULT_BINDS: Record<ListenerType, string> = {
  tcp: '0.0.0.0:1883',
  ssl: '0.0.0.0:8883',
  ws: '0.0.0.0:8083',
  wss: '0.0.0.0:8084',
};

export function seedListeners(): Map<string, JsonObject> {
  return new Map(
    LISTENER_TYPES.map((type): [string, JsonObject] => [
      `${type}:default`,
      { ...listenerDefaults(type), id: `${type}:default`, type, name: 'default', bind: DEFAULT_BINDS[type], running: true },
    ]),
  );
}
