/**
 * What a broker's reason code means, in the operator's language. MQTT 3.1/3.1.1 CONNACK return codes
 * (0x00–0x05) and MQTT 5 error reason codes (0x80–0xA2) overlap in meaning but not in number, so the
 * protocol version picks the table.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const CONNACK_V3: Record<number, MessageDescriptor> = {
  0x00: msg`Connection accepted`,
  0x01: msg`Connection refused, unacceptable protocol version`,
  0x02: msg`Connection refused, identifier rejected`,
  0x03: msg`Connection refused, server unavailable`,
  0x04: msg`Connection refused, bad user name or password`,
  0x05: msg`Connection refused, not authorized`,
};

const REASON_V5: Record<number, MessageDescriptor> = {
  0x80: msg`Unspecified error`,
  0x81: msg`Malformed packet`,
  0x82: msg`Protocol error`,
  0x83: msg`Implementation specific error`,
  0x84: msg`Unsupported protocol version`,
  0x85: msg`Client identifier not valid`,
  0x86: msg`Bad user name or password`,
  0x87: msg`Not authorized`,
  0x88: msg`Server unavailable`,
  0x89: msg`Server busy`,
  0x8a: msg`Banned`,
  0x8b: msg`Server shutting down`,
  0x8c: msg`Bad authentication method`,
  0x8d: msg`Keep alive timeout`,
  0x8e: msg`Session taken over`,
  0x8f: msg`Topic filter invalid`,
  0x90: msg`Topic name invalid`,
  0x91: msg`Packet identifier in use`,
  0x92: msg`Packet identifier not found`,
  0x93: msg`Receive maximum exceeded`,
  0x94: msg`Topic alias invalid`,
  0x95: msg`Packet too large`,
  0x96: msg`Message rate too high`,
  0x97: msg`Quota exceeded`,
  0x98: msg`Administrative action`,
  0x99: msg`Payload format invalid`,
  0x9a: msg`Retain not supported`,
  0x9b: msg`QoS not supported`,
  0x9c: msg`Use another server`,
  0x9d: msg`Server moved`,
  0x9e: msg`Shared subscriptions not supported`,
  0x9f: msg`Connection rate exceeded`,
  0xa0: msg`Maximum connect time`,
  0xa1: msg`Subscription identifiers not supported`,
  0xa2: msg`Wildcard subscriptions not supported`,
};

/** "0x87", the way the MQTT specification writes reason codes. */
export function hexCode(code: number): string {
  return `0x${code.toString(16).toUpperCase().padStart(2, '0')}`;
}

/**
 * The description of a reason code. SUBACK's v3 failure (0x80) has no CONNACK meaning, so any code
 * the version's table lacks falls back to the other table, then to the bare number.
 */
export function reasonCodeDescription(code: number, protocolVersion: number): MessageDescriptor {
  const [first, second] = protocolVersion === 5 ? [REASON_V5, CONNACK_V3] : [CONNACK_V3, REASON_V5];
  const hex = hexCode(code);
  return first[code] ?? second[code] ?? msg`Reason code ${hex}`;
}
