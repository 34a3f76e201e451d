/** Gateways, their listeners and clients as the broker's API writes them. */
import { cloneJson, type JsonObject } from '../lib/json';
import { rfc3339 } from '../lib/time';
import type { SandboxState } from '../state';
import { isRunning, listenerEnabled, type GatewayClientRecord, type GatewayName, type GatewayRecord, type GatewaySubscription } from './gateways';

type Status = 'running' | 'stopped' | 'unloaded';

const maxOf = (conf: JsonObject): number | 'infinity' => (typeof conf.max_connections === 'number' ? conf.max_connections : 'infinity');

const listenerRunning = (gw: GatewayRecord, conf: JsonObject): boolean => isRunning(gw) && listenerEnabled(conf);

function connections(gw: GatewayRecord, node?: string, listener?: string): number {
  let n = 0;
  for (const c of gw.clients.values()) if ((!node || c.node === node) && (!listener || c.listener === listener)) n++;
  return n;
}

/** Each node runs every listener, so the limit is the listeners' sum on each node. */
function maxConnections(gw: GatewayRecord): number | undefined {
  let sum = 0;
  for (const conf of gw.listeners.values()) {
    const max = maxOf(conf);
    // The broker then reports `infinity`, which the document's integer does not allow: left out.
    if (max === 'infinity') return undefined;
    sum += max;
  }
  return sum || undefined;
}

const listenerOverview = (gw: GatewayRecord) =>
  [...gw.listeners.values()].map((l) => ({ id: String(l.id), type: String(l.type), name: String(l.name), running: listenerRunning(gw, l) }));

export function gatewayOverview(state: SandboxState, name: GatewayName): JsonObject {
  const gw = state.gateways.loaded.get(name);
  if (!gw) return { name, status: 'unloaded' };
  const status: Status = isRunning(gw) ? 'running' : 'stopped';
  const perNode = maxConnections(gw);
  const out: JsonObject = {
    name,
    status,
    created_at: rfc3339(gw.createdAt),
    [status === 'running' ? 'started_at' : 'stopped_at']: rfc3339(gw.changedAt),
    current_connections: connections(gw),
    listeners: listenerOverview(gw),
    node_status: state.nodes.map((n) => ({
      node: n.name,
      status,
      current_connections: connections(gw, n.name),
      ...(perNode === undefined ? {} : { max_connections: perNode }),
    })),
  };
  if (perNode !== undefined) out.max_connections = perNode * state.nodes.length;
  return out;
}

/** `GET /gateways/{name}`: the settings with the listeners, and the overview's status and times. */
export function gatewayDetail(state: SandboxState, name: GatewayName): JsonObject {
  const gw = state.gateways.loaded.get(name);
  if (!gw) return { name, status: 'unloaded' };
  const { status, created_at, started_at, stopped_at } = gatewayOverview(state, name);
  const times = Object.fromEntries(Object.entries({ created_at, started_at, stopped_at }).filter(([, v]) => v !== undefined)) as JsonObject;
  return { ...cloneJson(gw.config), name, listeners: [...gw.listeners.values()].map((l) => cloneJson(l)), status: status ?? 'stopped', ...times };
}

/** One listener with its running flag; `withStatus` adds the cluster and per-node counts of the list. */
export function listenerView(state: SandboxState, gw: GatewayRecord, conf: JsonObject, withStatus: boolean): JsonObject {
  const running = listenerRunning(gw, conf);
  const out: JsonObject = { ...cloneJson(conf), running };
  if (!withStatus) return out;
  const id = String(conf.id);
  const max = maxOf(conf);
  out.status = {
    running,
    max_connections: typeof max === 'number' ? max * state.nodes.length : max,
    current_connections: connections(gw, undefined, id),
  };
  out.node_status = state.nodes.map((n) => ({ node: n.name, status: { running, max_connections: max, current_connections: connections(gw, n.name, id) } }));
  return out;
}

const PROTO_NAMES: Record<GatewayName, string> = { stomp: 'STOMP', mqttsn: 'MQTT-SN', coap: 'CoAP', lwm2m: 'LwM2M', exproto: 'exproto' };

export function gatewayClientView(state: SandboxState, gateway: GatewayName, gw: GatewayRecord, c: GatewayClientRecord): JsonObject {
  const seconds = Math.max(0, (state.now() - c.connectedAt) / 1000);
  const recvMsg = Math.floor(seconds * c.inRate);
  const sendMsg = Math.floor(seconds * c.outRate);
  const beats = Math.floor(seconds / c.keepalive);
  const recvPkt = recvMsg + beats + c.subscriptions.length + 1;
  const sendPkt = sendMsg + beats + c.subscriptions.length + 1;
  const view: JsonObject = {
    node: c.node,
    clientid: c.clientid,
    username: c.username,
    mountpoint: typeof gw.config.mountpoint === 'string' ? gw.config.mountpoint : '',
    proto_name: PROTO_NAMES[gateway],
    proto_ver: c.protoVer,
    ip_address: c.ip,
    port: c.port,
    is_bridge: false,
    connected_at: rfc3339(c.connectedAt),
    connected: true,
    keepalive: c.keepalive,
    clean_start: c.cleanStart,
    expiry_interval: 0,
    created_at: rfc3339(c.createdAt),
    subscriptions_cnt: c.subscriptions.length,
    subscriptions_max: 32,
    inflight_cnt: 0,
    inflight_max: 32,
    mqueue_len: 0,
    mqueue_max: 1000,
    mqueue_dropped: 0,
    awaiting_rel_cnt: 0,
    awaiting_rel_max: 100,
    recv_oct: recvMsg * (c.avgPayload + 60) + (recvPkt - recvMsg) * 12,
    recv_cnt: recvPkt,
    recv_pkt: recvPkt,
    recv_msg: recvMsg,
    send_oct: sendMsg * (c.avgPayload + 60) + (sendPkt - sendMsg) * 12,
    send_cnt: sendPkt,
    send_pkt: sendPkt,
    send_msg: sendMsg,
    mailbox_len: 0,
    heap_size: c.heapSize,
    reductions: 40_000 + (recvMsg + sendMsg) * 1_800,
  };
  if (c.endpointName !== undefined) view.endpoint_name = c.endpointName;
  if (c.lifetime !== undefined) view.lifetime = c.lifetime;
  return view;
}

export function subscriptionView(s: GatewaySubscription): JsonObject {
  const out: JsonObject = { topic: s.topic, qos: s.qos, nl: s.nl, rap: s.rap, rh: s.rh };
  if (s.subid !== undefined) out.sub_props = { subid: s.subid };
  return out;
}
