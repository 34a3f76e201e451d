/** Which messages a list shows: by topic (plain text or an MQTT filter with + and #) and payload text. */
export interface MessageFilter {
  topic: string;
  payload: string;
}

export interface FilterableMessage {
  topic: string;
  payload: Uint8Array;
}

/** MQTT topic matching: '+' is one level, '#' (last) is any number of levels including none. */
export function topicMatchesFilter(filter: string, topic: string): boolean {
  const f = filter.split('/');
  const t = topic.split('/');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return i === f.length - 1;
    if (i >= t.length) return false;
    if (f[i] !== '+' && f[i] !== t[i]) return false;
  }
  return f.length === t.length;
}

const decoder = new TextDecoder();

/** A predicate for the filter, or undefined when the filter lets everything through. */
export function messageFilter(filter: MessageFilter): ((m: FilterableMessage) => boolean) | undefined {
  const topic = filter.topic.trim();
  const text = filter.payload.toLowerCase();
  if (!topic && !text) return undefined;
  const wildcard = /[+#]/.test(topic);
  return (m) => {
    if (topic && !(wildcard ? topicMatchesFilter(topic, m.topic) : m.topic.includes(topic))) return false;
    return !text || decoder.decode(m.payload).toLowerCase().includes(text);
  };
}
