/**
 * About 3,000 clients in families that behave like real fleets: factory sensors whose ids contain `/`,
 * spaces and `#`, trucks with persistent sessions that drop offline, gateways, mobile apps over
 * WebSocket (some on IPv6), MQTT 3.1 smart meters, bridges and a few hand-picked awkward ids.
 */
import type { Rng } from '../lib/prng';
import type { ClientRecord, SubscriptionRecord } from '../model/types';
import type { SandboxNode } from './cluster';

const DAY = 86_400_000;
const REGIONS = ['eu-west', 'us-east', 'ap-south', 'cn-north'] as const;

export interface ClientDraft {
  clientid: string;
  username: string;
  ip: string;
  listener: string;
  protoVer: 3 | 4 | 5;
  keepalive: number;
  /** Keeps its session when offline (clean_start false, expiry > 0). */
  persistent: boolean;
  /** Chance to be online; only persistent sessions can be listed offline. */
  online: number;
  inRate: number;
  outRate: number;
  qosMix: readonly [number, number, number];
  avgPayload: number;
  isBridge?: boolean;
  subs: SubscriptionRecord[];
}

const sub = (topic: string, qos: 0 | 1 | 2, opts: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  topic,
  qos,
  nl: 0,
  rap: 0,
  rh: 0,
  ...opts,
});

type Family = (rng: Rng, n: number) => ClientDraft;

const sensor: Family = (rng, n) => {
  const line = (n % 12) + 1;
  const k = Math.floor(n / 12) + 1;
  const subs = [sub(`factory/line-${line}/cmd/#`, 1)];
  if (rng.chance(0.3)) subs.push(sub('factory/broadcast', 0));
  return {
    clientid: `sensor/line-${line} #${k}`,
    username: `line-${line}-sensors`,
    ip: `10.20.${line}.${10 + (k % 240)}`,
    listener: 'tcp:default',
    protoVer: rng.chance(0.7) ? 4 : 5,
    keepalive: 60,
    persistent: false,
    online: 0.97,
    inRate: 0.3 + rng.next() * 0.4,
    outRate: 0.01 + rng.next() * 0.02,
    qosMix: [0.7, 0.3, 0],
    avgPayload: 120 + rng.int(0, 80),
    subs,
  };
};

const truck: Family = (rng) => {
  const id = `truck-${rng.hex(6)}`;
  return {
    clientid: id,
    username: 'fleet',
    ip: `100.${64 + rng.int(0, 63)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
    listener: 'ssl:default',
    protoVer: 5,
    keepalive: 120,
    persistent: true,
    online: 0.75,
    inRate: 0.1 + rng.next() * 0.2,
    outRate: 0.02 + rng.next() * 0.05,
    qosMix: [0.2, 0.8, 0],
    avgPayload: 300 + rng.int(0, 200),
    subs: [sub(`fleet/${id}/commands`, 1), sub('$share/dispatch/fleet/jobs/#', 1)],
  };
};

const gateway: Family = (rng, n) => {
  const region = REGIONS[n % REGIONS.length] ?? 'eu-west';
  const nn = String(Math.floor(n / REGIONS.length) + 1).padStart(2, '0');
  return {
    clientid: `gw_${region}_${nn}`,
    username: 'gateway',
    ip: `172.16.${REGIONS.indexOf(region as (typeof REGIONS)[number]) + 1}.${Number(nn) + 1}`,
    listener: 'tcp:default',
    protoVer: 5,
    keepalive: 30,
    persistent: true,
    online: 1,
    inRate: 2 + rng.next() * 2,
    outRate: 0.3 + rng.next() * 0.4,
    qosMix: [0.1, 0.6, 0.3],
    avgPayload: 800 + rng.int(0, 600),
    subs: [sub(`gw/${region}/${nn}/down/#`, 2), sub(`$share/gw-${region}/gw/${region}/config`, 1)],
  };
};

