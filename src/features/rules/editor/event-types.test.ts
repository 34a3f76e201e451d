import { BRIDGE_EVENT, eventMatchesSources, eventTypeOfSource, eventTypesOfSources } from './event-types';

describe('event types of FROM', () => {
  it.each([
    ['t/#', 'message_publish'],
    ['$events/client_connected', 'client_connected'],
    ['$bridges/mqtt:in', BRIDGE_EVENT],
    ['$sources/mqtt:in', BRIDGE_EVENT],
  ])('%s reads %s', (source, type) => expect(eventTypeOfSource(source)).toBe(type));

  it('lists each event once', () => {
    expect(eventTypesOfSources(['t/1', 't/2', '$events/session_subscribed'])).toEqual(['message_publish', 'session_subscribed']);
  });

  it('matches the chosen event against FROM', () => {
    expect(eventMatchesSources('message_publish', ['t/#'])).toBe(true);
    expect(eventMatchesSources('client_connected', ['t/#'])).toBe(false);
    expect(eventMatchesSources('client_connected', ['t/#', '$events/client_connected'])).toBe(true);
    expect(eventMatchesSources('client_connected', [])).toBe(true);
  });
});
