import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { brokerUrl, defaultConfig, defaultPublishDraft, switchProtocol } from './connection-config';
import { messageFilter } from './message-filter';
import { clientOptions, publishOptions } from './mqtt-options';
import { hexCode, reasonCodeDescription } from './reason-codes';
import { RingBuffer } from './ring-buffer';
import { fromSaved, toSaved } from './saved-connections';
import { buildTopicTree, TopicStats } from './topic-tree';
import { topicFilterError } from '../../domain/topic-filter';
import { topicMatches } from '../../domain/topic-match';
import { encodePayload, validateConnection, validatePublish } from './validation';

const page = { protocol: 'http:', hostname: 'broker.example' };
const bytes = (text: string) => new TextEncoder().encode(text);

describe('connection settings', () => {
  it('follow the page: ws on 8083 over http, wss on 8084 over https', () => {
    expect(defaultConfig('a', page)).toMatchObject({
      protocol: 'ws',
      port: '8083',
      host: 'broker.example',
      path: '/mqtt',
    });
    expect(defaultConfig('a', { protocol: 'https:', hostname: 'h' })).toMatchObject({ protocol: 'wss', port: '8084' });
    expect(defaultConfig('a', page).clientId).toMatch(/^emqx_console_[a-z0-9]{8}$/);
  });

  it('move the port with the protocol only while it is a default', () => {
    const c = defaultConfig('a', page);
    expect(switchProtocol(c, 'wss').port).toBe('8084');
    expect(switchProtocol({ ...c, port: '9000' }, 'wss').port).toBe('9000');
    expect(brokerUrl({ ...c, path: 'mqtt' })).toBe('ws://broker.example:8083/mqtt');
    expect(brokerUrl({ ...c, host: '::1' })).toBe('ws://[::1]:8083/mqtt');
  });

  it('report each wrong field', () => {
    const c = defaultConfig('a', page);
    expect(validateConnection(c)).toEqual({});
    const errors = validateConnection({
      ...c,
      port: '70000',
      keepalive: '-1',
      host: '',
      will: { ...c.will, enabled: true, topic: 'a/#' },
    });
    expect(Object.keys(errors).sort()).toEqual(['host', 'keepalive', 'port', 'will.topic']);
    expect(i18n._(errors.port!)).toBe('Enter a whole number from 1 to 65535');
    expect(validateConnection({ ...c, port: '0' }).port).toBeDefined();
    expect(validateConnection({ ...c, protocolVersion: 3, clientId: 'x'.repeat(24) }).clientId).toBeDefined();
  });

  it('become mqtt.js options without empty v5 properties', () => {
    const c = defaultConfig('a', page);
    const options = clientOptions({
      ...c,
      username: 'u',
      password: 'p',
      sessionExpiryInterval: '300',
      properties: {
        ...c.properties,
        userProperties: [
          { key: 'k', value: '1' },
          { key: 'k', value: '2' },
        ],
      },
    });
    expect(options).toMatchObject({
      protocolVersion: 5,
      keepalive: 60,
      username: 'u',
      password: 'p',
      resubscribe: false,
      reconnectPeriod: 3000,
    });
    expect(options.properties).toEqual({
      sessionExpiryInterval: 300,
      userProperties: { k: ['1', '2'] },
    });
    expect(clientOptions({ ...c, protocolVersion: 3 })).toMatchObject({
      protocolId: 'MQIsdp',
      protocolVersion: 3,
    });
    expect(publishOptions({ ...defaultPublishDraft(), contentType: 'application/json' }, 5).properties).toEqual({ contentType: 'application/json' });
    expect(publishOptions(defaultPublishDraft(), 4).properties).toBeUndefined();
  });

  it('are saved without the password unless it is to be remembered', () => {
    const c = { ...defaultConfig('a', page), password: 'secret' };
    const saved = toSaved([{ id: 'x', config: c, subscriptions: [] }]);
    expect(saved).not.toContain('secret');
    expect(
      toSaved([
        {
          id: 'x',
          config: { ...c, rememberPassword: true },
          subscriptions: [],
        },
      ]),
    ).toContain('secret');
    const back = fromSaved(saved, (name) => defaultConfig(name, page));
    expect(back[0]!.config).toMatchObject({ name: 'a', password: '' });
    expect(fromSaved('not json', (name) => defaultConfig(name, page))).toEqual([]);
  });
});

