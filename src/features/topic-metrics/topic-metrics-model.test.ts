import { apiTime, checkMetricTopic, filterTopics, readTopicFlows } from './topic-metrics-model';

describe('readTopicFlows', () => {
  it('reads the broker’s messages.* names, and the document’s message.* names', () => {
    const broker = readTopicFlows({ 'messages.in.count': 10, 'messages.in.rate': 1.5, 'messages.qos1.out.count': 4, 'messages.dropped.count': 2 });
    expect(broker.in).toEqual({ count: 10, rate: 1.5 });
    expect(broker.byQos[1]?.out).toEqual({ count: 4, rate: 0 });
    expect(broker.dropped.count).toBe(2);
    const documented = readTopicFlows({ 'message.out.count': 7, 'message.qos2.in.rate': 0.25 });
    expect(documented.out.count).toBe(7);
    expect(documented.byQos[2]?.in.rate).toBe(0.25);
  });

  it('reads missing or odd values as zero', () => {
    const flows = readTopicFlows({ 'messages.in.count': 'many', 'messages.out.rate': null });
    expect(flows.in.count).toBe(0);
    expect(flows.out.rate).toBe(0);
    expect(readTopicFlows(undefined).byQos).toHaveLength(3);
  });
});

describe('apiTime', () => {
  it('reads RFC 3339 text and epoch seconds', () => {
    expect(apiTime('2024-01-30T15:24:39+08:00')?.toISOString()).toBe('2024-01-30T07:24:39.000Z');
    expect(apiTime(1_700_000_000)?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(apiTime(undefined)).toBeUndefined();
    expect(apiTime('soon')).toBeUndefined();
  });
});

describe('checkMetricTopic', () => {
  it('takes a topic name as it is, spaces included', () => {
    expect(checkMetricTopic('factory/line-1/telemetry')).toEqual({ ok: true, topic: 'factory/line-1/telemetry' });
    expect(checkMetricTopic('a b/c ')).toEqual({ ok: true, topic: 'a b/c ' });
  });

  it('refuses nothing typed, and wildcards anywhere', () => {
    expect(checkMetricTopic('')).toEqual({ ok: false, reason: 'required' });
    for (const topic of ['a/+/b', '#', 'a/#', 'sensor+1', '$share/g/a/#']) expect(checkMetricTopic(topic)).toEqual({ ok: false, reason: 'wildcard' });
  });

  it('takes a shared-subscription prefix off and names the group', () => {
    expect(checkMetricTopic('$share/g1/devices/1/up')).toEqual({ ok: true, topic: 'devices/1/up', group: 'g1' });
    expect(checkMetricTopic('$share/g1/')).toEqual({ ok: false, reason: 'share-without-topic' });
    expect(checkMetricTopic('$share//x')).toEqual({ ok: false, reason: 'share-without-topic' });
    // Not a prefix: a topic that merely starts with the word.
    expect(checkMetricTopic('$shared/x')).toEqual({ ok: true, topic: '$shared/x' });
  });
});

describe('filterTopics', () => {
  it('keeps topics containing the text, any case', () => {
    const rows = [{ topic: 'factory/Line-1/telemetry' }, { topic: 'gw/eu/up' }];
    expect(filterTopics(rows, 'line')).toEqual([rows[0]]);
    expect(filterTopics(rows, '  ')).toEqual(rows);
    expect(filterTopics(rows, undefined)).toEqual(rows);
  });
});
