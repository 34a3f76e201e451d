/**
 * `POST /publish` and `POST /publish/bulk` (emqx_mgmt_api_publish, 5.8.1): a message made from the
 * request, run through the `message.publish` hooks the sandbox models (topic metrics, retainer, rule
 * engine, delayed publish, schema validations and message transformations, in the broker's priority
 * order), then routed to the subscriptions. The
 * HTTP API publishes on the node that serves it: the first one.
 */
import { bytesToBase64 } from '../lib/base64';
import { isJsonObject, type Json, type JsonObject } from '../lib/json';
import { splitShare, topicMatches } from '../lib/topic';
import type { SandboxState } from '../state';
import { findClient } from './client-store';
import { passDataHub, type HubMessage } from './data-hub';
import { fireRule, type Send } from './live-delivery';
import type { Metrics } from './metrics';

type Qos = 0 | 1 | 2;

export interface HttpMessage {
  /** 32 upper-case hex digits, as `emqx_guid:to_hexstr/1` writes the message's GUID. */
  id: string;
  topic: string;
  payload: Uint8Array;
  qos: Qos;
  retain: boolean;
  /** MQTT 5 properties as the broker names them (`User-Property` a list of pairs). */
  properties: JsonObject;
  timestamp: number;
}

export interface PublishAnswer {
  status: number;
  body: Json;
}

/** `?RC_…` reason codes the API answers with, and `emqx_reason_codes:name/1` of each. */
const RC_NO_MATCHING_SUBSCRIBERS = 16;
const RC_IMPLEMENTATION_SPECIFIC_ERROR = 131;
const RC_TOPIC_NAME_INVALID = 144;
const RC_QUOTA_EXCEEDED = 151;

const errorBody = (reasonCode: number, message: string): JsonObject => ({ reason_code: reasonCode, message });

const MAX_TOPIC_LEN = 65535;
/** emqx_delayed's `?MAX_INTERVAL`: a larger delay is read as an absolute Unix time. */
const MAX_DELAY_INTERVAL = 4294967;
const UNITS: Record<string, number> = { kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** A bytesize config value (`1MB`, `512KB`, or bytes); undefined when it is not one. */
function bytesize(value: Json | undefined): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const unit = /^([0-9]+)(kb|mb|gb)$/i.exec(value);
  if (unit) return Number(unit[1]) * UNITS[unit[2]!.toLowerCase()]!;
  return /^[0-9]+$/.test(value) ? Number(value) : undefined;
}

const config = (state: SandboxState, path: string): JsonObject => {
  const value = state.configs.get(path);
  return isJsonObject(value) ? value : {};
};

const utf8 = new TextEncoder();

/**
 * OTP's `base64:decode/1`: whitespace is skipped, a quad may end in `=` or `==` followed by nothing
 * but whitespace, and anything else (a missing `=`, a URL-safe letter) fails. Trailing bits are not checked.
 */
export function decodeBase64(text: string): Uint8Array | undefined {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const out: number[] = [];
  const quad: (number | '=')[] = [];
  let ended = false;
  for (const ch of text) {
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') continue;
    if (ended) return undefined;
    const v = ch === '=' ? '=' : alphabet.indexOf(ch);
    if (v === -1) return undefined;
    quad.push(v);
    if (quad.length < 4) continue;
    const [b1, b2, b3, b4] = quad as [number | '=', number | '=', number | '=', number | '='];
    quad.length = 0;
    if (b1 === '=' || b2 === '=' || (b3 === '=' && b4 !== '=')) return undefined;
    out.push((b1 << 2) | (b2 >> 4));
    if (b3 === '=') {
      ended = true;
      continue;
    }
    out.push(((b2 & 15) << 4) | (b3 >> 2));
    if (b4 === '=') {
      ended = true;
      continue;
    }
    out.push(((b3 & 3) << 6) | b4);
  }
  return quad.length === 0 ? new Uint8Array(out) : undefined;
}

/** `io_lib:format("~0p", [Binary])`: `<<"text">>` when every byte prints in Latin-1, else the bytes. */
function erlangBinary(bytes: Uint8Array, text: string): string {
  const escapes: Record<number, string> = { 8: '\\b', 9: '\\t', 10: '\\n', 11: '\\v', 12: '\\f', 13: '\\r', 27: '\\e' };
  const printable = [...bytes].every((b) => (b >= 32 && b <= 126) || b >= 160 || escapes[b] !== undefined);
  if (!printable) return `<<${[...bytes].join(',')}>>`;
  // The Latin-1 characters Erlang prints become the same bytes again: the original text.
  const body = [...text].map((c) => (c === '"' || c === '\\' ? `\\${c}` : (escapes[c.charCodeAt(0)] ?? c))).join('');
  return `<<"${body}">>`;
}

