/**
 * `GET /rule_events` read for the editor. EMQX 5.8 sends `title` and `description` as `{ en, zh }`
 * and `test_columns` as `{ field: [example, explanation] }`; the document types them as strings and
 * an object, so both shapes are read.
 */
import type { RuleEngineRuleEvents } from '../../../generated/model';
import { fieldsOfColumns } from '../sql/completion';
import { MESSAGE_PUBLISH } from './event-types';

export type TestValue = string | number | boolean;

export interface RuleEventInfo {
  /** `$events/client_connected`. */
  source: string;
  /** The test context's `event_type`: `client_connected`. */
  type: string;
  title: string;
  description: string;
  fields: string[];
  /** The test data's fields with their example values. */
  testDefaults: Record<string, TestValue>;
  sqlExample?: string;
}

/** A text in the user's language: a `{ en, zh }` object, or a plain string as the document has it. */
export function localText(value: unknown, locale: string): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return '';
  const texts = value as Record<string, unknown>;
  const wanted = texts[locale.startsWith('zh') ? 'zh' : 'en'] ?? texts.en;
  return typeof wanted === 'string' ? wanted : '';
}

const isTestValue = (value: unknown): value is TestValue => ['string', 'number', 'boolean'].includes(typeof value);

/** `{ field: [example, explanation] }` (or `{ field: example }`) as field → example value. */
export function testDefaultsOf(testColumns: unknown): Record<string, TestValue> {
  if (typeof testColumns !== 'object' || testColumns === null) return {};
  const out: Record<string, TestValue> = {};
  for (const [field, spec] of Object.entries(testColumns)) {
    const example: unknown = Array.isArray(spec) ? spec[0] : spec;
    // Objects (a payload given as JSON) are typed as their text.
    out[field] = isTestValue(example) ? example : JSON.stringify(example ?? '');
  }
  return out;
}

const EVENT_PREFIX = '$events/';

export function readRuleEvents(events: readonly RuleEngineRuleEvents[] | undefined, locale: string): RuleEventInfo[] {
  return (events ?? []).map((e) => ({
    source: e.event,
    type: e.event.startsWith(EVENT_PREFIX) ? e.event.slice(EVENT_PREFIX.length) : e.event,
    title: localText(e.title, locale) || e.event,
    description: localText(e.description, locale),
    fields: fieldsOfColumns(e.columns),
    testDefaults: testDefaultsOf(e.test_columns),
    sqlExample: e.sql_example,
  }));
}

/** The events a topic in FROM is not: `$events/message_publish` is what a plain topic selects. */
export const clientEvents = (events: readonly RuleEventInfo[]) => events.filter((e) => e.type !== MESSAGE_PUBLISH);
