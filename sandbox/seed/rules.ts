/**
 * The rules a plant's team has written: alerts republished from the factory lines, truck positions
 * sent to a webhook, client connections logged to the console, and an old rule left disabled.
 */
import type { Rng } from '../lib/prng';
import type { RuleRecord, RuleTraffic } from '../model/rules';
import { createProfile } from '../model/traffic';
import { readFromTopics } from '../rule-sql/from';

const DAY = 86_400_000;

interface Draft {
  id: string;
  sql: string;
  actions: RuleRecord['actions'];
  description: string;
  enable: boolean;
  ageDays: number;
  /** Cluster-wide matches per second. */
  rate: number;
  traffic: Omit<RuleTraffic, 'profile'>;
}

const DRAFTS: readonly Draft[] = [
  {
    id: 'temperature_alerts',
    sql: [
      'SELECT',
      '  payload.temperature as temperature,',
      '  clientid,',
      '  topic',
      'FROM',
      '  "factory/+/telemetry"',
      'WHERE',
      '  payload.temperature > 80',
    ].join('\n'),
    actions: [
      {
        function: 'republish',
        args: { topic: 'alerts/${clientid}/temperature', qos: 1, retain: false, payload: '${payload}', mqtt_properties: {}, user_properties: '${user_properties}', direct_dispatch: false },
      },
    ],
    description: 'Republish over-temperature readings of the factory lines to alerts/',
    enable: true,
    ageDays: 34,
    rate: 41,
    traffic: { passRatio: 0.031, exceptionRatio: 0.0004, actionFailRatio: 0.0002, outOfServiceShare: 0 },
  },
  {
    id: 'fleet_positions_to_webhook',
    sql: [
      'SELECT',
      '  clientid as truck,',
      '  payload.lat as lat,',
      '  payload.lon as lon,',
      '  payload.speed_kmh as speed,',
      '  timestamp',
      'FROM',
      '  "fleet/+/position"',
    ].join('\n'),
    actions: ['http:webhook_out'],
    description: 'Send truck positions to the dispatch service',
    enable: true,
    ageDays: 12,
    rate: 17,
    traffic: { passRatio: 0.998, exceptionRatio: 0.001, actionFailRatio: 0.012, outOfServiceShare: 0.7 },
  },
  {
    id: 'client_connected_log',
    sql: 'SELECT clientid, username, peername, proto_ver, connected_at FROM "$events/client_connected"',
    actions: [{ function: 'console' }],
    description: 'Log every connection to the console while debugging the gateways',
    enable: true,
    ageDays: 3,
    rate: 0.9,
    traffic: { passRatio: 1, exceptionRatio: 0, actionFailRatio: 0, outOfServiceShare: 0 },
  },
  {
    id: 'legacy_meter_forward',
    sql: 'SELECT payload, topic, qos FROM "meters/#", "devices/+/firmware" WHERE qos > 0',
    actions: [{ function: 'console' }, 'http:webhook_out'],
    description: 'Old meter forwarding, replaced by the Kafka pipeline',
    enable: false,
    ageDays: 120,
    rate: 3.2,
    traffic: { passRatio: 0.62, exceptionRatio: 0, actionFailRatio: 0.04, outOfServiceShare: 0.5 },
  },
];

export function seedRules(rng: Rng, startedAt: number): RuleRecord[] {
  return DRAFTS.map((draft) => {
    const createdAt = startedAt - draft.ageDays * DAY;
    // A disabled rule counted for a while before it was switched off, then kept its counts.
    const accrued = draft.enable ? 0 : Math.round(draft.rate * 3600 * 24 * 9);
    return {
      id: draft.id,
      name: '',
      sql: draft.sql,
      from: readFromTopics(draft.sql),
      actions: draft.actions,
      enable: draft.enable,
      description: draft.description,
      metadata: {},
      createdAt,
      traffic: { ...draft.traffic, profile: createProfile(rng, draft.rate) },
      accrued,
      // Counted since the last restart of the busiest node, not since creation: numbers stay plausible.
      countingSince: draft.enable ? startedAt - Math.min(draft.ageDays, 2) * DAY : undefined,
    };
  });
}