/** `emqx_topic:validate(name, Topic)`: no wildcard, no NUL, 1 to 65535 bytes. */
function validTopicName(topic: string): boolean {
  const size = utf8.encode(topic).length;
  if (size === 0 || size > MAX_TOPIC_LEN || topic.includes('\u0000')) return false;
  return !topic.includes('#') && !topic.includes('+');
}

const PROPERTY_NAMES: Record<string, string> = {
  payload_format_indicator: 'Payload-Format-Indicator',
  message_expiry_interval: 'Message-Expiry-Interval',
  response_topic: 'Response-Topic',
  correlation_data: 'Correlation-Data',
  user_properties: 'User-Property',
  content_type: 'Content-Type',
};

function toProperties(properties: Json | undefined): JsonObject {
  if (!isJsonObject(properties)) return {};
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(properties)) {
    const name = PROPERTY_NAMES[key];
    if (name === undefined) continue;
    out[name] = key === 'user_properties' && isJsonObject(value) ? Object.entries(value).map(([k, v]) => [k, v]) : value;
  }
  return out;
}

let sequence = 0;

/** An `emqx_guid`: the microsecond timestamp, then the node and process, then a sequence number. */
function guid(state: SandboxState): string {
  sequence = (sequence + 1) & 0xffff;
  const micros = BigInt(state.now()) * 1000n + BigInt(sequence % 1000);
  const node = [...(state.nodes[0]?.name ?? 'emqx@127.0.0.1')].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return `${micros.toString(16).padStart(16, '0')}${node.toString(16).padStart(8, '0')}0001${sequence.toString(16).padStart(4, '0')}`.toUpperCase();
}

/**
 * make_message/1: the payload decoded, the topic checked as a name, then the estimated packet
 * against `mqtt.max_packet_size`; a failure is the 400 body the broker answers.
 */
export function makeMessage(state: SandboxState, body: JsonObject): HttpMessage | JsonObject {
  const raw = typeof body.payload === 'string' ? body.payload : '';
  let payload: Uint8Array;
  if (body.payload_encoding === 'base64') {
    const decoded = decodeBase64(raw);
    if (!decoded) return errorBody(RC_IMPLEMENTATION_SPECIFIC_ERROR, `{decode_base64_payload_failed,${erlangBinary(utf8.encode(raw), raw)}}`);
    payload = decoded;
  } else {
    payload = utf8.encode(raw);
  }
  const topic = typeof body.topic === 'string' ? body.topic : '';
  if (!validTopicName(topic)) return errorBody(RC_TOPIC_NAME_INVALID, 'topic_name_invalid');
  // emqx_message:estimate_size/1: fixed header, length, topic length, topic, packet id, payload.
  const size = 1 + 4 + 2 + utf8.encode(topic).length + 2 + payload.length;
  const mqtt = config(state, '/configs/global_zone').mqtt;
  const limit = bytesize(isJsonObject(mqtt) ? mqtt.max_packet_size : undefined) ?? 0xfffffff;
  // 0x95 packet_too_large is no PUBACK reason code: the broker answers quota_exceeded's code.
  if (size > limit) return errorBody(RC_QUOTA_EXCEEDED, 'packet_too_large');
  return {
    id: guid(state),
    topic,
    payload,
    qos: (typeof body.qos === 'number' ? body.qos : 0) as Qos,
    retain: body.retain === true,
    properties: toProperties(body.properties),
    timestamp: state.now(),
  };
}

// Not instanceof: under jsdom the encoder's bytes come from another realm's Uint8Array.
const isMessage = (m: HttpMessage | JsonObject): m is HttpMessage => ArrayBuffer.isView(m.payload);

/** Counters the API's messages added to each node's, on top of what its traffic curve gives. */
function bump(state: SandboxState, node: string, ...keys: string[]): void {
  const counters: Metrics = state.published.get(node) ?? {};
  for (const key of keys) counters[key] = (counters[key] ?? 0) + 1;
  state.published.set(node, counters);
}

const isSys = (topic: string): boolean => topic.startsWith('$SYS/');

/** emqx_topic_metrics: counts only the exact topics registered. */
function countTopic(state: SandboxState, topic: string, count: (record: { in: number; out: number; dropped: number; qosIn: number[]; qosOut: number[] }) => void): void {
  const record = state.topicMetrics.get(topic);
  if (record) count(record.counts);
}

