/**
 * The test panel's data: per event type, the fields of the test context with their values as typed,
 * defaulted from `/rule_events`' test columns, and the `POST /rule_test` context built from them.
 */
import { BRIDGE_EVENT, MESSAGE_PUBLISH } from './event-types';
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
