/**
 * Everything the sandbox remembers. One state object backs one handler list; tests make their own
 * (`createSandboxState()`) or reset the shared one, so no test sees another's kicked clients.
 */
import type { Json, JsonObject } from './lib/json';
import { createRng, type Rng } from './lib/prng';
import type { ApiKeyRecord } from './model/api-keys';
import { emptyClusterState, type ClusterState } from './model/cluster-invite';
import type { SlowSubsState } from './model/slow-subs';
import { seedTopicMetrics, type TopicMetricsState } from './model/topic-metrics';
import { bridgeId, type ChannelRecord, type ConnectorRecord } from './model/bridges';
import type { AuthenticatorRecord } from './model/authn';
import { seedAuthenticators } from './seed/authn';
import type { AuthzState } from './model/authz';
import { seedAuthz, seedAuthzRules } from './seed/authz';
import type { AuthzRules } from './model/authz-rules';
import { emptyAuthzCacheState, type AuthzCacheState } from './model/authz-cache';
import { banKey, type BanRecord } from './model/banned';
import { seedBackups, type BackupFile } from './model/backups';
import { seedAlarms } from './seed/alarms';
import { seedApiKeys } from './seed/api-keys';
import { seedBanned } from './seed/banned';
import { seedChannels, seedConnectors } from './seed/bridges';
import { seedClients } from './seed/clients';
import { seedNodes, type SandboxNode } from './seed/cluster';
import { seedConfigs, seedListeners } from './seed/configs';
import { seedDelayed, type DelayedRecord } from './seed/delayed';
import { seedGatewayAuthn, type GatewayAuthnState } from './model/gateway-authn';
import { seedGateways } from './seed/gateways';
import type { GatewaysState } from './model/gateways';
import { seedExhooks } from './seed/exhooks';
import type { ExhookRecord } from './model/exhooks';
import { seedClusterLinks, type ClusterLinkRecord } from './model/cluster-links';
import { seedRetained } from './seed/retained';
import { seedRules } from './seed/rules';
import type { RuleRecord } from './model/rules';
import type { PluginRecord } from './model/plugins';
import { seedPlugins } from './seed/plugins';
import type { SchemaRecord } from './model/schema-registry';
import { seedSchemaRegistry } from './seed/schema-registry';
import type { AuditRecord } from './model/audit';
import { seedAudit } from './seed/audit';
import type { TraceRecord } from './model/traces';
import { seedTraces } from './seed/traces';
import { seedSso, type SsoState } from './model/sso';
import { seedDataHub } from './seed/data-hub';
import type { DataHubState } from './model/data-hub';
import { seedLicense, type LicenseState } from './model/license';
import { seedDurableStorage, type DurableStorageState } from './model/durable-storage';
import { emptyRebalanceState, type RebalanceState } from './model/rebalance';
import { createProfile } from './model/traffic';
import { createPopulation, type Population } from './seed/population';
import { LARGE, seedLarge } from './seed/large';
import type { AlarmRecord, ClientRecord, RetainedRecord, SubscriptionRecord, TokenRecord, UserRecord } from './model/types';

export interface SandboxOptions {
  /** Seed of the generated data; the same seed gives the same clients, messages and alarms. */
  seed?: number;
  /** Clock in epoch ms. Inject one to make time-dependent answers (rates, uptimes) reproducible. */
  now?: () => number;
  /** Number of clients to generate. */
  clients?: number;
  /** Enforce bearer tokens like the broker; component tests may turn it off. */
  requireAuth?: boolean;
  /**
   * `large`: a production-sized cluster (a million clients and the rest, see seed/large.ts) on top
   * of the seeded data, generated on demand.
   */
  scale?: 'default' | 'large';
}

