/**
 * The dashboard's monitor: samples every 10 s (as the broker takes them) and current rates.
 * Counts in a sample (`received`, `sent`, `dropped`) are messages within that sample's interval;
 * gauges wander a few percent around today's value and end exactly on it.
 */
import { hashUnit } from '../lib/prng';
import type { SandboxNode } from '../seed/cluster';
import type { SandboxState } from '../state';
import { gauges, type ClusterGauges } from './gauges';
import { countBetween, level, rateAt } from './traffic';

export const SAMPLE_MS = 10_000;
/** The broker keeps 7 days of samples and returns at most about 1,000 points (EMQX 5.8 downsamples). */
export const RETENTION_MS = 7 * 86_400_000;
export const MAX_POINTS = 1000;

export interface Sample {
  time_stamp: number;
  connections: number;
  live_connections: number;
  subscriptions: number;
  topics: number;
  received: number;
  sent: number;
  dropped: number;
  persisted: number;
  disconnected_durable_sessions: number;
  subscriptions_durable: number;
  validation_succeeded: number;
  validation_failed: number;
  transformation_succeeded: number;
  transformation_failed: number;
}

interface Gauge4 {
  sessions: number;
  live: number;
  subscriptions: number;
  topics: number;
}

/** A gauge at time `t`, drifting with the node's load signal and equal to `current` now. */
function drift(node: SandboxNode, current: number, t: number, now: number, amplitude: number): number {
  const slow = (at: number): number => level(node.received, at, 600_000);
  return Math.max(0, Math.round(current * (1 + amplitude * (slow(t) - slow(now)))));
}

const EMPTY: Omit<Sample, 'time_stamp'> = {
  connections: 0,
  live_connections: 0,
  subscriptions: 0,
  topics: 0,
  received: 0,
  sent: 0,
  dropped: 0,
  persisted: 0,
  disconnected_durable_sessions: 0,
  subscriptions_durable: 0,
  validation_succeeded: 0,
  validation_failed: 0,
  transformation_succeeded: 0,
  transformation_failed: 0,
};

function nodeSample(node: SandboxNode, g: Gauge4, t: number, stepMs: number, now: number): Sample {
  if (t < node.bootAt) return { ...EMPTY, time_stamp: t };
  const received = Math.round(countBetween(node.received, Math.max(node.bootAt, t - stepMs), t));
  return {
    ...EMPTY,
    time_stamp: t,
    connections: drift(node, g.sessions, t, now, 0.04),
    live_connections: drift(node, g.live, t, now, 0.05),
    subscriptions: drift(node, g.subscriptions, t, now, 0.04),
    topics: drift(node, g.topics, t, now, 0.02),
    received,
    sent: Math.round(received * node.fanout),
    dropped: Math.round(received * node.dropRatio),
  };
}

function gaugesFor(g: ClusterGauges, node: SandboxNode): Gauge4 {
  const ng = g.perNode.get(node.name);
  return { sessions: ng?.sessions ?? 0, live: ng?.live ?? 0, subscriptions: ng?.subscriptions ?? 0, topics: g.topics };
}

/** Samples for the last `latestSeconds` (all retained samples when omitted), oldest first. */
export function monitorSeries(state: SandboxState, nodes: readonly SandboxNode[], latestSeconds?: number): Sample[] {
  const now = state.now();
  const g = gauges(state);
  const windowMs = Math.min(RETENTION_MS, latestSeconds === undefined ? RETENTION_MS : latestSeconds * 1000);
  const last = Math.floor(now / SAMPLE_MS) * SAMPLE_MS;
  // No samples from before the first of the requested nodes started.
  const firstBoot = Math.min(...nodes.map((n) => n.bootAt));
  const from = Math.max(last - windowMs, Math.ceil(firstBoot / SAMPLE_MS) * SAMPLE_MS);
  const points = Math.floor((last - from) / SAMPLE_MS) + 1;
  const step = SAMPLE_MS * Math.max(1, Math.ceil(points / MAX_POINTS));
  const out: Sample[] = [];
  for (let t = last - Math.floor((last - from) / step) * step; t <= last; t += step) {
    const perNode = nodes.map((node) => nodeSample(node, gaugesFor(g, node), t, step, now));
    out.push(sumSamples(t, perNode));
  }
  return out;
}

function sumSamples(t: number, samples: readonly Sample[]): Sample {
  const total = (key: keyof Sample): number => samples.reduce((sum, s) => sum + s[key], 0);
  return {
    ...EMPTY,
    time_stamp: t,
    connections: total('connections'),
    live_connections: total('live_connections'),
    subscriptions: total('subscriptions'),
    // Routes are cluster-wide: every node reports the same number.
    topics: Math.max(0, ...samples.map((s) => s.topics)),
    received: total('received'),
    sent: total('sent'),
    dropped: total('dropped'),
  };
}

export interface Current {
  received_msg_rate: number;
  sent_msg_rate: number;
  dropped_msg_rate: number;
  persisted_rate: number;
  validation_succeeded_rate: number;
  validation_failed_rate: number;
  transformation_succeeded_rate: number;
  transformation_failed_rate: number;
  connections: number;
  live_connections: number;
  subscriptions: number;
  shared_subscriptions: number;
  topics: number;
  retained_msg_count: number;
  disconnected_durable_sessions: number;
  subscriptions_durable: number;
  license_quota: number;
}

export const LICENSE_QUOTA = 10_000;

/** Rates per second at this instant; a per-second jitter makes two reads a second apart differ. */
function rates(node: SandboxNode, now: number, index: number): { received: number; sent: number; dropped: number } {
  const second = Math.floor(now / 1000);
  const jitter = (salt: number): number => 1 + 0.06 * (hashUnit(second, index * 3 + salt) - 0.5);
  const received = rateAt(node.received, now);
  return { received: received * jitter(0), sent: received * node.fanout * jitter(1), dropped: received * node.dropRatio * jitter(2) };
}

export function monitorCurrent(state: SandboxState, nodes: readonly SandboxNode[]): Current {
  const now = state.now();
  const g = gauges(state);
  let received = 0;
  let sent = 0;
  let dropped = 0;
  let sessions = 0;
  let live = 0;
  let subscriptions = 0;
  let shared = 0;
  for (const node of nodes) {
    const r = rates(node, now, state.nodes.indexOf(node));
    received += r.received;
    sent += r.sent;
    dropped += r.dropped;
    const ng = g.perNode.get(node.name);
    sessions += ng?.sessions ?? 0;
    live += ng?.live ?? 0;
    subscriptions += ng?.subscriptions ?? 0;
    shared += ng?.shared ?? 0;
  }
  return {
    received_msg_rate: Math.round(received),
    sent_msg_rate: Math.round(sent),
    dropped_msg_rate: Math.round(dropped),
    persisted_rate: 0,
    validation_succeeded_rate: 0,
    validation_failed_rate: 0,
    transformation_succeeded_rate: 0,
    transformation_failed_rate: 0,
    connections: sessions,
    live_connections: live,
    subscriptions,
    shared_subscriptions: shared,
    topics: g.topics,
    retained_msg_count: g.retained,
    disconnected_durable_sessions: 0,
    subscriptions_durable: 0,
    license_quota: LICENSE_QUOTA,
  };
}
