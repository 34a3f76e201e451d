/**
 * What `--scale large` adds to the seeded cluster: the estate of a production deployment. Clients
 * and their subscriptions are generated on demand (population.ts); the rest is small enough per item
 * to hold (retained messages, rules, data integration, authentication users, ACL rules, bans).
 * Names carry their number, so tests can point at `rule_4711` or `http:sink_1234`.
 */
import { textToBase64 } from '../lib/base64';
import type { Rng } from '../lib/prng';
import { authenticatorId } from '../model/authn';
import type { AuthzRule } from '../model/authz-rules';
import { banKey } from '../model/banned';
import { newChannelMetrics } from '../model/bridge-metrics';
import { bridgeId, type Health } from '../model/bridges';
import type { JsonObject } from '../lib/json';
import { createProfile } from '../model/traffic';
import type { SandboxState } from '../state';

export const LARGE = {
  clients: 1_000_000,
  retained: 50_000,
  rules: 5_000,
  /** Connectors, each with one action. */
  connectors: 2_000,
  /** Sources, on the MQTT connectors. */
  sources: 200,
  authnUsers: 10_000,
  /** Built-in database ACL rules: half per client, half per user. */
  aclRules: 10_000,
  banned: 500,
} as const;

const DAY = 86_400_000;
const pad = (n: number, width = 4) => String(n).padStart(width, '0');

function seedRetainedLarge(state: SandboxState, rng: Rng): void {
  for (let i = 0; i < LARGE.retained; i++) {
    const topic = `devices/${pad(i, 5)}/state`;
    const payload = textToBase64(JSON.stringify({ online: i % 7 !== 0, fw: `v2.${i % 5}.${i % 3}`, rssi: -40 - (i % 50) }));
    state.retained.set(topic, { topic, qos: 1, payload, msgid: pad(i, 32), publishAt: state.startedAt - rng.int(1, 30 * 24 * 60) * 60_000, fromClientid: `sensor/line-${(i % 40) + 1} #${i}`, fromUsername: `line-${(i % 40) + 1}-sensors` });
  }
}

function seedDataIntegrationLarge(state: SandboxState, rng: Rng): void {
  const at = (days: number) => state.startedAt - days * DAY;
  for (let i = 0; i < LARGE.connectors; i++) {
    const mqtt = i < LARGE.sources;
    const type = mqtt ? 'mqtt' : 'http';
    const name = `${mqtt ? 'broker' : 'service'}_${pad(i)}`;
    // One in fifty cannot reach its target: a large estate always has some.
    const health: Record<string, Health> = i % 50 === 7 ? Object.fromEntries(state.nodes.map((n) => [n.name, { status: 'disconnected', reason: 'econnrefused' } as const])) : {};
    const config: JsonObject = mqtt
      ? { enable: true, description: '', server: `mqtt-${pad(i)}.partners.example.com:1883`, proto_ver: 'v5', pool_size: 2, keepalive: '60s', ssl: { enable: false } }
      : { enable: i % 40 !== 3, description: '', url: `http://svc-${pad(i)}.apps.internal:8080`, pool_size: 4, connect_timeout: '15s', ssl: { enable: false } };
    state.connectors.set(bridgeId(type, name), { type, name, config, health, live: false, createdAt: at(30 + (i % 60)), modifiedAt: at(i % 30) });
    const action = mqtt ? `egress_${pad(i)}` : `sink_${pad(i)}`;
    const parameters: JsonObject = mqtt ? { topic: `partners/${pad(i)}/\${topic}`, qos: 1, retain: false, payload: '${payload}' } : { path: `/ingest/${pad(i)}`, method: 'post', headers: {}, body: '${.}' };
    state.actions.set(bridgeId(type, action), {
      kind: 'action',
      type,
      name: action,
      config: { enable: config.enable ?? true, connector: name, description: '', parameters, resource_opts: { query_mode: 'async', worker_pool_size: 4, health_check_interval: '15s', request_ttl: '45s' } },
      health: {},
      createdAt: at(30 + (i % 60)),
      modifiedAt: at(i % 30),
      metrics: newChannelMetrics({ adoptHistory: true, outcome: { failRatio: i % 50 === 7 ? 0.4 : 0.002, dropRatio: 0.001, retryRatio: 0.003, lateReplyRatio: 0 } }),
    });
    if (mqtt) {
      const source = `ingress_${pad(i)}`;
      state.sources.set(bridgeId('mqtt', source), {
        kind: 'source',
        type: 'mqtt',
        name: source,
        config: { enable: true, connector: name, description: '', parameters: { topic: `partners/${pad(i)}/commands/#`, qos: 1 }, resource_opts: { health_check_interval: '15s' } },
        health: {},
        createdAt: at(30),
        modifiedAt: at(30),
        metrics: newChannelMetrics({ profile: createProfile(rng, 0.2 + rng.next()), since: state.startedAt - 2 * DAY }),
      });
    }
  }
}

