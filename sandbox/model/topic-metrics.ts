/**
 * Topic metrics (`/mqtt/topic_metrics…`): per registered topic, the messages published to it, the
 * deliveries to its subscribers and the drops, by QoS. Counts accumulate on the sandbox clock from
 * what the seeded clients publish (each family to its own topic, at its rate, with its QoS mix) and
 * what the subscriptions at that moment take; a topic nobody publishes to stays at zero.
 */
import { rfc3339 } from '../lib/time';
import { splitShare, topicMatches } from '../lib/topic';
import type { SandboxNode } from '../seed/cluster';
import type { SandboxState } from '../state';
import { countBetween, rateAt } from './traffic';
import type { ClientRecord } from './types';

/** The broker refuses a topic past this many (`EXCEED_LIMIT`). */
export const MAX_TOPICS = 512;

const QOS = [0, 1, 2] as const;
type Qos = (typeof QOS)[number];

/** Counters as the broker keeps them; fractions accumulate here and are floored on the way out. */
export interface TopicCounts {
  in: number;
  out: number;
  dropped: number;
  qosIn: [number, number, number];
  qosOut: [number, number, number];
}

export interface TopicMetricRecord {
  topic: string;
  createdAt: number;
  resetAt?: number;
  counts: TopicCounts;
  /** The sandbox time the counts have been brought up to. */
  countedTo: number;
}

export type TopicMetricsState = Map<string, TopicMetricRecord>;

const zero = (): TopicCounts => ({ in: 0, out: 0, dropped: 0, qosIn: [0, 0, 0], qosOut: [0, 0, 0] });

/** `emqx_topic:wildcard/1`: a level that is exactly `+` or `#`. */
export const isWildcardTopic = (topic: string): boolean => topic.split('/').some((level) => level === '+' || level === '#');

/** A few topics an operator watches: two busy ones and one no device uses any more. */
export function seedTopicMetrics(startedAt: number): TopicMetricsState {
  const seeded: [string, number][] = [
    ['factory/line-1/telemetry', 26 * 3_600_000],
    ['gw/eu-west/01/up', 3 * 3_600_000],
    ['devices/legacy/heartbeat', 50 * 86_400_000],
  ];
  return new Map(seeded.map(([topic, age]) => [topic, { topic, createdAt: startedAt - age, counts: zero(), countedTo: startedAt - age }]));
}

export function registerTopic(state: SandboxState, topic: string): TopicMetricRecord {
  const now = state.now();
  const record: TopicMetricRecord = { topic, createdAt: now, counts: zero(), countedTo: now };
  state.topicMetrics.set(topic, record);
  return record;
}

/**
 * The topic a seeded client publishes to, by its family (see seed/clients.ts); undefined for
 * clients that only listen (the monitoring clients).
 */
export function publishTopic(client: ClientRecord): string | undefined {
  const id = client.clientid;
  const line = /^line-(\d+)-sensors$/.exec(client.username);
  if (line) return `factory/line-${line[1]}/telemetry`;
  const gw = /^gw_(.+)_(\d+)$/.exec(id);
  if (gw) return `gw/${gw[1]}/${gw[2]}/up`;
  if (id.startsWith('truck-')) return `fleet/${id}/telemetry`;
  if (id.startsWith('app-')) return `users/${client.username}/events`;
  if (id.startsWith('meter:')) return `meters/${id.slice('meter:'.length)}/reading`;
  if (id.startsWith('mqttx_')) return `t/${(parseInt(id.slice(-2), 16) % 9) + 1}`;
  const edge = /^bridge-edge-0*(\d+)$/.exec(id);
  if (edge) return `edge/site-${edge[1]}/telemetry/ingest`;
  if (id === 'legacy%20client') return 'legacy/plc-7/state';
  return undefined;
}

/** One delivery per matching subscription, one per shared group: the QoS each is granted. */
function deliveries(state: SandboxState, topic: string): Qos[] {
  const out: Qos[] = [];
  const groups = new Set<string>();
  for (const [clientid, subs] of state.subscriptions) {
    const client = state.clients.get(clientid);
    if (!client || client.disconnectedAt !== undefined) continue;
    for (const sub of subs) {
      if (!topicMatches(sub.topic, topic)) continue;
      const { group, filter } = splitShare(sub.topic);
      if (group !== undefined) {
        if (groups.has(`${group}/${filter}`)) continue;
        groups.add(`${group}/${filter}`);
      }
      out.push(sub.qos);
    }
  }
  return out;
}

/** Messages a client published between t0 and t1: its share of its node's traffic curve. */
function published(client: ClientRecord, node: SandboxNode | undefined, t0: number, t1: number): number {
  if (t1 <= t0) return 0;
  if (!node || node.received.base <= 0) return (client.inRate * (t1 - t0)) / 1000;
  return (client.inRate / node.received.base) * countBetween(node.received, t0, t1);
}

