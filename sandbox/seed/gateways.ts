/**
 * The gateways of the seeded cluster: STOMP running with a TCP listener and a shop floor of
 * clients, LwM2M and ExProto loaded but stopped (LwM2M's meters reconnect when it starts),
 * CoAP and MQTT-SN unloaded (a few CoAP sensors wait for a `coap:udp:default` listener).
 */
import type { JsonObject } from '../lib/json';
import type { Rng } from '../lib/prng';
import {
  gatewayDefaults,
  listenerDefaults,
  listenerId,
  type GatewayClientRecord,
  type GatewayName,
  type GatewayRecord,
  type GatewaysState,
  type GatewaySubscription,
  type GatewayTransport,
} from '../model/gateways';
import type { SandboxNode } from './cluster';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function listener(gateway: GatewayName, type: GatewayTransport, name: string, bind: string, extra: JsonObject = {}): JsonObject {
  return { ...listenerDefaults(type), ...extra, id: listenerId(gateway, type, name), type, name, bind };
}

function gateway(name: GatewayName, settings: JsonObject, listeners: JsonObject[], createdAt: number): GatewayRecord {
  return {
    config: { ...gatewayDefaults(name), ...settings },
    listeners: new Map(listeners.map((l) => [String(l.id), l])),
    createdAt,
    changedAt: createdAt,
    clients: new Map(),
    waiting: [],
  };
}

function pickNode(rng: Rng, nodes: readonly SandboxNode[]): string {
  return rng.weighted(nodes.map((n) => [n.name, n.weight] as const));
}

interface DeviceSpec {
  clientid: string;
  username: string;
  listener: string;
  protoVer: string;
  subscriptions: GatewaySubscription[];
  endpointName?: string;
  lifetime?: number;
}

function device(rng: Rng, nodes: readonly SandboxNode[], startedAt: number, spec: DeviceSpec): GatewayClientRecord {
  const connectedAt = Math.round(startedAt - rng.int(2 * MINUTE, 30 * HOUR));
  return {
    ...spec,
    node: pickNode(rng, nodes),
    ip: `10.${rng.int(20, 23)}.${rng.int(0, 15)}.${rng.int(2, 250)}`,
    port: rng.int(40_000, 65_000),
    keepalive: rng.pick([10, 30, 60]),
    cleanStart: true,
    createdAt: connectedAt,
    connectedAt,
    inRate: Math.round(rng.next() * 40) / 10,
    outRate: Math.round(rng.next() * 60) / 10,
    avgPayload: rng.int(80, 900),
    heapSize: rng.int(2_000, 12_000),
  };
}

const STOMP_FAMILIES = [
  { prefix: 'pos-terminal', user: 'retail', count: 14, subs: ['/queue/prices', '/topic/promotions'] },
  { prefix: 'warehouse-scanner', user: 'logistics', count: 9, subs: ['/queue/picklists'] },
  { prefix: 'kiosk', user: 'retail', count: 5, subs: ['/topic/promotions'] },
  { prefix: 'erp-adapter', user: 'erp', count: 2, subs: ['/queue/orders', '/queue/invoices', '/topic/stock'] },
] as const;

function stompClients(rng: Rng, nodes: readonly SandboxNode[], startedAt: number): GatewayClientRecord[] {
  const out: GatewayClientRecord[] = [];
  for (const family of STOMP_FAMILIES) {
    for (let i = 1; i <= family.count; i++) {
      const subscriptions = family.subs
        .filter((_, k) => k === 0 || rng.chance(0.6))
        .map((topic, k): GatewaySubscription => ({ topic, qos: topic.startsWith('/queue') ? 1 : 0, nl: 0, rap: 0, rh: 0, subid: String(k) }));
      out.push(
        device(rng, nodes, startedAt, {
          clientid: `${family.prefix}-${String(i).padStart(2, '0')}`,
          username: family.user,
          listener: 'stomp:tcp:default',
          protoVer: rng.chance(0.85) ? '1.2' : '1.1',
          subscriptions,
        }),
      );
    }
  }
  // One whose id needs encoding in a URL.
  out.push(device(rng, nodes, startedAt, { clientid: 'ops console/shift #2', username: 'ops', listener: 'stomp:tcp:default', protoVer: '1.2', subscriptions: [] }));
  return out;
}

function lwm2mMeters(rng: Rng, nodes: readonly SandboxNode[], startedAt: number): GatewayClientRecord[] {
  return Array.from({ length: 4 }, (_, i) => {
    const endpoint = `urn:imei:35${rng.int(1_000_000_000_000, 9_999_999_999_999)}`;
    return device(rng, nodes, startedAt, {
      clientid: endpoint,
      username: `water-meter-${i + 1}`,
      listener: 'lwm2m:udp:default',
      protoVer: i % 2 ? '1.1' : '1.0.2',
      subscriptions: [{ topic: `lwm2m/${endpoint}/dn/#`, qos: 0, nl: 0, rap: 0, rh: 0 }],
      endpointName: endpoint,
      lifetime: 86_400,
    });
  });
}

function coapSensors(rng: Rng, nodes: readonly SandboxNode[], startedAt: number): GatewayClientRecord[] {
  return Array.from({ length: 3 }, (_, i) =>
    device(rng, nodes, startedAt, {
      clientid: `greenhouse-${i + 1}`,
      username: 'greenhouse',
      listener: 'coap:udp:default',
      protoVer: '1',
      subscriptions: [{ topic: `coap/greenhouse-${i + 1}/cmd`, qos: 0, nl: 0, rap: 0, rh: 0 }],
    }),
  );
}

export function seedGateways(rng: Rng, nodes: readonly SandboxNode[], startedAt: number): GatewaysState {
  const stomp = gateway('stomp', { enable: true, mountpoint: '' }, [listener('stomp', 'tcp', 'default', '0.0.0.0:61613', { max_connections: 10_240 })], startedAt - 9 * 24 * HOUR);
  for (const client of stompClients(rng, nodes, startedAt)) stomp.clients.set(client.clientid, client);

  const lwm2m = gateway(
    'lwm2m',
    {
      enable: false,
      xml_dir: '/etc/emqx/lwm2m_xml',
      translators: {
        command: { topic: 'dn/#', qos: 0 },
        response: { topic: 'up/resp', qos: 0 },
        notify: { topic: 'up/notify', qos: 0 },
        register: { topic: 'up/resp', qos: 0 },
        update: { topic: 'up/update', qos: 0 },
      },
      mountpoint: 'lwm2m/${endpoint_name}/',
    },
    [listener('lwm2m', 'udp', 'default', '0.0.0.0:5783')],
    startedAt - 6 * 24 * HOUR,
  );
  lwm2m.waiting = lwm2mMeters(rng, nodes, startedAt);
  lwm2m.changedAt = startedAt - 2 * HOUR;

  const exproto = gateway(
    'exproto',
    { enable: false, server: { bind: '0.0.0.0:9100' }, handler: { address: 'http://127.0.0.1:9001' }, mountpoint: '' },
    [listener('exproto', 'tcp', 'default', '0.0.0.0:7993')],
    startedAt - 20 * 24 * HOUR,
  );
  exproto.changedAt = startedAt - 4 * 24 * HOUR;

  return {
    loaded: new Map<GatewayName, GatewayRecord>([
      ['exproto', exproto],
      ['lwm2m', lwm2m],
      ['stomp', stomp],
    ]),
    waiting: new Map([['coap', coapSensors(rng, nodes, startedAt)]]),
  };
}
