/**
 * Messages clients published to `$delayed/{seconds}/{topic}` that the broker still holds: shift-end
 * commands, nightly roll-outs, reminders. Each comes from a seeded client and sits on that client's
 * node, so the list spans the cluster and its client ids link to real connections.
 */
import { textToBase64 } from '../lib/base64';
import type { Rng } from '../lib/prng';
import type { ClientRecord } from '../model/types';
import type { SandboxNode } from './cluster';

export interface DelayedRecord {
  /** The document types the id as an integer (the broker itself writes a hex GUID). */
  msgid: number;
  node: string;
  /** The original topic, without the `$delayed/{seconds}/` prefix. */
  topic: string;
  qos: 0 | 1 | 2;
  /** Base64, as the API returns it. */
  payload: string;
  fromClientid: string;
  fromUsername: string;
  publishAt: number;
  /** Seconds, as written in the `$delayed/{seconds}/…` topic. */
  interval: number;
}

export const expectedAt = (m: DelayedRecord): number => m.publishAt + m.interval * 1000;

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

interface Template {
  /** A client id, or the prefix of a family's ids (`truck-`, `gw_eu-west_`). */
  from: string;
  topic: (client: ClientRecord) => string;
  payload: (client: ClientRecord) => string;
  qos: 0 | 1 | 2;
  interval: number;
  /** Seconds still to wait when the sandbox starts: long enough that a test run never sees it fire. */
  remaining: number;
}

const TEMPLATES: Template[] = [
  { from: 'sensor/line-1 #7', topic: () => 'factory/line-1/cmd/reset-counter', payload: () => '{"counter":"pieces","reason":"shift end"}', qos: 1, interval: 8 * HOUR, remaining: 3 * HOUR + 12 * MINUTE },
  { from: 'mqttx_', topic: () => 'factory/line-2/cmd/calibrate', payload: () => '{"axis":"z","offset_mm":0.15}', qos: 1, interval: 45 * MINUTE, remaining: 31 * MINUTE },
  { from: 'truck-', topic: (c) => `fleet/${c.clientid}/reminders/rest-break`, payload: () => '{"type":"rest_break","minutes":45}', qos: 1, interval: 4 * HOUR + 30 * MINUTE, remaining: 2 * HOUR + 5 * MINUTE },
  { from: 'truck-', topic: (c) => `fleet/${c.clientid}/commands`, payload: () => '{"cmd":"unlock_cargo","dock":4}', qos: 2, interval: 2 * HOUR, remaining: 57 * MINUTE },
  { from: 'gw_eu-west_', topic: () => 'config/gw/eu-west/rollout', payload: () => '{"version":"v2.4.0","window":"02:00-04:00"}', qos: 2, interval: DAY, remaining: 14 * HOUR },
  { from: 'gw_us-east_', topic: () => 'config/gw/us-east/rollout', payload: () => '{"version":"v2.4.0","window":"02:00-04:00"}', qos: 2, interval: DAY, remaining: 20 * HOUR + 40 * MINUTE },
  { from: 'app-', topic: (c) => `users/${c.username}/notifications`, payload: () => '{"title":"Your parcel arrives today","badge":1}', qos: 1, interval: HOUR, remaining: 42 * MINUTE },
  { from: 'meter:', topic: (c) => `meters/${c.clientid.slice('meter:'.length)}/billing/close`, payload: () => '{"period":"monthly"}', qos: 1, interval: 7 * DAY, remaining: 5 * DAY + 3 * HOUR },
  { from: '温度传感器-01', topic: () => '传感器/温度/告警复查', payload: () => '复查温度告警', qos: 0, interval: 30 * MINUTE, remaining: 18 * MINUTE },
  { from: 'legacy%20client', topic: () => 'legacy/line-4/state', payload: () => 'OFF', qos: 0, interval: 3 * HOUR, remaining: HOUR + 20 * MINUTE },
  { from: 'ops dashboard (Grafana)', topic: () => 'building 7/room 101/hvac/setpoint', payload: () => '18.5', qos: 1, interval: 90 * MINUTE, remaining: 66 * MINUTE },
  { from: 'bridge-edge-', topic: (c) => `edge/site-${Number(c.clientid.slice(-2))}/sync/retry`, payload: () => '{"attempt":3}', qos: 1, interval: 20 * MINUTE, remaining: 16 * MINUTE },
  { from: 'app-', topic: () => 'news/daily-digest', payload: () => '{"edition":"morning"}', qos: 0, interval: 12 * HOUR, remaining: 9 * HOUR + 15 * MINUTE },
  { from: 'mqttx_', topic: () => 't/3', payload: () => 'hello later', qos: 0, interval: 30 * DAY, remaining: 29 * DAY },
];

/** The client a template names, preferring one on `node` so the messages spread over the cluster. */
function pickClient(rng: Rng, clients: readonly ClientRecord[], from: string, node: string): ClientRecord | undefined {
  const exact = clients.find((c) => c.clientid === from);
  if (exact) return exact;
  const family = clients.filter((c) => c.clientid.startsWith(from));
  const local = family.filter((c) => c.node === node);
  return local.length ? rng.pick(local) : family.length ? rng.pick(family) : undefined;
}

export function seedDelayed(rng: Rng, clients: readonly ClientRecord[], nodes: readonly SandboxNode[], now: number): DelayedRecord[] {
  const out: DelayedRecord[] = [];
  TEMPLATES.forEach((template, i) => {
    const client = pickClient(rng, clients, template.from, nodes[i % nodes.length]?.name ?? '');
    // Small seeds (component tests) may lack a family: that message is simply not there.
    if (!client) return;
    out.push({
      msgid: rng.int(1_000_000_000_000, 9_000_000_000_000),
      node: client.node,
      topic: template.topic(client),
      qos: template.qos,
      payload: textToBase64(template.payload(client)),
      fromClientid: client.clientid,
      fromUsername: client.username,
      publishAt: now - (template.interval - template.remaining) * 1000 - rng.int(0, 59_999),
      interval: template.interval,
    });
  });
  return out;
}
