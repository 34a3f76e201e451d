/**
 * Reading topic metrics as the broker sends them, and checking a topic before it is added. Pure:
 * the screen's texts for the outcomes live in the components.
 */

/** A count since the topic was added (or reset), and its current rate per second. */
export interface Flow {
  count: number;
  rate: number;
}

export interface TopicFlows {
  in: Flow;
  out: Flow;
  dropped: Flow;
  /** QoS 0, 1 and 2, in that order. */
  byQos: { in: Flow; out: Flow }[];
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The broker names its metrics `messages.in.count`; the API document calls them `message.in.count`.
 * Either is read, the broker's first.
 */
function metric(metrics: Readonly<Record<string, unknown>>, name: string): number {
  return num(metrics[`messages.${name}`] ?? metrics[`message.${name}`]);
}

const flow = (metrics: Readonly<Record<string, unknown>>, name: string): Flow => ({ count: metric(metrics, `${name}.count`), rate: metric(metrics, `${name}.rate`) });

export function readTopicFlows(metrics: object | undefined): TopicFlows {
  const m = (metrics ?? {}) as Readonly<Record<string, unknown>>;
  return {
    in: flow(m, 'in'),
    out: flow(m, 'out'),
    dropped: flow(m, 'dropped'),
    byQos: [0, 1, 2].map((q) => ({ in: flow(m, `qos${q}.in`), out: flow(m, `qos${q}.out`) })),
  };
}

/** A time the broker gives as RFC 3339 text or epoch seconds, as a Date; undefined when absent or unreadable. */
export function apiTime(value: unknown): Date | undefined {
  const date = typeof value === 'number' ? new Date(value * 1000) : typeof value === 'string' && value !== '' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

const SHARE = /^\$share\/([^/]*)\/(.*)$/s;

export type TopicCheck =
  /** What to send, and the shared-subscription group that was taken off, if any. */
  | { ok: true; topic: string; group?: string }
  | { ok: false; reason: 'required' | 'wildcard' | 'share-without-topic' };

/**
 * A topic as typed, checked the way the broker would see it. Metrics count messages published to a
 * topic name: a `$share/group/` prefix (a subscription's, never a publisher's) is taken off, and the
 * wildcards `+` and `#` have no place in a name.
 */
export function checkMetricTopic(typed: string): TopicCheck {
  if (typed === '') return { ok: false, reason: 'required' };
  const share = SHARE.exec(typed);
  const topic = share ? (share[2] ?? '') : typed;
  if (share && (topic === '' || share[1] === '')) return { ok: false, reason: 'share-without-topic' };
  if (topic.includes('+') || topic.includes('#')) return { ok: false, reason: 'wildcard' };
  return share ? { ok: true, topic, group: share[1] } : { ok: true, topic };
}

/** Topics whose text contains the filter, ignoring case; all of them without one. */
export function filterTopics<T extends { topic: string }>(rows: readonly T[], filter: string | undefined): T[] {
  const needle = filter?.trim().toLowerCase();
  return needle ? rows.filter((r) => r.topic.toLowerCase().includes(needle)) : [...rows];
}
