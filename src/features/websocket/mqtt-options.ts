/**
 * Valid form settings turned into what mqtt.js takes. Empty optional fields are left out, so the
 * broker applies its own defaults instead of a zero the user never typed.
 */
import type { IClientOptions, IClientPublishOptions, IClientSubscribeOptions } from 'mqtt';
import type { ConnectionConfig, MessageProperties, PublishDraft, SubscribeDraft, UserProperty } from './connection-config';

/** mqtt.js reports a refused connection or a dead socket sooner than this; the rest is a hung handshake. */
export const CONNECT_TIMEOUT_MS = 10_000;

const optionalNumber = (text: string): number | undefined => (text.trim() ? Number(text) : undefined);

function userProperties(list: UserProperty[]): Record<string, string | string[]> | undefined {
  const out: Record<string, string | string[]> = {};
  for (const { key, value } of list) {
    if (!key.trim()) continue;
    // MQTT 5 allows a key to repeat; mqtt.js carries repeats as an array.
    const existing = out[key];
    out[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return Object.keys(out).length ? out : undefined;
}

/** Drops undefined entries: mqtt-packet counts a present key with an undefined value as a property. */
function compact<T extends object>(object: T): T | undefined {
  const entries = Object.entries(object).filter(([, v]) => v !== undefined && v !== false);
  return entries.length ? (Object.fromEntries(entries) as T) : undefined;
}

function messageProperties(p: MessageProperties) {
  return {
    contentType: p.contentType || undefined,
    messageExpiryInterval: optionalNumber(p.messageExpiryInterval),
    responseTopic: p.responseTopic || undefined,
    // mqtt-packet writes a string as its UTF-8 bytes; its typing asks for a Node Buffer, absent in the browser.
    correlationData: (p.correlationData || undefined) as unknown as Buffer | undefined,
    payloadFormatIndicator: p.payloadFormatIndicator || undefined,
    userProperties: userProperties(p.userProperties),
  };
}

export function clientOptions(c: ConnectionConfig): IClientOptions {
  const v5 = c.protocolVersion === 5;
  const options: IClientOptions = {
    clientId: c.clientId.trim(),
    username: c.username || undefined,
    password: c.password || undefined,
    keepalive: Number(c.keepalive),
    clean: c.clean,
    protocolVersion: c.protocolVersion,
    // The store re-subscribes itself, so its list stays the one truth about subscriptions.
    resubscribe: false,
    reconnectPeriod: Number(c.reconnectPeriod),
    connectTimeout: CONNECT_TIMEOUT_MS,
  };
  if (c.protocolVersion === 3) options.protocolId = 'MQIsdp';
  if (v5) {
    options.properties = compact({
      sessionExpiryInterval: optionalNumber(c.sessionExpiryInterval),
      receiveMaximum: optionalNumber(c.properties.receiveMaximum),
      maximumPacketSize: optionalNumber(c.properties.maximumPacketSize),
      topicAliasMaximum: optionalNumber(c.properties.topicAliasMaximum),
      requestResponseInformation: c.properties.requestResponseInformation || undefined,
      // The protocol's default is true, so only a false needs sending.
      requestProblemInformation: c.properties.requestProblemInformation ? undefined : false,
      userProperties: userProperties(c.properties.userProperties),
    });
  }
  if (c.will.enabled) {
    options.will = {
      topic: c.will.topic,
      payload: new TextEncoder().encode(c.will.payload) as Buffer,
      qos: c.will.qos,
      retain: c.will.retain,
      properties: v5
        ? compact({
            ...messageProperties(c.will),
            willDelayInterval: optionalNumber(c.will.willDelayInterval),
          })
        : undefined,
    };
  }
  return options;
}

export function subscribeOptions(d: SubscribeDraft, protocolVersion: number): IClientSubscribeOptions {
  if (protocolVersion !== 5) return { qos: d.qos };
  return {
    qos: d.qos,
    nl: d.noLocal,
    rap: d.retainAsPublished,
    rh: d.retainHandling,
  };
}

export function publishOptions(d: PublishDraft, protocolVersion: number): IClientPublishOptions {
  return {
    qos: d.qos,
    retain: d.retain,
    properties: protocolVersion === 5 ? compact(messageProperties(d)) : undefined,
  };
}
