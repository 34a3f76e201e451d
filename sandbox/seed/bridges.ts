/**
 * The plant's data integration: the dispatch service's webhook (the `http:webhook_out` action the
 * seeded rules call), a cloud MQTT broker with an egress action and an ingress source, and an old
 * webhook connector nobody uses any more, left disabled. Node 3 still reconnects to the cloud
 * broker, so its status there is `inconsistent`.
 */
import type { Rng } from '../lib/prng';
import { newChannelMetrics } from '../model/bridge-metrics';
import type { ChannelRecord, ConnectorRecord } from '../model/bridges';
import { createProfile } from '../model/traffic';
import type { SandboxNode } from './cluster';

const DAY = 86_400_000;

export function seedConnectors(nodes: readonly SandboxNode[], startedAt: number): ConnectorRecord[] {
  const replicant = nodes.find((n) => n.role === 'replicant')?.name;
  const at = (days: number) => startedAt - days * DAY;
  return [
    {
      type: 'http',
      name: 'dispatch_service',
      config: {
        enable: true,
        description: 'Dispatch service of the fleet team',
        url: 'http://dispatch.plant.internal:8080',
        headers: { 'content-type': 'application/json', authorization: 'Bearer 7f3c9a1e-dispatch' },
        connect_timeout: '15s',
        pool_type: 'hash',
        pool_size: 8,
        enable_pipelining: 100,
        ssl: { enable: false, verify: 'verify_none' },
        resource_opts: { health_check_interval: '15s', start_after_created: true, start_timeout: '5s' },
      },
      health: {},
      live: false,
      createdAt: at(12),
      modifiedAt: at(12),
    },
    {
      type: 'mqtt',
      name: 'cloud_broker',
      config: {
        enable: true,
        description: 'The group broker in the cloud',
        server: 'mqtt.cloud.example.com:8883',
        proto_ver: 'v5',
        username: 'plant-7',
        password: 'cl0ud#plant7',
        clientid_prefix: 'plant7_',
        keepalive: '60s',
        retry_interval: '15s',
        pool_size: 4,
        ssl: { enable: true, verify: 'verify_peer', server_name_indication: 'mqtt.cloud.example.com' },
      },
      health: replicant ? { [replicant]: { status: 'connecting', reason: 'econnrefused' } } : {},
      live: false,
      createdAt: at(30),
      modifiedAt: at(6),
    },
    {
      type: 'http',
      name: 'legacy_meter_api',
      config: {
        enable: false,
        description: 'Meter API, replaced by Kafka',
        url: 'https://meters.plant.internal/api/v1',
        pool_size: 4,
      },
      health: {},
      live: false,
      createdAt: at(120),
      modifiedAt: at(40),
    },
  ];
}

export function seedChannels(rng: Rng, startedAt: number): ChannelRecord[] {
  const at = (days: number) => startedAt - days * DAY;
  return [
    {
      kind: 'action',
      type: 'http',
      name: 'webhook_out',
      config: {
        enable: true,
        connector: 'dispatch_service',
        description: 'Truck positions to the dispatch service',
        parameters: { path: '/positions/${truck}', method: 'post', headers: {}, body: '${.}', max_retries: 2, request_timeout: '15s' },
        resource_opts: { query_mode: 'async', worker_pool_size: 16, inflight_window: 100, health_check_interval: '15s', request_ttl: '45s', max_buffer_bytes: '256MB' },
      },
      health: {},
      createdAt: at(12),
      modifiedAt: at(12),
      metrics: newChannelMetrics({ adoptHistory: true, outcome: { failRatio: 0.008, dropRatio: 0.002, retryRatio: 0.011, lateReplyRatio: 0.0004 } }),
    },
    {
      kind: 'action',
      type: 'mqtt',
      name: 'alerts_to_cloud',
      config: {
        enable: true,
        connector: 'cloud_broker',
        description: 'Forward alerts to the group broker',
        parameters: { topic: 'plants/7/${topic}', qos: 1, retain: false, payload: '${payload}' },
        resource_opts: { query_mode: 'async', worker_pool_size: 16, inflight_window: 100, health_check_interval: '15s', request_ttl: '45s', max_buffer_bytes: '256MB' },
      },
      health: {},
      createdAt: at(6),
      modifiedAt: at(6),
      metrics: newChannelMetrics({ adoptHistory: true }),
    },
    {
      kind: 'source',
      type: 'mqtt',
      name: 'cloud_commands',
      config: {
        enable: true,
        connector: 'cloud_broker',
        description: 'Commands for the plant from the group broker',
        parameters: { topic: 'plants/7/commands/#', qos: 1 },
        resource_opts: { health_check_interval: '15s' },
      },
      health: {},
      createdAt: at(6),
      modifiedAt: at(6),
      metrics: newChannelMetrics({ profile: createProfile(rng, 2.4), since: startedAt - 2 * DAY }),
    },
  ];
}
