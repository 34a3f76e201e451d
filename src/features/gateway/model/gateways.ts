import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EmqxGatewayApiGatewayOverview } from '../../../generated/model';

/** The gateways this console manages (the contract also names enterprise-only ones it leaves alone). */
export const GATEWAY_NAMES = ['coap', 'exproto', 'lwm2m', 'mqttsn', 'stomp'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

export const isGatewayName = (value: unknown): value is GatewayName => typeof value === 'string' && (GATEWAY_NAMES as readonly string[]).includes(value);

export type GatewayListenerType = 'tcp' | 'ssl' | 'udp' | 'dtls';

/** The listener types each gateway takes (the contract's listener unions per gateway). */
export const GATEWAY_TRANSPORTS: Record<GatewayName, readonly GatewayListenerType[]> = {
  coap: ['udp', 'dtls'],
  lwm2m: ['udp', 'dtls'],
  mqttsn: ['udp', 'dtls'],
  stomp: ['tcp', 'ssl'],
  exproto: ['tcp', 'ssl', 'udp', 'dtls'],
};

export const isTransportOf = (gateway: GatewayName, type: unknown): type is GatewayListenerType =>
  typeof type === 'string' && (GATEWAY_TRANSPORTS[gateway] as readonly string[]).includes(type);

/** The ports the broker's own examples use, so a first listener needs no thought. */
const DEFAULT_PORTS: Record<GatewayName, Partial<Record<GatewayListenerType, number>>> = {
  coap: { udp: 5683, dtls: 5684 },
  lwm2m: { udp: 5783, dtls: 5784 },
  mqttsn: { udp: 1884, dtls: 1885 },
  stomp: { tcp: 61613, ssl: 61614 },
  exproto: { tcp: 7993, ssl: 7994, udp: 7993, dtls: 7994 },
};

/** Listener ids are `{gateway}:{type}:{name}`. */
export const gatewayListenerId = (gateway: string, type: string, name: string) => `${gateway}:${type}:${name}`;

/**
 * The address a new listener of this type binds: the gateway's usual port, moved past ports its
 * other listeners of the same family (TCP or UDP) already hold.
 */
export function suggestedGatewayBind(gateway: GatewayName, type: GatewayListenerType, taken: readonly { type?: string; bind?: string }[]): string {
  const udp = (t: string | undefined) => t === 'udp' || t === 'dtls';
  const used = new Set(taken.filter((l) => udp(l.type) === udp(type)).map((l) => Number(String(l.bind ?? '').split(':').pop())));
  let port = DEFAULT_PORTS[gateway][type] ?? 7993;
  while (used.has(port)) port += 1;
  return String(port);
}

export type GatewayStatus = 'running' | 'stopped' | 'unloaded';

/** The overview's status; an answer without one is treated as not loaded. */
export const gatewayStatus = (gateway: Pick<EmqxGatewayApiGatewayOverview, 'status'> | undefined): GatewayStatus => gateway?.status ?? 'unloaded';

export const GATEWAY_STATUS_LABELS: Record<GatewayStatus, MessageDescriptor> = {
  running: msg`Running`,
  stopped: msg`Stopped`,
  unloaded: msg`Unloaded`,
};

/** Listener names follow the broker's name rule: a letter first, then letters, digits, '_' or '-'. */
export const LISTENER_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_-]*$';
