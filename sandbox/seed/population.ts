/**
 * The bulk of a production-sized cluster (`--scale large`): a million clients and two million
 * subscriptions that exist only as a function of their index. Nothing is held per client: a row is
 * drawn from the seed when a request needs it, so the sandbox starts in seconds and stays small,
 * and the same seed always gives the same `sensor/line-7 #123456` for a test to name.
 *
 * Every client id ends with its index, which is how a lookup finds its row again. What filters and
 * counters need (node, family, online) comes from a cheap hash of the index; the full record (ports,
 * times, counters) from a generator seeded by the index, only for the rows a page shows.
 */
import { createRng, hashUnit } from '../lib/prng';
import type { ClientFacts } from '../model/client-filter';
import type { ClientRecord, SubscriptionRecord } from '../model/types';
import type { SandboxNode } from './cluster';
import { placeClient, type ClientDraft } from './clients';

/** Distinct topics per family and kind of subscription: 4 families × 2 kinds × 12,500 = 100,000 topics. */
const TOPICS_PER_KIND = 12_500;

interface Family {
  name: string;
  share: number;
  /** Share of the family that is offline with a kept session (clean sessions are gone when offline). */
  offline: number;
  root: string;
  id(i: number): string;
  draft(i: number): Omit<ClientDraft, 'clientid' | 'online' | 'subs'>;
  /** Mean publish rate, for the nodes' traffic curves. */
  inRate: number;
}

const FAMILIES: readonly Family[] = [
  {
    name: 'sensor',
    share: 0.4,
    offline: 0,
    root: 'factory',
    id: (i) => `sensor/line-${(i % 40) + 1} #${i}`,
    inRate: 0.3,
    draft: (i) => ({ username: `line-${(i % 40) + 1}-sensors`, ip: `10.${20 + (i % 40)}.${(i >>> 8) & 255}.${(i & 255) || 1}`, listener: 'tcp:default', protoVer: 5, keepalive: 60, persistent: false, inRate: 0.3, outRate: 0.01, qosMix: [0.7, 0.3, 0], avgPayload: 160 }),
  },
  {
    name: 'vehicle',
    share: 0.25,
    offline: 0.5,
    root: 'fleet',
    id: (i) => `vehicle-${i}`,
    inRate: 0.15,
    draft: (i) => ({ username: 'fleet', ip: `100.${64 + (i % 64)}.${(i >>> 8) & 255}.${(i & 255) || 1}`, listener: 'ssl:default', protoVer: 5, keepalive: 120, persistent: true, inRate: 0.15, outRate: 0.04, qosMix: [0.2, 0.8, 0], avgPayload: 400 }),
  },
  {
    name: 'app',
    share: 0.2,
    offline: 0.375,
    root: 'users',
    id: (i) => `app-${i % 3 === 0 ? 'ios' : 'android'}-${i}`,
    inRate: 0.01,
    draft: (i) => ({ username: `u_${100000 + (i % 900000)}`, ip: `198.51.${100 + (i % 100)}.${(i & 255) || 1}`, listener: i % 10 < 7 ? 'wss:default' : 'ws:default', protoVer: i % 5 < 3 ? 5 : 4, keepalive: 300, persistent: true, inRate: 0.01, outRate: 0.2, qosMix: [0.5, 0.5, 0], avgPayload: 900 }),
  },
  {
    name: 'meter',
    share: 0.15,
    offline: 0.7,
    root: 'meters',
    id: (i) => `meter:DE-${String(i).padStart(8, '0')}`,
    inRate: 1 / 60,
    draft: (i) => ({ username: 'meters', ip: `10.40.${(i >>> 8) & 255}.${(i & 255) || 1}`, listener: 'tcp:default', protoVer: 3, keepalive: 300, persistent: true, inRate: 1 / 60, outRate: 0.001, qosMix: [0, 1, 0], avgPayload: 90 }),
  },
];

const familyOf = (i: number): Family => {
  let roll = hashUnit(i, 1);
  for (const family of FAMILIES) {
    roll -= family.share;
    if (roll < 0) return family;
  }
  return FAMILIES[FAMILIES.length - 1]!;
};

/** Two subscriptions each: the family's command topic and a group broadcast (shared for vehicles). */
function subscriptionsOf(i: number, family: Family): SubscriptionRecord[] {
  const own = `${family.root}/${i % TOPICS_PER_KIND}/cmd`;
  const broadcast = `${family.root}/${(i * 7) % TOPICS_PER_KIND}/broadcast`;
  return [
    { topic: own, qos: 1, nl: 0, rap: 0, rh: 0 },
    { topic: family.name === 'vehicle' ? `$share/dispatch/${broadcast}` : broadcast, qos: 0, nl: 0, rap: 0, rh: 0 },
  ];
}

export interface NodeTotals {
  sessions: number;
  live: number;
  subscriptions: number;
  shared: number;
  /** Live connections per listener id. */
  liveByListener: Map<string, number>;
  inRate: number;
}

export interface Population {
  readonly size: number;
  /** Clients kicked out through the API: their rows are gone. */
  readonly removed: Set<number>;
  /** Per node, kept up to date as clients are kicked or their subscriptions change. */
  readonly totals: NodeTotals[];
  readonly topicCount: number;
  idAt(i: number): string;
  nodeIndexAt(i: number): number;
  /** The indexes of one node's clients, ascending: a scan of that node's table reads only these. */
  members(nodeIndex: number): Int32Array;
  isOnline(i: number): boolean;
  at(i: number): ClientRecord;
  /** What the list filters read, without drawing the whole record unless a time filter asks. */
  factsAt(i: number): ClientFacts;
  subscriptionsAt(i: number): SubscriptionRecord[];
  indexOf(clientid: string): number | undefined;
  /** The distinct topics subscribed to, in a fixed order (index → topic). */
  topicAt(t: number): string;
  /** The routes (a topic and a node with a subscriber to it), in a fixed order. */
  readonly routeCount: number;
  routeAt(r: number): { topic: string; node: string };
}