export interface SandboxState {
  readonly options: SandboxOptions;
  now(): number;
  requireAuth: boolean;
  /** When the state was created: seed data is placed relative to it. */
  startedAt: number;
  nodes: SandboxNode[];
  /** Nodes invited through the API (listed after the seeded ones) and the invitations. */
  cluster: ClusterState;
  /**
   * Per node, what messages published through the API (`POST /publish`) added to the counters its
   * traffic curve gives (`/metrics`): model/publish.ts.
   */
  published: Map<string, Record<string, number>>;
  /**
   * Called with each message `POST /publish` accepts, as a bridge would forward it: an e2e test relays
   * them to its private mosquitto, so the WebSocket tool subscribed there receives what was published
   * over HTTP (tests/e2e/websocket.spec.ts).
   */
  publishRelays: Set<(message: { topic: string; payload: Uint8Array; qos: 0 | 1 | 2; retain: boolean }) => void>;
  /** Topics whose messages are counted (`/mqtt/topic_metrics`), by topic. */
  topicMetrics: TopicMetricsState;
  /** When the slow subscription records were cleared, and since when they are recorded. */
  slowSubs: SlowSubsState;
  /** Insertion order is the listing order, like the broker's table scan. */
  clients: Map<string, ClientRecord>;
  /**
   * On a large sandbox, the clients after `clients` in the table, drawn from the seed when asked
   * (model/client-store.ts reads both). `subscriptions` holds a generated client's list once changed.
   */
  population?: Population;
  subscriptions: Map<string, SubscriptionRecord[]>;
  retained: Map<string, RetainedRecord>;
  alarms: AlarmRecord[];
  /** Messages held for `$delayed/…` topics; the handlers drop those whose time has passed. */
  delayed: DelayedRecord[];
  configs: Map<string, Json>;
  /** Per-zone overrides of the global zone, keyed by zone name. */
  zones: JsonObject;
  listeners: Map<string, JsonObject>;
  users: Map<string, UserRecord>;
  tokens: Map<string, TokenRecord>;
  /** The blacklist keyed by `banKey(as, who)`; the handlers sweep out bans whose time has passed. */
  banned: Map<string, BanRecord>;
  /** API keys by name. */
  apiKeys: Map<string, ApiKeyRecord>;
  /** The global authentication chain, in order. */
  authn: AuthenticatorRecord[];
  /** The authorization sources, in order, and the settings. */
  authz: AuthzState;
  /** The built-in database authorization source's rules: per client, per user, and for all. */
  authzRules: AuthzRules;
  /** When the clients' authorization caches were cleared (the caches follow from the clients: model/authz-cache.ts). */
  authzCache: AuthzCacheState;
  /** Data backup files on the nodes' disks (`/data/files`), in the order they were written. */
  backups: BackupFile[];
  /** Rules by id, and the rule engine's settings (`/rule_engine`). */
  rules: Map<string, RuleRecord>;
  ruleEngine: JsonObject;
  /** Data integration by id (`{type}:{name}`): connectors, and the actions and sources that use them. */
  connectors: Map<string, ConnectorRecord>;
  actions: Map<string, ChannelRecord>;
  sources: Map<string, ChannelRecord>;
  /** Each gateway's authenticator (at most one), by gateway name. */
  gatewayAuthn: GatewayAuthnState;
  /** The protocol gateways: the loaded ones with their listeners and clients, and devices waiting for the others. */
  gateways: GatewaysState;
  /** Installed plugins in boot order, each with its running status per node. */
  plugins: PluginRecord[];
  /** ExHook servers in the order the broker calls them. */
  exhooks: ExhookRecord[];
  /** Links to other EMQX clusters (`cluster.links`), in the order they were made. */
  clusterLinks: ClusterLinkRecord[];
  /** The schema registry's schemas by name, in the order they were registered. */
  schemaRegistry: Map<string, SchemaRecord>;
  /** Schema validations and message transformations in their evaluation orders, and the external schema registries. */
  dataHub: DataHubState;
  /** The Enterprise licence and its connection alarm settings (`/license`, `/license/setting`). */
  license: LicenseState;
  /** Durable storage (`/ds/…`): the nodes' sites and the storages' shards with their replica sets and transitions. */
  durableStorage: DurableStorageState;
  /** Node evacuations and cluster rebalances under way (`/load_rebalance/*`). */
  rebalance: RebalanceState;
  /** The audit log, oldest first: every change sent through the API, and every login. */
  audit: AuditRecord[];
  /** Log traces by name; their files grow with the clock while they run. */
  traces: Map<string, TraceRecord>;
  /** Dashboard single sign-on: backends, the LDAP directory, SSO users and the sandbox identity provider. */
  sso: SsoState;
}

export const DEFAULT_SEED = 5081;
export const DEFAULT_CLIENTS = 3021;
export const DEFAULT_USERNAME = 'admin';
export const DEFAULT_PASSWORD = 'public';
/** A seeded read-only user (EMQX Enterprise RBAC). */
export const VIEWER = { username: 'noc-viewer', password: 'viewer#2024' } as const;

/** The `--scale` switch of the sandbox's scripts: exits on anything but `default` or `large`. */
export function readScale(value: string | undefined): 'default' | 'large' {
  if (value === undefined || value === 'default' || value === 'large') return value ?? 'default';
  console.error(`Unknown --scale ${value}: use default or large`);
  process.exit(2);
}