function seedRulesLarge(state: SandboxState, rng: Rng): void {
  const actions = [...state.actions.keys()].filter((id) => /_\d{4}$/.test(id));
  for (let i = 0; i < LARGE.rules; i++) {
    const id = `rule_${pad(i)}`;
    const topic = `${['factory', 'fleet', 'users', 'meters'][i % 4]}/${i % 12_500}/cmd`;
    const enable = i % 25 !== 0;
    const rate = 0.05 + rng.next() * 2;
    state.rules.set(id, {
      id,
      name: '',
      sql: `SELECT clientid, payload.value as value, timestamp FROM "${topic}" WHERE payload.value > ${i % 100}`,
      from: [topic],
      actions: [actions[i % actions.length]!],
      enable,
      description: `Route ${topic} to ${actions[i % actions.length]}`,
      metadata: {},
      createdAt: state.startedAt - (1 + (i % 90)) * DAY,
      traffic: { passRatio: 0.7 + (i % 30) / 100, exceptionRatio: i % 97 === 0 ? 0.05 : 0, actionFailRatio: 0.002, outOfServiceShare: 0.5, profile: createProfile(rng, rate) },
      accrued: enable ? 0 : Math.round(rate * 3600 * 24 * 3),
      countingSince: enable ? state.startedAt - 2 * DAY : undefined,
    });
  }
}

function seedAccessLarge(state: SandboxState): void {
  const config = { mechanism: 'password_based', backend: 'built_in_database', enable: true, user_id_type: 'username', password_hash_algorithm: { name: 'sha256', salt_position: 'suffix' } };
  if (!state.authn.some((a) => authenticatorId(a.config) === authenticatorId(config))) {
    const users = new Map(Array.from({ length: LARGE.authnUsers }, (_, i) => [`device-${pad(i, 5)}`, { user_id: `device-${pad(i, 5)}`, is_superuser: i < 3, password: `device-secret-${i}` }]));
    state.authn.push({ config, counters: new Map(state.nodes.map((n) => [n.name, { total: 0, success: 0, failed: 0, nomatch: 0 }])), users });
  }
  const rule = (i: number): AuthzRule => ({ permission: i % 10 === 0 ? 'deny' : 'allow', action: 'publish', topic: `devices/${pad(i, 5)}/#`, qos: [0, 1, 2], retain: 'all' });
  for (let i = 0; i < LARGE.aclRules / 2; i++) {
    state.authzRules.clients.set(`device-client-${pad(i, 5)}`, [rule(i)]);
    state.authzRules.users.set(`device-${pad(i, 5)}`, [rule(i)]);
  }
  for (let i = 0; i < LARGE.banned; i++) {
    const who = `abuser-${pad(i)}`;
    state.banned.set(banKey('clientid', who), { as: 'clientid', who, by: 'mgmt_api', reason: 'Flooding the broker', at: state.startedAt - (i % 30) * DAY, until: i % 3 === 0 ? 'infinity' : state.startedAt + (1 + (i % 60)) * DAY });
  }
}

export function seedLarge(state: SandboxState, rng: Rng): void {
  seedRetainedLarge(state, rng);
  seedDataIntegrationLarge(state, rng);
  seedRulesLarge(state, rng);
  seedAccessLarge(state);
}
