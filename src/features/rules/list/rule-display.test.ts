import { describe, expect, it } from 'vitest';
import { classifySource, describeOutput, ruleSources } from './rule-display';

describe('classifySource', () => {
  it.each([
    ['t/#', { kind: 'topic', topic: 't/#' }],
    ['$events/client_connected', { kind: 'event', event: 'client_connected', value: '$events/client_connected' }],
    ['$bridges/mqtt:in', { kind: 'source', id: 'mqtt:in', value: '$bridges/mqtt:in' }],
    ['$sources/mqtt:in', { kind: 'source', id: 'mqtt:in', value: '$sources/mqtt:in' }],
    // A shared subscription or a $SYS topic is still a topic.
    ['$SYS/brokers/+/clients/#', { kind: 'topic', topic: '$SYS/brokers/+/clients/#' }],
  ])('%s', (value, expected) => {
    expect(classifySource(value)).toEqual(expected);
  });
});

describe('ruleSources', () => {
  it('prefers the broker’s from field', () => {
    expect(ruleSources({ from: ['$events/message_delivered'], sql: 'SELECT * FROM "ignored"' })).toEqual([
      { kind: 'event', event: 'message_delivered', value: '$events/message_delivered' },
    ]);
  });

  it('reads the SQL when the broker left from out', () => {
    expect(ruleSources({ sql: 'SELECT * FROM "t/#"' })).toEqual([{ kind: 'topic', topic: 't/#' }]);
  });
});

describe('describeOutput', () => {
  it.each([
    [{ function: 'console' }, { kind: 'console' }],
    [{ function: 'republish', args: { topic: 'out/${clientid}', payload: '${payload}' } }, { kind: 'republish', topic: 'out/${clientid}' }],
    ['http:my_webhook', { kind: 'action', id: 'http:my_webhook', type: 'http', name: 'my_webhook' }],
    ['kafka_producer:k:1', { kind: 'action', id: 'kafka_producer:k:1', type: 'kafka_producer', name: 'k:1' }],
    ['bare', { kind: 'action', id: 'bare', type: '', name: 'bare' }],
    [{ function: 'my_mod:handle', args: {} }, { kind: 'function', name: 'my_mod:handle' }],
  ] as const)('%j', (action, expected) => {
    expect(describeOutput(action)).toEqual(expected);
  });
});
