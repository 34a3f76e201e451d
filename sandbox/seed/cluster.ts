/** The three-node cluster the sandbox pretends to be. */
import type { Rng } from '../lib/prng';
import { createProfile, type TrafficProfile } from '../model/traffic';

export const VERSION = '5.8.1';
export const OTP_RELEASE = '26.2.5-3/14.2.5';

export interface SandboxNode {
  name: string;
  role: 'core' | 'replicant';
  bootAt: number;
  /** Share of the clients connected to this node. */
  weight: number;
  memoryTotal: number;
  /** Erlang VM memory in use, at the profile's mean. */
  memoryUsed: number;
  cpus: number;
  /** Filled once the clients are seeded: the sum of their publish rates. */
  received: TrafficProfile;
  /** Deliveries per received message (fan-out of subscriptions). */
  fanout: number;
  dropRatio: number;
  /** Drives load averages and memory: ripples independent of message traffic. */
  load: TrafficProfile;
  /** Connections and sessions ever set up before the sandbox started. */
  connectsBeforeStart: number;
}

const DAY = 86_400_000;

export function seedNodes(rng: Rng, now: number): SandboxNode[] {
  const specs = [
    { name: 'emqx@node1.emqx.io', role: 'core', up: 12.3 * DAY, weight: 0.4, memoryTotal: 16 * 2 ** 30, cpus: 8 },
    { name: 'emqx@node2.emqx.io', role: 'core', up: 12.3 * DAY - 41_000, weight: 0.35, memoryTotal: 16 * 2 ** 30, cpus: 8 },
    { name: 'emqx@node3.emqx.io', role: 'replicant', up: 3.2 * DAY, weight: 0.25, memoryTotal: 8 * 2 ** 30, cpus: 4 },
  ] as const;
  return specs.map((spec) => ({
    name: spec.name,
    role: spec.role,
    bootAt: Math.round(now - spec.up),
    weight: spec.weight,
    memoryTotal: spec.memoryTotal,
    memoryUsed: Math.round(spec.memoryTotal * (0.18 + rng.next() * 0.1)),
    cpus: spec.cpus,
    received: createProfile(rng, 0),
    fanout: 1.5 + rng.next() * 0.6,
    dropRatio: 0.001 + rng.next() * 0.002,
    load: createProfile(rng, spec.cpus * (0.18 + rng.next() * 0.1), 1.4),
    connectsBeforeStart: Math.round((spec.up / DAY) * 900 * spec.weight * (0.9 + rng.next() * 0.2)),
  }));
}

/** `16.00G`, `512.00M`: how the broker formats memory in `/nodes`. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'K', 'M', 'G', 'T'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(2)}${units[unit]}`;
}
