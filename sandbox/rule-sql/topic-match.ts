/**
 * Which events a FROM selects, as the broker's SQL tester decides it: a plain topic filter (`+`, `#`)
 * or `$events/message_publish` selects published messages (the filter against the message's topic);
 * `$events/<event>` selects that event; `$bridges/…` and `$sources/…` select messages from a source.
 */
import { isValidFilter, topicMatches } from '../lib/topic';
import { RULE_EVENT_TYPES } from '../model/rule-events';

const EVENTS = '$events/';
const SOURCE = /^\$(?:bridges|sources)\/(.+)$/;

/** Why a FROM entry is not one the broker takes, or undefined when it is. */
export function checkFromEntry(entry: string): string | undefined {
  if (entry.startsWith(EVENTS)) {
    const event = entry.slice(EVENTS.length);
    return RULE_EVENT_TYPES.includes(event) ? undefined : `unknown event ${JSON.stringify(entry)}; the events are ${RULE_EVENT_TYPES.map((e) => EVENTS + e).join(', ')}`;
  }
  if (SOURCE.test(entry)) return undefined;
  return isValidFilter(entry) ? undefined : `${JSON.stringify(entry)} is not a valid topic filter`;
}

/** The test context's event: its `event_type` (message publish when it has none) and topic. */
export interface TestEvent {
  eventType: string;
  topic?: string;
}

function entryMatches(entry: string, event: TestEvent): boolean {
  if (entry.startsWith(EVENTS)) return entry.slice(EVENTS.length) === event.eventType;
  const source = SOURCE.exec(entry);
  if (source) {
    // The test context names a source type (`$bridges/mqtt:*`); any source of that type matches it.
    const tested = SOURCE.exec(event.eventType);
    if (!tested) return false;
    const [type] = source[1]!.split(':');
    return tested[1] === source[1] || tested[1] === `${type}:*`;
  }
  return event.eventType === 'message_publish' && event.topic !== undefined && topicMatches(entry, event.topic);
}

/** Does the FROM select the test event? */
export function fromMatches(from: readonly string[], event: TestEvent): boolean {
  return from.some((entry) => entryMatches(entry, event));
}