/** emqx_retainer's `message.publish` hook; true when it stops the message (`stop_publish_clear_msg`). */
function retain(state: SandboxState, message: HttpMessage): boolean {
  const conf = config(state, '/mqtt/retainer');
  if (!message.retain || conf.enable === false) return false;
  if (message.payload.length === 0) {
    state.retained.delete(message.topic);
    return conf.stop_publish_clear_msg === true;
  }
  const limit = bytesize(conf.max_payload_size) ?? 0;
  if (limit > 0 && message.payload.length > limit) return false;
  const backend = isJsonObject(conf.backend) ? conf.backend : {};
  const max = typeof backend.max_retained_messages === 'number' ? backend.max_retained_messages : 0;
  // The built-in database refuses a new topic once full; a topic it holds is still replaced.
  if (max > 0 && state.retained.size >= max && !state.retained.has(message.topic)) return false;
  state.retained.delete(message.topic);
  state.retained.set(message.topic, {
    topic: message.topic,
    qos: message.qos,
    payload: bytesToBase64(message.payload),
    msgid: message.id,
    publishAt: message.timestamp,
    fromClientid: 'http_api',
    fromUsername: '',
  });
  return false;
}

/** The rule engine: every enabled rule whose FROM names a filter the topic matches. */
function fireRules(state: SandboxState, message: HttpMessage, work: Promise<void>[], send?: Send): void {
  if (isSys(message.topic) && state.ruleEngine.ignore_sys_message !== false) return;
  const context: JsonObject = {
    event_type: 'message_publish',
    id: message.id,
    topic: message.topic,
    clientid: 'http_api',
    qos: message.qos,
    flags: { retain: message.retain, dup: false },
    pub_props: message.properties,
    payload: new TextDecoder().decode(message.payload),
    timestamp: message.timestamp,
  };
  for (const rule of state.rules.values()) {
    if (!rule.enable || !rule.from.some((filter) => !filter.startsWith('$events/') && topicMatches(filter, message.topic))) continue;
    fireRule(state, rule, context, work, send);
  }
}

/** emqx_delayed's hook: `$delayed/{seconds}/{topic}` is kept back; true when it took the message. */
function delay(state: SandboxState, message: HttpMessage): boolean {
  if (config(state, '/mqtt/delayed').enable === false) return false;
  const m = /^\$delayed\/([^/]*)\/(.*)$/s.exec(message.topic);
  // binary_to_integer/1 refusing the delay crashes the hook, which leaves the message as it was.
  if (!m || !/^[+-]?[0-9]+$/.test(m[1]!)) return false;
  const delay = Number(m[1]);
  let interval = delay;
  if (delay >= MAX_DELAY_INTERVAL) {
    interval = delay - Math.round(message.timestamp / 1000);
    if (interval > MAX_DELAY_INTERVAL) return false;
  }
  const max = config(state, '/mqtt/delayed').max_delayed_messages;
  // A full table is logged by the broker; the message is stopped all the same.
  if (typeof max === 'number' && max > 0 && state.delayed.length >= max) return true;
  const node = state.nodes[0]?.name ?? 'emqx@127.0.0.1';
  const msgid = state.delayed.reduce((n, d) => Math.max(n, d.msgid), 0) + 1;
  state.delayed.push({ msgid, node, topic: m[2]!, qos: message.qos, payload: bytesToBase64(message.payload), fromClientid: 'http_api', fromUsername: '', publishAt: message.timestamp, interval });
  bump(state, node, 'messages.delayed');
  return true;
}

interface Delivery {
  node: string;
  online: boolean;
  qos: Qos;
}

/**
 * The subscriptions the topic's routes lead to: every matching one, a shared group once (an online
 * member first). An offline session still holds its subscriptions and queues what it is sent.
 */
function subscribers(state: SandboxState, topic: string): { deliveries: Delivery[]; routes: number } {
  const deliveries: Delivery[] = [];
  const groups = new Map<string, number>();
  for (const [clientid, subs] of state.subscriptions) {
    const client = state.clients.get(clientid) ?? findClient(state, clientid);
    if (!client) continue;
    for (const sub of subs) {
      if (!topicMatches(sub.topic, topic)) continue;
      const online = client.disconnectedAt === undefined;
      const delivery = { node: client.node, online, qos: sub.qos };
      const { group, filter } = splitShare(sub.topic);
      if (group === undefined) {
        deliveries.push(delivery);
        continue;
      }
      const key = `${group}\u0000${filter}`;
      const at = groups.get(key);
      if (at === undefined) groups.set(key, deliveries.push(delivery) - 1);
      else if (online && !deliveries[at]!.online) deliveries[at] = delivery;
    }
  }
  // A large sandbox's generated subscribers are known by their routes only.
  let routes = 0;
  const population = state.population;
  if (population) for (let r = 0; r < population.routeCount; r++) if (topicMatches(population.routeAt(r).topic, topic)) routes++;
  return { deliveries, routes };
}

const utf8Decoder = new TextDecoder();