describe('reason codes', () => {
  it('are described by protocol version', () => {
    expect(i18n._(reasonCodeDescription(5, 4))).toBe('Connection refused, not authorized');
    expect(i18n._(reasonCodeDescription(0x87, 5))).toBe('Not authorized');
    expect(i18n._(reasonCodeDescription(0x80, 4))).toBe('Unspecified error');
    expect(i18n._(reasonCodeDescription(0xff, 5))).toBe('Reason code 0xFF');
    expect(hexCode(0x8a)).toBe('0x8A');
  });
});

describe('topics and payloads', () => {
  it('match MQTT filters', () => {
    expect(topicMatches('t/#', 't')).toBe(true);
    expect(topicMatches('t/#', 't/a/b')).toBe(true);
    expect(topicMatches('t/+', 't/a/b')).toBe(false);
    expect(topicMatches('t/+/b', 't/a/b')).toBe(true);
    expect(topicFilterError('t/#/a')).toBeDefined();
    expect(topicFilterError('t/a+')).toBeDefined();
    expect(topicFilterError('t/+/#')).toBeUndefined();
  });

  it('filter messages by topic and payload text', () => {
    const keep = messageFilter({ topic: 't/+', payload: 'HELLO' })!;
    expect(keep({ topic: 't/1', payload: bytes('say hello') })).toBe(true);
    expect(keep({ topic: 't/1/2', payload: bytes('hello') })).toBe(false);
    expect(
      messageFilter({ topic: 'sens', payload: '' })!({
        topic: 'a/sensor',
        payload: bytes(''),
      }),
    ).toBe(true);
    expect(messageFilter({ topic: ' ', payload: '' })).toBeUndefined();
  });

  it('encode a payload typed as text, JSON, Base64 or Hex', () => {
    expect(encodePayload('{"a":1}', 'json')).toEqual(bytes('{"a":1}'));
    expect(encodePayload('{a:1}', 'json')).toBeUndefined();
    expect(encodePayload('aGk=', 'base64')).toEqual(bytes('hi'));
    expect(encodePayload('aGk', 'base64')).toBeUndefined();
    expect(encodePayload('68 69', 'hex')).toEqual(bytes('hi'));
    expect(encodePayload('6', 'hex')).toBeUndefined();
    expect(Object.keys(validatePublish({ ...defaultPublishDraft(), topic: 't/#' }, 5))).toEqual(['topic']);
  });
});

describe('ring buffer', () => {
  it('keeps the newest items, newest first, and counts everything', () => {
    const ring = new RingBuffer<number>(3);
    [1, 2, 3, 4, 5].forEach((n) => ring.push(n));
    expect(ring.toArray()).toEqual([5, 4, 3]);
    expect([ring.size, ring.total, ring.at(0), ring.at(3)]).toEqual([3, 5, 5, undefined]);
    ring.clear();
    expect(ring.size).toBe(0);
  });
});

describe('topic tree', () => {
  it('sums counts up the levels and keeps the last payload per topic', () => {
    const stats = new TopicStats();
    stats.add('t/a', bytes('1'), 1);
    stats.add('t/a', bytes('2'), 2);
    stats.add('t/b/c', bytes('3'), 3);
    stats.add('x', bytes('4'), 4);
    const tree = buildTopicTree(stats.byTopic);
    expect(tree.map((n) => [n.path, n.count])).toEqual([
      ['t', 3],
      ['x', 1],
    ]);
    const t = tree[0]!;
    expect(t.stat).toBeUndefined();
    expect(t.children.map((n) => [n.path, n.count, n.stat?.lastTime])).toEqual([
      ['t/a', 2, 2],
      ['t/b', 1, undefined],
    ]);
    expect(new TextDecoder().decode(t.children[0]!.stat!.lastPayload)).toBe('2');
  });
});
