/**
 * Checks the connection, subscribe and publish forms as the user types. Each returns the problems
 * keyed by field path ('port', 'will.topic', 'properties.receiveMaximum'…); an empty object is valid.
 * Messages are descriptors so they render in the current language.
 */
import { topicFilterError } from '../../domain/topic-filter';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { base64ToBytes } from '../../components/payload/payload';
import type { ConnectionConfig, MessageProperties, PayloadEncoding, PublishDraft, SubscribeDraft, UserProperty } from './connection-config';

export type FieldErrors = Partial<Record<string, MessageDescriptor>>;

const UINT32_MAX = 4_294_967_295;

/** A whole number in [min, max]; empty passes when the field is optional. */
function integerError(value: string, min: number, max: number, optional = false): MessageDescriptor | undefined {
  const text = value.trim();
  if (!text) return optional ? undefined : msg`Enter a whole number from ${min} to ${max}`;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) return msg`Enter a whole number from ${min} to ${max}`;
  return undefined;
}

function userPropertyErrors(prefix: string, properties: UserProperty[], errors: FieldErrors): void {
  properties.forEach((p, i) => {
    if (!p.key.trim() && p.value) errors[`${prefix}.${i}.key`] = msg`Key is required`;
  });
}

function messagePropertyErrors(prefix: string, p: MessageProperties, errors: FieldErrors): void {
  const expiry = integerError(p.messageExpiryInterval, 0, UINT32_MAX, true);
  if (expiry) errors[`${prefix}messageExpiryInterval`] = expiry;
  if (/[+#]/.test(p.responseTopic)) errors[`${prefix}responseTopic`] = msg`A topic name cannot contain + or #`;
  userPropertyErrors(`${prefix}userProperties`, p.userProperties, errors);
}

function put(errors: FieldErrors, key: string, error: MessageDescriptor | undefined): void {
  if (error) errors[key] = error;
}

export function validateConnection(c: ConnectionConfig): FieldErrors {
  const errors: FieldErrors = {};
  if (!c.name.trim()) errors.name = msg`Name is required`;
  if (!c.host.trim()) errors.host = msg`Host is required`;
  else if (/[\s/?#]/.test(c.host.trim())) errors.host = msg`Enter a host name or an IP address`;
  put(errors, 'port', integerError(c.port, 1, 65_535));
  if (!c.clientId.trim()) errors.clientId = msg`Client ID is required`;
  else if (c.protocolVersion === 3 && c.clientId.length > 23) errors.clientId = msg`MQTT 3.1 allows at most 23 characters`;
  put(errors, 'keepalive', integerError(c.keepalive, 0, 65_535));
  put(errors, 'reconnectPeriod', integerError(c.reconnectPeriod, 0, 3_600_000));
  if (c.protocolVersion === 5) {
    put(errors, 'sessionExpiryInterval', integerError(c.sessionExpiryInterval, 0, UINT32_MAX, true));
    put(errors, 'properties.receiveMaximum', integerError(c.properties.receiveMaximum, 1, 65_535, true));
    put(errors, 'properties.maximumPacketSize', integerError(c.properties.maximumPacketSize, 1, 268_435_455, true));
    put(errors, 'properties.topicAliasMaximum', integerError(c.properties.topicAliasMaximum, 0, 65_535, true));
    userPropertyErrors('properties.userProperties', c.properties.userProperties, errors);
  }
  if (c.will.enabled) {
    if (!c.will.topic.trim()) errors['will.topic'] = msg`Topic is required`;
    else if (/[+#]/.test(c.will.topic)) errors['will.topic'] = msg`A topic name cannot contain + or #`;
    if (c.protocolVersion === 5) {
      put(errors, 'will.willDelayInterval', integerError(c.will.willDelayInterval, 0, UINT32_MAX, true));
      messagePropertyErrors('will.', c.will, errors);
    }
  }
  return errors;
}

export function validateSubscribe(draft: SubscribeDraft): FieldErrors {
  const errors: FieldErrors = {};
  put(errors, 'topic', topicFilterError(draft.topic));
  return errors;
}

const HEX = /^([0-9a-f]{2})*$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The payload's bytes as the chosen encoding reads the text, or undefined when the text is not that encoding. */
export function encodePayload(text: string, encoding: PayloadEncoding): Uint8Array | undefined {
  switch (encoding) {
    case 'text':
      return new TextEncoder().encode(text);
    case 'json':
      try {
        if (text.trim()) JSON.parse(text);
        return new TextEncoder().encode(text);
      } catch {
        return undefined;
      }
    case 'base64': {
      const compact = text.replace(/\s+/g, '');
      if (!BASE64.test(compact) || compact.length % 4 !== 0) return undefined;
      return base64ToBytes(compact);
    }
    case 'hex': {
      const compact = text.replace(/\s+/g, '');
      if (!HEX.test(compact)) return undefined;
      return Uint8Array.from(compact.match(/../g) ?? [], (pair) => parseInt(pair, 16));
    }
  }
}

const ENCODING_ERRORS: Record<PayloadEncoding, MessageDescriptor> = {
  text: msg`The payload is not valid text`,
  json: msg`The payload is not valid JSON`,
  base64: msg`The payload is not valid Base64`,
  hex: msg`The payload is not valid Hex (pairs of 0-9 and a-f)`,
};

export function validatePublish(draft: PublishDraft, protocolVersion: number): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.topic) errors.topic = msg`Topic is required`;
  else if (/[+#]/.test(draft.topic)) errors.topic = msg`A topic name cannot contain + or #`;
  if (encodePayload(draft.payload, draft.encoding) === undefined) errors.payload = ENCODING_ERRORS[draft.encoding];
  if (protocolVersion === 5) messagePropertyErrors('', draft, errors);
  return errors;
}