/** The live clients publishing to each registered topic. */
function publishers(state: SandboxState): Map<string, ClientRecord[]> {
  const byTopic = new Map<string, ClientRecord[]>();
  for (const client of state.clients.values()) {
    if (client.disconnectedAt !== undefined) continue;
    const topic = publishTopic(client);
    if (topic === undefined || !state.topicMetrics.has(topic)) continue;
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), client]);
  }
  return byTopic;
}

/** What flows from publishers to subscribers; a message nobody takes is dropped (`no_subscribers`). */
function flow(counts: TopicCounts, publishedByQos: readonly number[], granted: readonly Qos[], dropRatio: number): void {
  for (const q of QOS) {
    const n = publishedByQos[q] ?? 0;
    counts.in += n;
    counts.qosIn[q] += n;
    if (granted.length === 0) {
      counts.dropped += n;
      continue;
    }
    counts.dropped += n * dropRatio;
    for (const subQos of granted) {
      const delivered = n * (1 - dropRatio);
      counts.out += delivered;
      counts.qosOut[Math.min(q, subQos) as Qos] += delivered;
    }
  }
}

/** Brings every topic's counts up to now. */
export function advanceTopicMetrics(state: SandboxState): void {
  const now = state.now();
  const byTopic = publishers(state);
  const nodes = new Map(state.nodes.map((n) => [n.name, n]));
  for (const record of state.topicMetrics.values()) {
    const clients = byTopic.get(record.topic) ?? [];
    if (clients.length > 0) {
      const granted = deliveries(state, record.topic);
      for (const client of clients) {
        const node = nodes.get(client.node);
        const n = published(client, node, Math.max(record.countedTo, client.connectedAt), now);
        flow(
          record.counts,
          QOS.map((q) => n * client.qosMix[q]),
          granted,
          node?.dropRatio ?? 0,
        );
      }
    }
    record.countedTo = now;
  }
}

/** Current rates (per second) of one topic, from the same curves as the counts. */
function rates(state: SandboxState, topic: string, clients: readonly ClientRecord[]): TopicCounts {
  const now = state.now();
  const r = zero();
  if (clients.length === 0) return r;
  const granted = deliveries(state, topic);
  const nodes = new Map(state.nodes.map((n) => [n.name, n]));
  for (const client of clients) {
    const node = nodes.get(client.node);
    const perSecond = node && node.received.base > 0 ? (client.inRate * rateAt(node.received, now)) / node.received.base : client.inRate;
    flow(
      r,
      QOS.map((q) => perSecond * client.qosMix[q]),
      granted,
      node?.dropRatio ?? 0,
    );
  }
  return r;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * Keys as the broker sends them (`messages.in.count`): the API document names them `message.…`,
 * which the broker never does (README: where the sandbox follows the broker).
 */
function metricsJson(counts: TopicCounts, rate: TopicCounts): Record<string, number> {
  const out: Record<string, number> = {
    'messages.in.count': Math.floor(counts.in),
    'messages.out.count': Math.floor(counts.out),
    'messages.dropped.count': Math.floor(counts.dropped),
    'messages.in.rate': round2(rate.in),
    'messages.out.rate': round2(rate.out),
    'messages.dropped.rate': round2(rate.dropped),
  };
  for (const q of QOS) {
    out[`messages.qos${q}.in.count`] = Math.floor(counts.qosIn[q]);
    out[`messages.qos${q}.out.count`] = Math.floor(counts.qosOut[q]);
    out[`messages.qos${q}.in.rate`] = round2(rate.qosIn[q]);
    out[`messages.qos${q}.out.rate`] = round2(rate.qosOut[q]);
  }
  return out;
}

/** Every registered topic as `GET /mqtt/topic_metrics` lists it, counts brought up to now. */
export function topicMetricsViews(state: SandboxState, only?: string) {
  advanceTopicMetrics(state);
  const byTopic = publishers(state);
  return [...state.topicMetrics.values()]
    .filter((record) => only === undefined || record.topic === only)
    .map((record) => ({
      topic: record.topic,
      create_time: rfc3339(record.createdAt),
      // No reset_time: emqx_topic_metrics_api:accumulate_nodes_metrics/1 rebuilds each topic from
      // topic, metrics and create_time only, so the node's reset_time never reaches the API.
      metrics: metricsJson(record.counts, rates(state, record.topic, byTopic.get(record.topic) ?? [])),
    }));
}

/** Counts back to zero from now; the topic stays registered. */
export function resetTopic(state: SandboxState, record: TopicMetricRecord): void {
  advanceTopicMetrics(state);
  record.counts = zero();
  record.resetAt = state.now();
}