export function createPopulation(seed: number, nodes: readonly SandboxNode[], startedAt: number, size: number): Population {
  const weights = nodes.map((n) => n.weight);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const nodeIndexAt = (i: number): number => {
    let roll = hashUnit(i, 2) * totalWeight;
    for (let k = 0; k < weights.length; k++) {
      roll -= weights[k]!;
      if (roll < 0) return k;
    }
    return weights.length - 1;
  };
  const isOnline = (i: number): boolean => hashUnit(i, 3) >= familyOf(i).offline;
  const idAt = (i: number): string => familyOf(i).id(i);

  const at = (i: number): ClientRecord => {
    const family = familyOf(i);
    const node = nodes[nodeIndexAt(i)]!;
    const draft: ClientDraft = { ...family.draft(i), clientid: family.id(i), online: isOnline(i) ? 1 : 0, subs: [] };
    return placeClient(createRng((seed * 1_000_003 + i) >>> 0), draft, [node], startedAt);
  };

  const nodeNames = nodes.map((n) => n.name);
  const totals: NodeTotals[] = nodes.map(() => ({ sessions: 0, live: 0, subscriptions: 0, shared: 0, liveByListener: new Map(), inRate: 0 }));
  // The nodes (a bit each) with a subscriber to each possible topic, slot (family, kind, k): the routes.
  const used = new Uint8Array(FAMILIES.length * 2 * TOPICS_PER_KIND);
  const members: number[][] = nodes.map(() => []);
  for (let i = 0; i < size; i++) {
    members[nodeIndexAt(i)]!.push(i);
    const family = familyOf(i);
    const base = FAMILIES.indexOf(family) * 2 * TOPICS_PER_KIND;
    const bit = 1 << nodeIndexAt(i);
    used[base + (i % TOPICS_PER_KIND)]! |= bit;
    used[base + TOPICS_PER_KIND + ((i * 7) % TOPICS_PER_KIND)]! |= bit;
    const t = totals[nodeIndexAt(i)]!;
    t.sessions++;
    t.subscriptions += 2;
    if (family.name === 'vehicle') t.shared++;
    if (isOnline(i)) {
      t.live++;
      t.inRate += family.inRate;
      const listener = family.draft(i).listener;
      t.liveByListener.set(listener, (t.liveByListener.get(listener) ?? 0) + 1);
    }
  }

  const slots: number[] = [];
  const routes: number[] = [];
  used.forEach((mask, slot) => {
    if (!mask) return;
    slots.push(slot);
    for (let k = 0; k < nodes.length; k++) if (mask & (1 << k)) routes.push(slot * 8 + k);
  });
  const slotTopic = (slot: number): string => {
    const family = FAMILIES[Math.floor(slot / (2 * TOPICS_PER_KIND))]!;
    const k = slot % (2 * TOPICS_PER_KIND);
    return k < TOPICS_PER_KIND ? `${family.root}/${k}/cmd` : `${family.root}/${k - TOPICS_PER_KIND}/broadcast`;
  };
  // Kicks leave the routes as they are: every generated topic has a dozen subscribers or more.
  const routeAt = (r: number) => ({ topic: slotTopic(Math.floor(routes[r]! / 8)), node: nodeNames[routes[r]! % 8]! });

  /** Each fact is read when a filter asks for it: a search by id never draws the rest. */
  class Facts implements ClientFacts {
    #draft: ReturnType<Family['draft']> | undefined;
    #record: ClientRecord | undefined;
    constructor(readonly index: number) {}
    get clientid(): string {
      return idAt(this.index);
    }
    get node(): string {
      return nodeNames[nodeIndexAt(this.index)]!;
    }
    get connected(): boolean {
      return isOnline(this.index);
    }
    get username(): string {
      return this.#drafted().username;
    }
    get ip(): string {
      return this.#drafted().ip;
    }
    get protoVer(): 3 | 4 | 5 {
      return this.#drafted().protoVer;
    }
    get cleanStart(): boolean {
      return !this.#drafted().persistent;
    }
    get createdAt(): number {
      return (this.#record ??= at(this.index)).createdAt;
    }
    get connectedAt(): number {
      return (this.#record ??= at(this.index)).connectedAt;
    }
    #drafted() {
      return (this.#draft ??= familyOf(this.index).draft(this.index));
    }
  }
  const factsAt = (i: number): ClientFacts => new Facts(i);
  const byNode = members.map((list) => Int32Array.from(list));

  return {
    size,
    members: (k) => byNode[k] ?? new Int32Array(),
    factsAt,
    removed: new Set(),
    totals,
    topicCount: slots.length,
    idAt,
    nodeIndexAt,
    isOnline,
    at,
    subscriptionsAt: (i) => subscriptionsOf(i, familyOf(i)),
    indexOf(clientid) {
      const digits = /(\d+)$/.exec(clientid);
      if (!digits) return undefined;
      const i = Number(digits[1]);
      return i < size && idAt(i) === clientid ? i : undefined;
    },
    topicAt: (t) => slotTopic(slots[t]!),
    routeCount: routes.length,
    routeAt,
  };
}
