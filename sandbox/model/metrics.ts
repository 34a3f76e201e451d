/**
 * `/metrics`: the broker's counters since node start. All are derived from the node's traffic
 * integral and uptime, so they only grow and stay in proportion (acks follow QoS 1 deliveries, …);
 * what `POST /publish` did is added on top (model/publish.ts).
 */
import type { SandboxNode } from '../seed/cluster';
import type { SandboxState } from '../state';
import { countBetween } from './traffic';

export type Metrics = Record<string, number>;

/** QoS 0 / 1 / 2 shares of the cluster's traffic. */
const QOS_MIX = [0.42, 0.5, 0.08] as const;

export function nodeMetrics(state: SandboxState, node: SandboxNode): Metrics {
  const now = state.now();
  const upSeconds = (now - node.bootAt) / 1000;
  const received = Math.floor(countBetween(node.received, node.bootAt, now));
  const sent = Math.floor(received * node.fanout);
  const dropped = Math.floor(received * node.dropRatio);
  const [rq0, rq1] = QOS_MIX.map((share) => Math.floor(received * share)) as [number, number];
  const rq2 = received - rq0 - rq1;
  const [sq0, sq1] = QOS_MIX.map((share) => Math.floor(sent * share)) as [number, number];
  const sq2 = sent - sq0 - sq1;
  // $SYS messages: broker stats every minute and heartbeats every 30 s, about 40 topics each time.
  const sys = Math.floor(upSeconds / 60) * 40 + Math.floor(upSeconds / 30);
  const connects = node.connectsBeforeStart + Math.floor((now - node.bootAt) * 0.0002 * node.weight);
  const authFailures = Math.floor(connects * 0.004);
  const subscribes = Math.floor(connects * 1.4);
  const unsubscribes = Math.floor(subscribes * 0.12);
  const pings = Math.floor(upSeconds * 9 * node.weight);
  const deliveryDropped = Math.floor(sent * 0.0007);
  const authorize = subscribes + received;
  const denied = Math.floor(authorize * 0.0003);

  const packetsReceived = received + (connects + subscribes + unsubscribes + pings) + Math.floor(sq1 * 0.999) + 2 * sq2 + rq2 + Math.floor(connects * 0.7);
  const packetsSent = sent + (connects + subscribes + unsubscribes + pings) + rq1 + 2 * rq2 + sq2;

  const metrics: Metrics = {
    'bytes.received': packetsReceived * 6 + received * 240,
    'bytes.sent': packetsSent * 6 + sent * 240,
    'packets.received': packetsReceived,
    'packets.sent': packetsSent,
    'packets.connect.received': connects,
    'packets.connack.sent': connects,
    'packets.connack.error': authFailures,
    'packets.connack.auth_error': authFailures,
    'packets.publish.received': received,
    'packets.publish.sent': sent,
    'packets.publish.inuse': Math.floor(rq2 * 0.00001),
    'packets.publish.error': Math.floor(received * 0.00002),
    'packets.publish.auth_error': denied,
    // Over the receive maximum (max_inflight) of a publisher: rare.
    'packets.publish.dropped': Math.floor(rq1 * 0.00002),
    'packets.puback.received': Math.floor(sq1 * 0.999),
    'packets.puback.sent': rq1,
    'packets.puback.inuse': 0,
    'packets.puback.missed': Math.floor(sq1 * 0.0001),
    'packets.pubrec.received': sq2,
    'packets.pubrec.sent': rq2,
    'packets.pubrec.inuse': 0,
    'packets.pubrec.missed': 0,
    'packets.pubrel.received': rq2,
    'packets.pubrel.sent': sq2,
    'packets.pubrel.missed': 0,
    'packets.pubcomp.received': sq2,
    'packets.pubcomp.sent': rq2,
    'packets.pubcomp.inuse': 0,
    'packets.pubcomp.missed': 0,
    'packets.subscribe.received': subscribes,
    'packets.subscribe.error': Math.floor(subscribes * 0.001),
    'packets.subscribe.auth_error': Math.floor(subscribes * 0.0005),
    'packets.suback.sent': subscribes,
    'packets.unsubscribe.received': unsubscribes,
    'packets.unsubscribe.error': 0,
    'packets.unsuback.sent': unsubscribes,
    'packets.pingreq.received': pings,
    'packets.pingresp.sent': pings,
    'packets.disconnect.received': Math.floor(connects * 0.7),
    'packets.disconnect.sent': Math.floor(connects * 0.01),
    'packets.auth.received': 0,
    'packets.auth.sent': 0,
    'messages.received': received,
    'messages.sent': sent,
    'messages.qos0.received': rq0,
    'messages.qos0.sent': sq0,
    'messages.qos1.received': rq1,
    'messages.qos1.sent': sq1,
    'messages.qos2.received': rq2,
    'messages.qos2.sent': sq2,
    'messages.publish': received + sys,
    'messages.dropped': dropped,
    'messages.dropped.await_pubrel_timeout': Math.floor(rq2 * 0.00005),
    'messages.dropped.no_subscribers': dropped - Math.floor(rq2 * 0.00005),
    'messages.forward': Math.floor(received * 0.64),
    'messages.delayed': 0,
    'messages.delivered': sent,
    'messages.acked': Math.floor((sq1 + sq2) * 0.999),
    'messages.persisted': 0,
    'messages.validation_failed': 0,
    'messages.validation_succeeded': 0,
    'messages.transformation_failed': 0,
    'messages.transformation_succeeded': 0,
    'delivery.dropped': deliveryDropped,
    'delivery.dropped.no_local': Math.floor(deliveryDropped * 0.05),
    'delivery.dropped.too_large': Math.floor(deliveryDropped * 0.01),
    'delivery.dropped.qos0_msg': Math.floor(deliveryDropped * 0.3),
    'delivery.dropped.queue_full': deliveryDropped - Math.floor(deliveryDropped * 0.05) - Math.floor(deliveryDropped * 0.01) - Math.floor(deliveryDropped * 0.3) - Math.floor(deliveryDropped * 0.04),
    'delivery.dropped.expired': Math.floor(deliveryDropped * 0.04),
    'client.connect': connects,
    'client.connack': connects,
    'client.connected': connects - authFailures,
    'client.authenticate': connects,
    'client.auth.anonymous': 0,
    'client.authorize': authorize,
    'client.subscribe': subscribes,
    'client.unsubscribe': unsubscribes,
    'client.disconnected': Math.floor(connects * 0.7),
    'session.created': Math.floor(connects * 0.82),
    'session.resumed': connects - authFailures - Math.floor(connects * 0.82),
    'session.takenover': Math.floor(connects * 0.01),
    'session.discarded': Math.floor(connects * 0.005),
    'session.terminated': Math.floor(connects * 0.78),
    'authorization.allow': authorize - denied,
    'authorization.deny': denied,
    'authorization.cache_hit': Math.floor(authorize * 0.93),
    'authorization.cache_miss': authorize - Math.floor(authorize * 0.93),
    'authentication.success': connects - authFailures,
    'authentication.success.anonymous': 0,
    'authentication.failure': authFailures,
    'overload_protection.delay.ok': 0,
    'overload_protection.delay.timeout': 0,
    'overload_protection.hibernation': 0,
    'overload_protection.gc': 0,
    'overload_protection.new_conn': 0,
  };
  for (const [key, n] of Object.entries(state.published.get(node.name) ?? {})) metrics[key] = (metrics[key] ?? 0) + n;
  return metrics;
}

export function aggregateMetrics(perNode: readonly Metrics[]): Metrics {
  const out: Metrics = {};
  for (const metrics of perNode) for (const [key, value] of Object.entries(metrics)) out[key] = (out[key] ?? 0) + value;
  return out;
}
