/** A client record as `GET /clients` returns it; counters grow with the time the client has been online. */
import type { EmqxMgmtApiClientsClient } from '../../src/generated/model';
import { rfc3339 } from '../lib/time';
import type { SandboxState } from '../state';
import { clientQueues, INFLIGHT_MAX, MQUEUE_MAX } from './client-queues';
import { subscriptionsOf } from './client-store';
import type { ClientRecord, SubscriptionRecord } from './types';

/** Fields the broker returns beyond the documented schema. */
export type ClientJson = EmqxMgmtApiClientsClient & {
  listener: string;
  peerport: number;
  enable_authn: boolean;
  is_persistent: boolean;
  client_attrs: Record<string, string>;
};

const split = (total: number, mix: readonly [number, number, number]): [number, number, number] => {
  const q0 = Math.round(total * mix[0]);
  const q1 = Math.round(total * mix[1]);
  return [q0, q1, Math.max(0, total - q0 - q1)];
};

export function clientView(state: SandboxState, c: ClientRecord): ClientJson {
  const now = state.now();
  const online = c.disconnectedAt === undefined;
  const activeSeconds = Math.max(0, ((online ? now : (c.disconnectedAt ?? now)) - c.connectedAt) / 1000);
  const queues = clientQueues(state, c);
  // A consumer that stopped acknowledging is sent nothing more once its in-flight window is full.
  const sendingSeconds = Math.min(activeSeconds, Math.max(0, (queues.deliveredUntil - c.connectedAt) / 1000));
  const subs = subscriptionsOf(state, c.clientid).length;
  const recvMsg = c.recvBefore + Math.floor(activeSeconds * c.inRate);
  const sendMsg = c.sendBefore + Math.floor(sendingSeconds * c.outRate);
  // Keepalive 0 (set through PUT /clients/{clientid}/keepalive) turns pings off.
  const pings = c.keepalive > 0 ? Math.floor(activeSeconds / c.keepalive) : 0;
  const [r0, r1, r2] = split(recvMsg, c.qosMix);
  const [s0, s1, s2] = split(sendMsg, c.qosMix);
  // CONNECT, SUBSCRIBE, PINGREQ and the acks of QoS 1/2 deliveries come on top of PUBLISH packets.
  const recvPkt = recvMsg + pings + subs + 1 + s1 + 2 * s2;
  const sendPkt = sendMsg + pings + subs + 1 + r1 + 2 * r2;
  const view: ClientJson = {
    clientid: c.clientid,
    username: c.username,
    node: c.node,
    connected: online,
    ip_address: c.ip,
    port: c.port,
    peerport: c.port,
    listener: c.listener,
    proto_name: c.protoVer === 3 ? 'MQIsdp' : 'MQTT',
    proto_ver: c.protoVer,
    clean_start: c.cleanStart,
    keepalive: c.keepalive,
    expiry_interval: c.expiryInterval,
    created_at: rfc3339(c.createdAt),
    connected_at: rfc3339(c.connectedAt),
    is_bridge: c.isBridge,
    is_expired: false,
    is_persistent: false,
    durable: false,
    enable_authn: true,
    client_attrs: {},
    subscriptions_cnt: subs,
    // As the broker reports the default max_subscriptions.
    subscriptions_max: 'infinity',
    inflight_cnt: queues.inflightCnt,
    inflight_max: INFLIGHT_MAX,
    mqueue_len: queues.mqueueLen,
    mqueue_max: MQUEUE_MAX,
    mqueue_dropped: queues.mqueueDropped,
    awaiting_rel_cnt: 0,
    awaiting_rel_max: 100,
    heap_size: c.heapSize,
    mailbox_len: 0,
    reductions: c.reductionsBase + (recvMsg + sendMsg) * 2_400,
    recv_msg: recvMsg,
    'recv_msg.qos0': r0,
    'recv_msg.qos1': r1,
    'recv_msg.qos2': r2,
    'recv_msg.dropped': 0,
    'recv_msg.dropped.await_pubrel_timeout': 0,
    recv_pkt: recvPkt,
    recv_cnt: Math.ceil(recvPkt * 0.94),
    recv_oct: recvMsg * (c.avgPayload + 20) + (recvPkt - recvMsg) * 4,
    send_msg: sendMsg,
    'send_msg.qos0': s0,
    'send_msg.qos1': s1,
    'send_msg.qos2': s2,
    'send_msg.dropped': queues.mqueueDropped,
    'send_msg.dropped.expired': 0,
    'send_msg.dropped.queue_full': queues.mqueueDropped,
    'send_msg.dropped.too_large': 0,
    send_pkt: sendPkt,
    send_cnt: Math.ceil(sendPkt * 0.97),
    send_oct: sendMsg * (c.avgPayload + 20) + (sendPkt - sendMsg) * 4,
  };
  if (!online && c.disconnectedAt !== undefined) view.disconnected_at = rfc3339(c.disconnectedAt);
  return view;
}

/** `fields=clientid,username`: the broker returns only those keys. */
export function pickFields(view: ClientJson, fields: readonly string[] | undefined): Partial<ClientJson> {
  if (!fields) return view;
  const out: Record<string, unknown> = {};
  for (const field of fields) if (field in view) out[field] = view[field as keyof ClientJson];
  return out as Partial<ClientJson>;
}

export interface SubscriptionJson {
  node: string;
  clientid: string;
  topic: string;
  qos: number;
  nl: number;
  rap: number;
  rh: number;
  durable: boolean;
}

export const subscriptionView = (c: Pick<ClientRecord, 'node' | 'clientid'>, s: SubscriptionRecord): SubscriptionJson => ({
  node: c.node,
  clientid: c.clientid,
  topic: s.topic,
  qos: s.qos,
  nl: s.nl,
  rap: s.rap,
  rh: s.rh,
  durable: false,
});
