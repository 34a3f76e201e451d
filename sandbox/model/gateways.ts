/**
 * The five open-source gateways as EMQX 5.8.1 keeps them: a gateway is unloaded (no config), or
 * loaded and then running or stopped (`enable`). Listeners have ids `{gateway}:{type}:{name}`.
 * Devices keep retrying: a client whose gateway stops (or whose listener goes away) waits and
 * reconnects once it can, unless it was kicked out.
 */
import coap from '../../schemas/gateway-coap.json' with { type: 'json' };
import exproto from '../../schemas/gateway-exproto.json' with { type: 'json' };
import dtls from '../../schemas/gateway-listener-dtls.json' with { type: 'json' };
import ssl from '../../schemas/gateway-listener-ssl.json' with { type: 'json' };
import tcp from '../../schemas/gateway-listener-tcp.json' with { type: 'json' };
import udp from '../../schemas/gateway-listener-udp.json' with { type: 'json' };
import lwm2m from '../../schemas/gateway-lwm2m.json' with { type: 'json' };
import mqttsn from '../../schemas/gateway-mqttsn.json' with { type: 'json' };
import stomp from '../../schemas/gateway-stomp.json' with { type: 'json' };
import { cloneJson, isJsonObject, type Json, type JsonObject } from '../lib/json';

export const GATEWAY_NAMES = ['coap', 'exproto', 'lwm2m', 'mqttsn', 'stomp'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];
export const isGatewayName = (name: string): name is GatewayName => (GATEWAY_NAMES as readonly string[]).includes(name);

export type GatewayTransport = 'tcp' | 'ssl' | 'udp' | 'dtls';

/** The listener types each gateway's schema has (the others are unknown fields to the broker). */
export const GATEWAY_TRANSPORTS: Record<GatewayName, readonly GatewayTransport[]> = {
  coap: ['udp', 'dtls'],
  lwm2m: ['udp', 'dtls'],
  mqttsn: ['udp', 'dtls'],
  stomp: ['tcp', 'ssl'],
  exproto: ['tcp', 'ssl', 'udp', 'dtls'],
};

/** TCP and UDP ports are separate: a UDP listener may share its number with a TCP one. */
export const isUdp = (type: string): boolean => type === 'udp' || type === 'dtls';

export interface GatewaySubscription {
  topic: string;
  qos: 0 | 1 | 2;
  nl: 0 | 1;
  rap: 0 | 1;
  rh: 0 | 1 | 2;
  /** STOMP subscriptions carry the client's subscription id. */
  subid?: string;
}

export interface GatewayClientRecord {
  clientid: string;
  username: string;
  node: string;
  /** Listener id, `stomp:tcp:default`. */
  listener: string;
  ip: string;
  port: number;
  protoVer: string;
  keepalive: number;
  cleanStart: boolean;
  createdAt: number;
  connectedAt: number;
  /** Messages per second it sends and receives while connected. */
  inRate: number;
  outRate: number;
  avgPayload: number;
  heapSize: number;
  subscriptions: GatewaySubscription[];
  /** LwM2M only. */
  endpointName?: string;
  lifetime?: number;
}

export interface GatewayRecord {
  /** The gateway's settings without its listeners (`enable` included). */
  config: JsonObject;
  /** Listener configs by id, in creation order; each has `id`, `type`, `name`. */
  listeners: Map<string, JsonObject>;
  createdAt: number;
  /** When it last started or stopped. */
  changedAt: number;
  /** Connected clients by client id, in connection order. */
  clients: Map<string, GatewayClientRecord>;
  /** Devices that reconnect once the gateway runs and their listener is enabled. */
  waiting: GatewayClientRecord[];
}

export interface GatewaysState {
  /** Only loaded gateways have a record. */
  loaded: Map<GatewayName, GatewayRecord>;
  /** Devices of gateways not loaded yet: they connect once their gateway is loaded and running. */
  waiting: Map<GatewayName, GatewayClientRecord[]>;
}

interface JsonSchema {
  type?: string;
  default?: Json;
  properties?: Record<string, JsonSchema>;
}

/** The defaults a schema gives, nested objects included; undefined when it gives none. */
function schemaDefaults(schema: JsonSchema): Json | undefined {
  if (schema.default !== undefined) return cloneJson(schema.default);
  if (!schema.properties) return undefined;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(schema.properties)) {
    const value = schemaDefaults(child);
    if (value !== undefined) out[key] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

const GATEWAY_SCHEMAS: Record<GatewayName, JsonSchema> = { coap, exproto, lwm2m, mqttsn, stomp } as Record<GatewayName, JsonSchema>;
const LISTENER_SCHEMAS: Record<GatewayTransport, JsonSchema> = { tcp, ssl, udp, dtls } as Record<GatewayTransport, JsonSchema>;

/** What the broker fills in when a load body leaves settings out (the schema's defaults). */
export function gatewayDefaults(name: GatewayName): JsonObject {
  const { listeners: _listeners, name: _name, ...props } = GATEWAY_SCHEMAS[name].properties ?? {};
  const out = schemaDefaults({ properties: props });
  return isJsonObject(out) ? out : {};
}

export function listenerDefaults(type: GatewayTransport): JsonObject {
  const { id: _id, type: _type, name: _name, running: _running, ...props } = LISTENER_SCHEMAS[type].properties ?? {};
  const out = schemaDefaults({ properties: props });
  return isJsonObject(out) ? out : {};
}

export const listenerId = (gateway: GatewayName, type: string, name: string): string => `${gateway}:${type}:${name}`;

export const listenerPort = (bind: Json | undefined): string => String(bind).split(':').pop() ?? '';

export const isRunning = (gw: GatewayRecord): boolean => gw.config.enable !== false;

export const listenerEnabled = (conf: JsonObject): boolean => conf.enable !== false;

/** Clients on listeners that stopped or went away wait to reconnect. */
export function dropClients(gw: GatewayRecord, which: (c: GatewayClientRecord) => boolean): void {
  for (const client of [...gw.clients.values()]) {
    if (!which(client)) continue;
    gw.clients.delete(client.clientid);
    gw.waiting.push(client);
  }
}

/** Waiting devices whose listener now accepts them connect at `now`. */
export function reconnectClients(gw: GatewayRecord, now: number): void {
  if (!isRunning(gw)) return;
  const still: GatewayClientRecord[] = [];
  for (const client of gw.waiting) {
    const listener = gw.listeners.get(client.listener);
    if (!listener || !listenerEnabled(listener)) {
      still.push(client);
      continue;
    }
    gw.clients.set(client.clientid, { ...client, connectedAt: now, createdAt: now });
  }
  gw.waiting = still;
}