export function createSandboxState(options: SandboxOptions = {}): SandboxState {
  const now = options.now ?? Date.now;
  const startedAt = now();
  const rng = createRng(options.seed ?? DEFAULT_SEED);
  const nodes = seedNodes(rng, startedAt);
  const { clients, subscriptions } = seedClients(rng, nodes, startedAt, options.clients ?? DEFAULT_CLIENTS);
  const large = options.scale === 'large';
  const population = large ? createPopulation(options.seed ?? DEFAULT_SEED, nodes, startedAt, Math.max(0, LARGE.clients - clients.length)) : undefined;
  // Each node's message rate is what its clients publish, so the cluster charts match the client list.
  nodes.forEach((node, k) => {
    const rate = clients.filter((c) => c.node === node.name).reduce((sum, c) => sum + c.inRate, 0) + (population?.totals[k]?.inRate ?? 0);
    node.received = createProfile(rng, rate);
  });
  const schemaRegistry = seedSchemaRegistry();
  const state: SandboxState = {
    options,
    now,
    requireAuth: options.requireAuth ?? true,
    startedAt,
    nodes,
    cluster: emptyClusterState(),
    published: new Map(),
    publishRelays: new Set(),
    topicMetrics: seedTopicMetrics(startedAt),
    slowSubs: { clearedAt: startedAt },
    clients: new Map(clients.map((c) => [c.clientid, c])),
    population,
    subscriptions,
    retained: new Map(seedRetained(rng, startedAt).map((m) => [m.topic, m])),
    alarms: seedAlarms(rng, nodes, startedAt),
    // After the others: drawing from the seeded generator here leaves their data as it was.
    delayed: seedDelayed(rng, clients, nodes, startedAt),
    configs: seedConfigs(),
    zones: {},
    listeners: seedListeners(),
    users: new Map([
      [DEFAULT_USERNAME, { username: DEFAULT_USERNAME, password: DEFAULT_PASSWORD, role: 'administrator', description: 'administrator', backend: 'local' }],
      [VIEWER.username, { ...VIEWER, role: 'viewer', description: 'Read-only account for the network operations centre', backend: 'local' }],
    ]),
    tokens: new Map(),
    banned: new Map(seedBanned(startedAt).map((ban) => [banKey(ban.as, ban.who), ban])),
    apiKeys: new Map(seedApiKeys(startedAt).map((key) => [key.name, key])),
    authn: seedAuthenticators(nodes),
    authz: seedAuthz(nodes),
    authzRules: seedAuthzRules(),
    authzCache: emptyAuthzCacheState(),
    backups: seedBackups(nodes, startedAt),
    // Its own generator: drawing from `rng` would change every record seeded after this one.
    rules: new Map(seedRules(createRng((options.seed ?? DEFAULT_SEED) + 1), startedAt).map((rule) => [rule.id, rule])),
    ruleEngine: { ignore_sys_message: true, jq_function_default_timeout: '10s' },
    ...seedDataIntegration(nodes, startedAt, createRng((options.seed ?? DEFAULT_SEED) + 2)),
    gatewayAuthn: seedGatewayAuthn(),
    gateways: seedGateways(createRng((options.seed ?? DEFAULT_SEED) + 1410), nodes, startedAt),
    plugins: seedPlugins(nodes),
    exhooks: seedExhooks(createRng((options.seed ?? DEFAULT_SEED) + 14), startedAt),
    clusterLinks: seedClusterLinks(startedAt),
    schemaRegistry,
    dataHub: seedDataHub(createRng((options.seed ?? DEFAULT_SEED) + 28), schemaRegistry, startedAt),
    license: seedLicense(startedAt),
    durableStorage: seedDurableStorage(nodes),
    rebalance: emptyRebalanceState(),
    audit: seedAudit(nodes, startedAt),
    traces: seedTraces(startedAt),
    sso: seedSso(),
  };
  if (large) seedLarge(state, createRng((options.seed ?? DEFAULT_SEED) + 25));
  return state;
}

function seedDataIntegration(nodes: SandboxNode[], startedAt: number, rng: Rng): Pick<SandboxState, 'connectors' | 'actions' | 'sources'> {
  const channels = seedChannels(rng, startedAt);
  const byId = (kind: ChannelRecord['kind']) => new Map(channels.filter((c) => c.kind === kind).map((c) => [bridgeId(c.type, c.name), c]));
  return {
    connectors: new Map(seedConnectors(nodes, startedAt).map((c) => [bridgeId(c.type, c.name), c])),
    actions: byId('action'),
    sources: byId('source'),
  };
}

export function findNode(state: SandboxState, name: string): SandboxNode | undefined {
  return state.nodes.find((n) => n.name === name);
}
