/**
 * The test panel's data: per event type, the fields of the test context with their values as typed,
 * defaulted from `/rule_events`' test columns, and the `POST /rule_test` context built from them;
 * why a test did not match; and what was typed for each rule, kept while the user stays.
 */
import { topicMatches } from '../../../domain/topic-match';
import { getSession, subscribeSession } from '../../../api/session';
import { BRIDGE_EVENT, eventTypeOfSource, MESSAGE_PUBLISH } from './event-types';
import type { RuleEventInfo, TestValue } from './rule-events';

/** A field of the test data: the text typed, and the kind of value the context takes. */
export interface TestField {
  name: string;
  kind: 'string' | 'number' | 'boolean';
  value: string;
}

const PUBLISH_DEFAULTS: Record<string, TestValue> = { clientid: 'c_emqx', username: 'u_emqx', topic: 't/a', qos: 1, payload: '{"msg": "hello"}' };

/** Defaults the broker does not list: a message publish when `/rule_events` has none, an MQTT source's message. */
const LOCAL_DEFAULTS: Record<string, Record<string, TestValue>> = {
  [MESSAGE_PUBLISH]: PUBLISH_DEFAULTS,
  [BRIDGE_EVENT]: { topic: 't/a', qos: 1, payload: '{"msg": "hello"}', server: '127.0.0.1:1883' },
};

const kindOf = (value: TestValue): TestField['kind'] => (typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string');

/** A topic the filter matches: each wildcard level becomes `test` (`factory/+/data` → `factory/test/data`). */
export function topicMatching(filter: string): string {
  return filter
    .split('/')
    .map((level) => (level === '+' || level === '#' ? 'test' : level))
    .join('/');
}

/**
 * The default test data of one event type. A message's topic is one the SQL's first topic filter
 * matches, so the first run tests the WHERE rather than failing on FROM.
 */
export function defaultTestFields(eventType: string, events: readonly RuleEventInfo[], fromTopics: readonly string[] = []): TestField[] {
  const listed = events.find((e) => e.type === eventType)?.testDefaults;
  const defaults = { ...(listed && Object.keys(listed).length > 0 ? listed : (LOCAL_DEFAULTS[eventType] ?? {})) };
  const topic = fromTopics.find((source) => !source.startsWith('$'));
  if (eventType === MESSAGE_PUBLISH && topic && 'topic' in defaults) defaults.topic = topicMatching(topic);
  return Object.entries(defaults).map(([name, value]) => ({ name, kind: kindOf(value), value: String(value) }));
}

/** Why a field's text cannot be sent, or undefined. */
export function testFieldError(field: TestField): 'number' | 'qos' | undefined {
  if (field.kind !== 'number') return undefined;
  const value = Number(field.value);
  if (field.value.trim() === '' || !Number.isFinite(value)) return 'number';
  if (field.name === 'qos' && ![0, 1, 2].includes(value)) return 'qos';
  return undefined;
}

/** The `POST /rule_test` context: the typed texts as the values the event's schema takes. */
export function testContext(eventType: string, fields: readonly TestField[]): Record<string, TestValue> {
  const context: Record<string, TestValue> = { event_type: eventType };
  for (const field of fields) {
    context[field.name] = field.kind === 'number' ? Number(field.value) : field.kind === 'boolean' ? field.value === 'true' : field.value;
  }
  return context;
}

/** The FROM entries that are MQTT topic filters (not `$events/…`, `$bridges/…` or `$sources/…`). */
export const topicFiltersOf = (sources: readonly string[]): string[] => sources.filter((s) => eventTypeOfSource(s) === MESSAGE_PUBLISH && !s.startsWith('$events/'));

/**
 * Why the broker answered "SQL Not Match" (412 `NOT_MATCH` names no reason): for a message, the test
 * topic none of FROM's topic filters matches; otherwise the event reached the SQL and its WHERE (or
 * FOREACH's INCASE) left nothing.
 */
export type NoMatchReason = { kind: 'topic'; topic: string; filters: string[] } | { kind: 'where' };

export function noMatchReason(eventType: string, fields: readonly TestField[], sources: readonly string[]): NoMatchReason {
  if (eventType !== MESSAGE_PUBLISH) return { kind: 'where' };
  const topic = fields.find((f) => f.name === 'topic')?.value ?? '';
  // `$events/message_publish` takes every message, whatever its topic.
  if (sources.includes('$events/message_publish')) return { kind: 'where' };
  const filters = topicFiltersOf(sources);
  if (filters.length === 0 || filters.some((filter) => topicMatches(filter, topic))) return { kind: 'where' };
  return { kind: 'topic', topic, filters };
}

/** What was typed in the test panel of one rule: the event chosen and the fields edited, per event. */
export interface KeptTestData {
  chosen?: string;
  edited: Record<string, TestField[]>;
}

/**
 * The test data of each rule, kept in memory while the user stays in the console: leaving the
 * editor and coming back (the same rule, or the new-rule editor under '') finds it as typed. Nothing
 * is written to storage; a session that ends (logout, expiry) or starts takes it away.
 */
const kept = new Map<string, KeptTestData>();
subscribeSession(() => kept.clear());

const keptKey = (ruleId: string) => `${getSession()?.username ?? ''}\u0000${ruleId}`;

export const keptTestData = (ruleId: string): KeptTestData | undefined => kept.get(keptKey(ruleId));

export function keepTestData(ruleId: string, data: KeptTestData): void {
  if (data.chosen === undefined && Object.keys(data.edited).length === 0) kept.delete(keptKey(ruleId));
  else kept.set(keptKey(ruleId), data);
}
