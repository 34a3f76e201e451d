/**
 * The seeded ExHook servers, in the broker's calling order: `default` (connected, no real gRPC
 * server behind it: the seed says so), `legacy_acl` (its status cannot be read: error) and
 * `billing_audit` (disabled, with the counts it made before). They count calls from `startedAt`.
 */
import type { JsonObject } from '../lib/json';
import type { Rng } from '../lib/prng';
import { registeredHook, settleCounting, withExhookDefaults, type ExhookRecord } from '../model/exhooks';
import { countBetween } from '../model/traffic';

const DEFAULT: JsonObject = {
  name: 'default',
  url: 'http://127.0.0.1:9000',
  pool_size: 16,
  request_timeout: '5s',
  failed_action: 'deny',
  auto_reconnect: '60s',
};

const LEGACY: JsonObject = {
  name: 'legacy_acl',
  url: 'https://acl.legacy.internal:9443',
  failed_action: 'ignore',
  auto_reconnect: '30s',
  ssl: { enable: true, verify: 'verify_none', certfile: '/etc/emqx/certs/exhook-client.pem', keyfile: '/etc/emqx/certs/exhook-client.key', password: 'seeded-key-passphrase' },
};

const BILLING: JsonObject = {
  name: 'billing_audit',
  enable: false,
  url: 'http://billing-audit.internal:9100',
  request_timeout: '10s',
  failed_action: 'ignore',
  auto_reconnect: false,
  pool_size: 4,
};

export function seedExhooks(rng: Rng, startedAt: number): ExhookRecord[] {
  const record = (config: JsonObject, seededStatus: ExhookRecord['seededStatus'], hooks: ExhookRecord['hooks']): ExhookRecord => {
    const r: ExhookRecord = { config: withExhookDefaults(config), seededStatus, hooks, accrued: new Map() };
    settleCounting(r, startedAt);
    return r;
  };
  const defaultHooks = [
    ...['client.connect', 'client.connected', 'client.disconnected', 'client.authenticate', 'client.authorize', 'session.created', 'session.subscribed'].map((name) => registeredHook(rng, name)),
    registeredHook(rng, 'message.publish', ['sensor/#', 'trucks/+/position']),
    ...['message.delivered', 'message.acked', 'message.dropped'].map((name) => registeredHook(rng, name, ['#'])),
  ];
  const billingHooks = ['client.connected', 'client.disconnected', 'message.publish'].map((name) => registeredHook(rng, name, ['billing/#'], 0.3));
  const billing = record(BILLING, 'connected', billingHooks);
  // It ran for a day before it was turned off: those calls stay counted.
  for (const hook of billingHooks) billing.accrued.set(hook.name, countBetween(hook.profile, startedAt - 2 * 86_400_000, startedAt - 86_400_000));
  return [record(DEFAULT, 'connected', defaultHooks), record(LEGACY, 'error', []), billing];
}
