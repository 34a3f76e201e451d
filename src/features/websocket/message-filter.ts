import { topicMatches } from '../../domain/topic-match';
/** Which messages a list shows: by topic (plain text or an MQTT filter with + and #) and payload text. */
export interface MessageFilter {
  topic: string;
  payload: string;
}

export interface FilterableMessage {
  topic: string;
  payload: Uint8Array;
}

const decoder = new TextDecoder();

/** A predicate for the filter, or undefined when the filter lets everything through. */
export function messageFilter(filter: MessageFilter): ((m: FilterableMessage) => boolean) | undefined {
  const topic = filter.topic.trim();
  const text = filter.payload.toLowerCase();
  if (!topic && !text) return undefined;
  const wildcard = /[+#]/.test(topic);
  return (m) => {
    if (topic && !(wildcard ? topicMatches(topic, m.topic) : m.topic.includes(topic))) return false;
    return !text || decoder.decode(m.payload).toLowerCase().includes(text);
  };
}