const app: Family = (rng) => {
  const os = rng.chance(0.6) ? 'android' : 'ios';
  const user = `u_${rng.int(10000, 99999)}`;
  const ip = rng.chance(0.25)
    ? `2001:db8:${rng.hex(4)}:${rng.hex(4)}::${rng.hex(4)}`
    : `${rng.pick(['198.51.100', '203.0.113'])}.${rng.int(1, 254)}`;
  return {
    clientid: `app-${os}-${rng.hex(8)}`,
    username: user,
    ip,
    listener: rng.chance(0.7) ? 'wss:default' : 'ws:default',
    protoVer: rng.chance(0.6) ? 5 : 4,
    keepalive: 300,
    persistent: rng.chance(0.4),
    online: 0.8,
    inRate: 0.005 + rng.next() * 0.01,
    outRate: 0.1 + rng.next() * 0.3,
    qosMix: [0.5, 0.5, 0],
    avgPayload: 500 + rng.int(0, 1500),
    subs: [sub(`users/${user}/notifications`, 1, { nl: 1 }), ...(rng.chance(0.5) ? [sub('news/#', 0)] : [])],
  };
};

const tool: Family = (rng) => ({
  clientid: `mqttx_${rng.hex(8)}`,
  username: rng.pick(['dev-alice', 'dev-bob', 'qa-carol', 'dev-dmitri']),
  ip: `192.168.1.${rng.int(2, 254)}`,
  listener: 'tcp:default',
  protoVer: 5,
  keepalive: 60,
  persistent: false,
  online: 1,
  inRate: rng.next() * 0.2,
  outRate: 0.5 + rng.next(),
  qosMix: [0.6, 0.3, 0.1],
  avgPayload: 60 + rng.int(0, 200),
  subs: [sub('test/#', 0), sub(`t/${rng.int(1, 9)}`, rng.pick([0, 1, 2] as const), { rh: 1 })],
});

const meter: Family = (rng) => {
  const serial = `DE-${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
  return {
    clientid: `meter:${serial}`,
    username: 'meters',
    ip: `10.40.${rng.int(0, 255)}.${rng.int(1, 254)}`,
    listener: 'tcp:default',
    protoVer: 3,
    keepalive: 300,
    persistent: true,
    online: 0.92,
    inRate: 1 / 60,
    outRate: 0.001,
    qosMix: [0, 1, 0],
    avgPayload: 90,
    subs: [sub(`meters/${serial}/tariff`, 1)],
  };
};

/** Ids that trip up naive URL handling, plus the monitoring clients every cluster has. */
function specials(rng: Rng): ClientDraft[] {
  const base = { listener: 'tcp:default', keepalive: 60, persistent: false, online: 1, qosMix: [1, 0, 0] as const, avgPayload: 200 };
  return [
    { ...base, clientid: '温度传感器-01', username: 'line-3-sensors', ip: '10.20.3.201', protoVer: 5, inRate: 0.5, outRate: 0.01, subs: [sub('factory/line-3/cmd/#', 1)] },
    { ...base, clientid: 'legacy%20client', username: 'legacy', ip: '10.0.9.14', protoVer: 4, inRate: 0.05, outRate: 0.05, subs: [sub('legacy/+/state', 0)] },
    { ...base, clientid: 'ops dashboard (Grafana)', username: 'ops', ip: '10.0.0.5', listener: 'ws:default', protoVer: 5, inRate: 0, outRate: 0.4, subs: [sub('$SYS/brokers/+/stats/#', 0)] },
    { ...base, clientid: 'prometheus-exporter', username: 'ops', ip: '10.0.0.6', protoVer: 4, inRate: 0, outRate: 0.7, subs: [sub('$SYS/brokers/+/metrics/#', 0)] },
    ...[1, 2].map((i): ClientDraft => ({
      ...base,
      clientid: `bridge-edge-${String(i).padStart(2, '0')}`,
      username: 'bridge',
      ip: `10.0.0.${10 + i}`,
      protoVer: 4,
      isBridge: true,
      inRate: 4 + rng.next() * 2,
      outRate: 6 + rng.next() * 3,
      qosMix: [0.3, 0.7, 0],
      subs: [sub(`edge/site-${i}/telemetry/#`, 1)],
    })),
  ];
}

const FAMILIES: readonly (readonly [Family, number])[] = [
  [sensor, 0.36],
  [truck, 0.2],
  [gateway, 0.04],
  [app, 0.22],
  [tool, 0.02],
  [meter, 0.16],
];

