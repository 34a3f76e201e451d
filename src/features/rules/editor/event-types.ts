/**
 * Which event a rule's data source is, for the test panel: a topic is a message publish, an
 * `$events/…` source its event, a bridge or 5.8 source an MQTT source's message (`$bridges/mqtt:*`,
 * the test context's name for it).
 */
export const MESSAGE_PUBLISH = 'message_publish';
export const BRIDGE_EVENT = '$bridges/mqtt:*';

const EVENT_PREFIX = '$events/';

export const isBridgeSource = (source: string) => source.startsWith('$bridges/') || source.startsWith('$sources/');

/** The test context's `event_type` for one FROM source. */
export function eventTypeOfSource(source: string): string {
  if (source.startsWith(EVENT_PREFIX)) return source.slice(EVENT_PREFIX.length);
  if (isBridgeSource(source)) return BRIDGE_EVENT;
  return MESSAGE_PUBLISH;
}

/** The event types the FROM list reads, without repeats, in order. */
export function eventTypesOfSources(sources: readonly string[]): string[] {
  return [...new Set(sources.map(eventTypeOfSource))];
}

/**
 * Whether testing `eventType` makes sense for the SQL's FROM. With no FROM yet there is nothing to
 * disagree with: the broker says what is wrong with the SQL.
 */
export function eventMatchesSources(eventType: string, sources: readonly string[]): boolean {
  return sources.length === 0 || eventTypesOfSources(sources).includes(eventType);
}