/** The message as the Data Hub reads it: an API publish comes from the client `http_api`. */
function hubMessage(m: HttpMessage): HubMessage {
  const pairs = Array.isArray(m.properties['User-Property']) ? (m.properties['User-Property'] as Json[]) : [];
  const userProperties = Object.fromEntries(pairs.flatMap((p) => (Array.isArray(p) && p.length === 2 ? [[String(p[0]), String(p[1])]] : [])));
  return { topic: m.topic, payload: utf8Decoder.decode(m.payload), qos: m.qos, retain: m.retain, clientid: 'http_api', userProperties };
}

/** The message as the Data Hub left it; a payload it did not change keeps its bytes (binary stays binary). */
function fromHubMessage(m: HttpMessage, read: HubMessage, out: HubMessage): HttpMessage {
  if (out === read) return m;
  const userProperty = Object.entries(out.userProperties).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const properties = userProperty.length > 0 ? { ...m.properties, 'User-Property': userProperty } : m.properties;
  return { ...m, topic: out.topic, payload: out.payload === read.payload ? m.payload : utf8.encode(out.payload), qos: out.qos, retain: out.retain, properties };
}

/** emqx_mgmt:publish/1 and the answer publish_result_to_http_reply/2 makes of its result. */
export function publish(state: SandboxState, received: HttpMessage, work: Promise<void>[] = [], send?: Send): PublishAnswer {
  const here = state.nodes[0]?.name ?? 'emqx@127.0.0.1';
  const qosKey = `messages.qos${received.qos}.received`;
  bump(state, here, qosKey, 'messages.received', ...(isSys(received.topic) ? [] : ['messages.publish']));
  countTopic(state, received.topic, (c) => {
    c.in += 1;
    c.qosIn[received.qos]! += 1;
  });
  // A message the schema validations or transformations drop is not routed: the broker's publish
  // result is empty, which the API answers as no matching subscribers.
  const noMatch = { status: 202, body: errorBody(RC_NO_MATCHING_SUBSCRIBERS, 'no_matching_subscribers') };
  const read = hubMessage(received);
  const hub = passDataHub(state.dataHub, state.schemaRegistry, read, state.now(), here);
  if (hub.counters.length > 0) bump(state, here, ...hub.counters);
  if (!hub.message) return noMatch;
  const message = fromHubMessage(received, read, hub.message);
  for (const relay of state.publishRelays) relay(message);
  if (retain(state, message)) return noMatch;
  fireRules(state, message, work, send);
  if (delay(state, message)) return noMatch;

  const { deliveries, routes } = subscribers(state, message.topic);
  if (deliveries.length === 0 && routes === 0) {
    if (!isSys(message.topic)) bump(state, here, 'messages.dropped', 'messages.dropped.no_subscribers');
    countTopic(state, message.topic, (c) => void (c.dropped += 1));
    return noMatch;
  }
  for (const d of deliveries) {
    // An offline session queues the message: it is sent when the client comes back.
    if (!d.online) continue;
    const qos = Math.min(message.qos, d.qos) as Qos;
    bump(state, d.node, 'messages.delivered', 'messages.sent', `messages.qos${qos}.sent`, 'packets.publish.sent', 'packets.sent');
    countTopic(state, message.topic, (c) => {
      c.out += 1;
      c.qosOut[qos]! += 1;
    });
  }
  return { status: 200, body: { id: message.id } };
}

/** `POST /publish`. */
export function publishOne(state: SandboxState, body: JsonObject, work?: Promise<void>[], send?: Send): PublishAnswer {
  const message = makeMessage(state, body);
  return isMessage(message) ? publish(state, message, work, send) : { status: 400, body: message };
}

/**
 * `POST /publish/bulk`: every message is made before any is published (the first bad one answers
 * 400 for all), then the answers in order: 200 when all were, else 202 (503 cannot happen here).
 */
export function publishBulk(state: SandboxState, bodies: JsonObject[], work?: Promise<void>[], send?: Send): PublishAnswer {
  if (bodies.length === 0) {
    // messages([]) returns `{errror, …}` (sic), which publish_batch/2's case does not match.
    return { status: 500, body: { code: 'INTERNAL_ERROR', message: 'error, {case_clause,{errror,<<"empty_batch">>}}, [{emqx_mgmt_api_publish,publish_batch,2,[{file,"emqx_mgmt_api_publish.erl"},{line,224}]}]' } };
  }
  const messages: HttpMessage[] = [];
  for (const body of bodies) {
    const message = makeMessage(state, body);
    if (!isMessage(message)) return { status: 400, body: message };
    messages.push(message);
  }
  const answers = messages.map((message) => publish(state, message, work, send));
  return { status: answers.every((a) => a.status === 200) ? 200 : 202, body: answers.map((a) => a.body) };
}
