/**
 * What the explorer's connection received on one topic, from the WebSocket tool's message list
 * (the last 10,000 messages of every topic): the latest message's flags, and the numeric fields of
 * the recent payloads for sparklines.
 */
import type { MessageRecord } from '../websocket/ws-store';
import { numericFields } from './explorer-tree';

const SPARK_POINTS = 30;
const MAX_FIELDS = 4;

export interface TopicHistory {
  last?: MessageRecord;
  /** Field → its last values, oldest first; fields with at least two values. */
  series: [string, number[]][];
}

/** The list as the WebSocket tool keeps it: newest first. */
interface NewestFirst {
  readonly size: number;
  at(index: number): MessageRecord | undefined;
}

export function topicHistory(messages: NewestFirst, topic: string): TopicHistory {
  const recent: MessageRecord[] = [];
  for (let i = 0; i < messages.size && recent.length < SPARK_POINTS; i++) {
    const message = messages.at(i);
    if (message?.topic === topic) recent.push(message);
  }
  recent.reverse();
  const series = new Map<string, number[]>();
  for (const message of recent) {
    for (const [field, value] of Object.entries(numericFields(message.payload))) {
      if (!series.has(field) && series.size >= MAX_FIELDS) continue;
      series.set(field, [...(series.get(field) ?? []), value]);
    }
  }
  return { last: recent.at(-1), series: [...series].filter(([, values]) => values.length >= 2) };
}