const EPHEMERAL = [32768, 60999] as const;

/** A bridge whose far side stopped acknowledging shortly before the sandbox started: a consumer fallen behind. */
export const LAGGING_CLIENT = 'bridge-edge-02';
const LAGGING_FOR = 100_000;

export function placeClient(rng: Rng, draft: ClientDraft, nodes: readonly SandboxNode[], now: number): ClientRecord {
  const node = rng.weighted(nodes.map((n) => [n, n.weight] as const));
  const earliest = node.bootAt + rng.int(5_000, 120_000);
  const createdAt = Math.max(earliest, Math.round(now - rng.next() ** 2 * 14 * DAY) - rng.int(30_000, 600_000));
  const connected = rng.chance(draft.online);
  const expiryInterval = draft.persistent ? (draft.protoVer === 5 ? rng.pick([3600, 7200, 86400]) : 7200) : 0;
  // A kept session may have reconnected since it was created.
  const connectedAt = draft.persistent && rng.chance(0.5) ? createdAt + Math.round(rng.next() * (now - createdAt) * 0.8) : createdAt;
  let disconnectedAt: number | undefined;
  // An offline client with a clean session is gone from the broker: only kept sessions are listed offline.
  if (!connected && draft.persistent) {
    const offlineFor = rng.next() * Math.min(expiryInterval * 1000 * 0.95, now - connectedAt);
    disconnectedAt = Math.round(now - offlineFor);
  }
  const offlineMs = disconnectedAt === undefined ? 0 : now - disconnectedAt;
  const queued = Math.round((offlineMs / 1000) * draft.outRate);
  return {
    clientid: draft.clientid,
    username: draft.username,
    node: node.name,
    listener: draft.listener,
    ip: draft.ip,
    port: rng.int(EPHEMERAL[0], EPHEMERAL[1]),
    protoVer: draft.protoVer,
    cleanStart: !draft.persistent,
    keepalive: draft.keepalive,
    expiryInterval,
    createdAt,
    connectedAt,
    disconnectedAt,
    isBridge: draft.isBridge ?? false,
    inRate: draft.inRate,
    outRate: draft.outRate,
    qosMix: draft.qosMix,
    avgPayload: draft.avgPayload,
    heapSize: rng.pick([376, 610, 987, 1598, 2586, 4185, 6772]),
    reductionsBase: rng.int(4_000, 40_000),
    mqueueLen: Math.min(1000, queued),
    mqueueDropped: Math.max(0, queued - 1000),
    inflightCnt: disconnectedAt === undefined && draft.qosMix[1] + draft.qosMix[2] > 0.5 && rng.chance(0.1) ? rng.int(1, 4) : 0,
    recvBefore: connectedAt > createdAt ? Math.round(((connectedAt - createdAt) / 1000) * draft.inRate * 0.6) : 0,
    sendBefore: connectedAt > createdAt ? Math.round(((connectedAt - createdAt) / 1000) * draft.outRate * 0.6) : 0,
  };
}

export interface SeededClients {
  clients: ClientRecord[];
  subscriptions: Map<string, SubscriptionRecord[]>;
}

export function seedClients(rng: Rng, nodes: readonly SandboxNode[], now: number, count: number): SeededClients {
  const drafts: ClientDraft[] = specials(rng);
  const seen = new Set(drafts.map((d) => d.clientid));
  const perFamily = new Map<Family, number>();
  while (drafts.length < count) {
    const family = rng.weighted(FAMILIES);
    const n = perFamily.get(family) ?? 0;
    perFamily.set(family, n + 1);
    const draft = family(rng, n);
    if (seen.has(draft.clientid)) continue;
    seen.add(draft.clientid);
    drafts.push(draft);
  }
  const clients = drafts.map((d) => placeClient(rng, d, nodes, now));
  // Set after placement, without drawing from `rng`, so every other seeded value stays as it was.
  const lagging = clients.find((c) => c.clientid === LAGGING_CLIENT);
  if (lagging) lagging.lagSince = Math.max(lagging.connectedAt, now - LAGGING_FOR);
  const subscriptions = new Map<string, SubscriptionRecord[]>(drafts.map((d) => [d.clientid, d.subs]));
  return { clients, subscriptions };
}
