import { setSession } from '../../../api/session';
import { BRIDGE_EVENT } from './event-types';
import { readRuleEvents } from './rule-events';
import { topicMatches } from '../../../domain/topic-match';
import { defaultTestFields, keepTestData, keptTestData, noMatchReason, testContext, testFieldError, topicMatching } from './test-data';

const events = readRuleEvents(
  [
    {
      event: '$events/client_connected',
      title: { en: 'Client connected', zh: '连接建立' } as unknown as string,
      description: 'A client connected',
      columns: ['clientid', 'username'] as unknown as Record<string, never>,
      test_columns: { clientid: ['c_emqx', 'the clientid'], peername: ['127.0.0.1:1', 'address'] },
    },
    { event: '$events/session_subscribed', test_columns: { topic: ['t/a', ''], qos: [1, ''] } },
  ],
  'zh',
);

describe('rule events', () => {
  it('reads titles in the user language and the fields', () => {
    expect(events[0]).toMatchObject({ type: 'client_connected', title: '连接建立', description: 'A client connected', fields: ['clientid', 'username'] });
  });
});

describe('test data', () => {
  it('defaults from the test columns of the event', () => {
    expect(defaultTestFields('client_connected', events)).toEqual([
      { name: 'clientid', kind: 'string', value: 'c_emqx' },
      { name: 'peername', kind: 'string', value: '127.0.0.1:1' },
    ]);
  });
  it('has its own defaults for a message and an MQTT source', () => {
    expect(defaultTestFields('message_publish', []).map((f) => f.name)).toEqual(['clientid', 'username', 'topic', 'qos', 'payload']);
    expect(defaultTestFields(BRIDGE_EVENT, []).map((f) => f.name)).toContain('server');
  });
  it('builds the context with typed values', () => {
    const fields = defaultTestFields('session_subscribed', events);
    expect(testContext('session_subscribed', fields)).toEqual({ event_type: 'session_subscribed', topic: 't/a', qos: 1 });
    expect(testContext('x', [{ name: 'is_superuser', kind: 'boolean', value: 'false' }])).toEqual({ event_type: 'x', is_superuser: false });
  });
  it('checks numbers and QoS', () => {
    expect(testFieldError({ name: 'qos', kind: 'number', value: '3' })).toBe('qos');
    expect(testFieldError({ name: 'keepalive', kind: 'number', value: 'x' })).toBe('number');
    expect(testFieldError({ name: 'qos', kind: 'number', value: '2' })).toBeUndefined();
  });
});

describe('the test topic of a message', () => {
  it.each([
    ['factory/+/telemetry', 'factory/test/telemetry'],
    ['sensors/#', 'sensors/test'],
    ['t/1', 't/1'],
  ])('%s → %s', (filter, topic) => expect(topicMatching(filter)).toBe(topic));

  it('follows the first topic of FROM', () => {
    const topic = (sources: string[]) => defaultTestFields('message_publish', [], sources).find((f) => f.name === 'topic')?.value;
    expect(topic(['$events/client_connected', 'a/+'])).toBe('a/test');
    expect(topic([])).toBe('t/a');
  });
});

describe('why a test did not match', () => {
  it.each([
    ['sensors/1', 'sensors/#', true],
    ['sensors', 'sensors/#', true],
    ['a/b/c', 'a/+/c', true],
    ['a/b', 'a/+/c', false],
    ['a/b/c/d', 'a/+/c', false],
    ['$SYS/x', '#', false],
    ['$SYS/x', '$SYS/#', true],
    ['t/a', 't/a', true],
  ])('%s against %s: %s', (topic, filter, matches) => expect(topicMatches(filter, topic)).toBe(matches));

  const message = (topic: string) => defaultTestFields('message_publish', []).map((f) => (f.name === 'topic' ? { ...f, value: topic } : f));

  it('names the test topic FROM does not take, with its filters', () => {
    expect(noMatchReason('message_publish', message('other/1'), ['sensors/#', '$events/client_connected', 'x/+'])).toEqual({ kind: 'topic', topic: 'other/1', filters: ['sensors/#', 'x/+'] });
  });

  it('otherwise blames the WHERE', () => {
    expect(noMatchReason('message_publish', message('sensors/1'), ['sensors/#'])).toEqual({ kind: 'where' });
    expect(noMatchReason('message_publish', message('other/1'), ['$events/message_publish'])).toEqual({ kind: 'where' });
    expect(noMatchReason('client_connected', [], ['$events/client_connected'])).toEqual({ kind: 'where' });
  });
});

describe('the test data kept for each rule', () => {
  const fields = [{ name: 'topic', kind: 'string' as const, value: 'kept/1' }];

  it('keeps what was typed per rule and per user, in memory, until the session changes', () => {
    setSession({ token: 't', username: 'ann', edition: 'enterprise' });
    keepTestData('r1', { edited: { message_publish: fields } });
    keepTestData('', { chosen: 'client_connected', edited: {} });
    expect(keptTestData('r1')).toEqual({ edited: { message_publish: fields } });
    expect(keptTestData('')).toEqual({ chosen: 'client_connected', edited: {} });
    expect(keptTestData('r2')).toBeUndefined();
    // Back to the defaults: nothing left to keep.
    keepTestData('r1', { edited: {} });
    expect(keptTestData('r1')).toBeUndefined();
    setSession(null);
    expect(keptTestData('')).toBeUndefined();
  });
});
