/**
 * A message published through the broker's HTTP API (`POST /publish`), typed in the same form as the
 * WebSocket tool's publish panel: the draft, its checks and its MQTT 5 properties are that tool's. Pure.
 */
import { bytesToBase64 } from '../../components/payload/payload';
import type { EmqxMgmtApiPublishPublishError, EmqxMgmtApiPublishPublishMessage, EmqxMgmtApiPublishPublishOk } from '../../generated/model';
import { EMPTY_PROPERTIES, type PublishDraft } from '../websocket/connection-config';
import { encodePayload } from '../websocket/validation';

export function newPublishDraft(topic = ''): PublishDraft {
  return { ...EMPTY_PROPERTIES, topic, payload: '', encoding: 'json', qos: 0, retain: false };
}

/** The request body; call it with a draft `validatePublish` found no fault in. */
export function publishBody(draft: PublishDraft): EmqxMgmtApiPublishPublishMessage {
  const bytes = encodePayload(draft.payload, draft.encoding) ?? new Uint8Array();
  // Text and JSON go as typed; other encodings as the bytes they name, in Base64.
  const plain = draft.encoding === 'text' || draft.encoding === 'json';
  const properties: NonNullable<EmqxMgmtApiPublishPublishMessage['properties']> = {};
  if (draft.contentType) properties.content_type = draft.contentType;
  if (draft.messageExpiryInterval.trim()) properties.message_expiry_interval = Number(draft.messageExpiryInterval);
  if (draft.responseTopic) properties.response_topic = draft.responseTopic;
  if (draft.correlationData) properties.correlation_data = draft.correlationData;
  if (draft.payloadFormatIndicator) properties.payload_format_indicator = 1;
  const users = draft.userProperties.filter((p) => p.key);
  // The broker takes user properties as one object: a key given twice keeps its last value.
  if (users.length) properties.user_properties = Object.fromEntries(users.map((p) => [p.key, p.value]));
  return {
    topic: draft.topic,
    qos: draft.qos,
    retain: draft.retain,
    payload: plain ? draft.payload : bytesToBase64(bytes),
    payload_encoding: plain ? 'plain' : 'base64',
    ...(Object.keys(properties).length ? { properties } : {}),
  };
}

export type PublishOutcome = { kind: 'delivered'; id: string } | { kind: 'unrouted'; id?: string } | { kind: 'refused'; code?: number; reason: string };

/** What the broker said of one message: delivered, dropped for want of a subscriber, or refused. */
export function publishOutcome(answer: EmqxMgmtApiPublishPublishOk | EmqxMgmtApiPublishPublishError | undefined): PublishOutcome {
  const error = answer as EmqxMgmtApiPublishPublishError & EmqxMgmtApiPublishPublishOk;
  if (error?.reason_code === 16) return { kind: 'unrouted', id: error.id };
  if (error?.reason_code !== undefined) return { kind: 'refused', code: error.reason_code, reason: error.message ?? '' };
  return { kind: 'delivered', id: error?.id ?? '' };
}

/** The other topics of a batch, one a line (blank lines and the form's own topic left out, each once). */
export function batchTopics(text: string, first: string): string[] {
  return [...new Set(text.split('\n').map((line) => line.trim()))].filter((topic) => topic && topic !== first);
}

/** One message per topic, the form's topic first: `POST /publish/bulk`. */
export function batchBodies(draft: PublishDraft, more: readonly string[]): EmqxMgmtApiPublishPublishMessage[] {
  const body = publishBody(draft);
  return [body, ...more.map((topic) => ({ ...body, topic }))];
}
