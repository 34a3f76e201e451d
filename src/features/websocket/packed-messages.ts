/**
 * Received messages on their way from the MQTT worker to the page, packed into a few typed arrays
 * whose buffers are transferred, not copied: a frame's worth of messages crosses in one postMessage,
 * and the page's thread deserializes a handful of objects instead of one per message.
 */
import type { QoS } from './connection-config';

export interface IncomingMessage {
  topic: string;
  payload: Uint8Array;
  qos: QoS;
  retain: boolean;
  time: number;
  /** MQTT 5 properties as JSON text, when the message had any. */
  properties?: string;
}

export interface PackedMessages {
  count: number;
  /** Each distinct topic once: a flood on one topic sends its name once per batch. */
  topics: string[];
  /** Per message: its topic's index in `topics`. */
  topicOf: Uint32Array;
  /** Per message: where its payload ends in `bytes`; it starts where the previous one ends. */
  ends: Uint32Array;
  bytes: Uint8Array;
  /** Per message: QoS in bits 0–1, retain in bit 2. */
  flags: Uint8Array;
  times: Float64Array;
  /** MQTT 5 properties by message index; most messages have none. */
  properties: Record<number, string>;
}

const RETAIN = 4;

/** Packs `count` messages, `at(0)` first; the payloads are copied into one buffer. */
export function packMessages(count: number, at: (index: number) => IncomingMessage): PackedMessages {
  const topics: string[] = [];
  const topicIndex = new Map<string, number>();
  const topicOf = new Uint32Array(count);
  const ends = new Uint32Array(count);
  const flags = new Uint8Array(count);
  const times = new Float64Array(count);
  const properties: Record<number, string> = {};
  let size = 0;
  for (let i = 0; i < count; i++) {
    const message = at(i);
    let index = topicIndex.get(message.topic);
    if (index === undefined) {
      index = topics.push(message.topic) - 1;
      topicIndex.set(message.topic, index);
    }
    topicOf[i] = index;
    size += message.payload.length;
    ends[i] = size;
    flags[i] = message.qos | (message.retain ? RETAIN : 0);
    times[i] = message.time;
    if (message.properties !== undefined) properties[i] = message.properties;
  }
  const bytes = new Uint8Array(size);
  for (let i = 0; i < count; i++) bytes.set(at(i).payload, i ? ends[i - 1]! : 0);
  return { count, topics, topicOf, ends, bytes, flags, times, properties };
}

/** The buffers postMessage can hand over instead of copying. */
export function packedBuffers(packed: PackedMessages): ArrayBuffer[] {
  return [packed.topicOf, packed.ends, packed.bytes, packed.flags, packed.times].map((array) => array.buffer as ArrayBuffer);
}

export function packedTopic(packed: PackedMessages, index: number): string {
  return packed.topics[packed.topicOf[index]!]!;
}

/** The payload of message `index`: a view into the batch's bytes, not a copy. */
export function packedPayload(packed: PackedMessages, index: number): Uint8Array {
  return packed.bytes.subarray(index ? packed.ends[index - 1]! : 0, packed.ends[index]!);
}

export function unpackMessage(packed: PackedMessages, index: number): IncomingMessage {
  const flags = packed.flags[index]!;
  return {
    topic: packedTopic(packed, index),
    payload: packedPayload(packed, index),
    qos: (flags & 3) as QoS,
    retain: (flags & RETAIN) !== 0,
    time: packed.times[index]!,
    properties: packed.properties[index],
  };
}
