import type { Json, JsonObject } from '../lib/json';
import { parseRuleSql } from './parser';
import { runRuleTest } from './rule-test';

const NOW = Date.UTC(2025, 0, 15, 9, 30);
const env = { now: () => NOW, node: 'emqx@node1.emqx.io' };

const payload = {
  temp: 86.5,
  humidity: 40,
  device: { id: 'dev-7', site: { name: 'Plant A' } },
  sensors: [
    { name: 's1', value: 3, ok: true },
    { name: 's2', value: 12, ok: false },
    { name: 's3', value: 27, ok: true },
  ],
  tags: ['red', 'blue'],
  note: '  padded  ',
  encoded: '{"inner":{"x":1}}',
};

const publish: JsonObject = {
  event_type: 'message_publish',
  topic: 'factory/line-1/telemetry',
  payload: JSON.stringify(payload),
  clientid: 'sensor-1',
  username: 'line-1',
  qos: 1,
};

const connected: JsonObject = { event_type: 'client_connected', clientid: 'gw_eu-west_01', username: 'gateway', peername: '172.16.1.2:50122' };

type Case = [name: string, sql: string, context: JsonObject, expected: Json | 'NOT_MATCH'];

const cases: Case[] = [
  // SELECT: fields, aliases, nested payload paths, literals
  ['fields of the event', 'SELECT clientid, topic, qos FROM "factory/#"', publish, { clientid: 'sensor-1', topic: 'factory/line-1/telemetry', qos: 1 }],
  ['aliases', 'SELECT clientid as id, username AS user FROM "factory/#"', publish, { id: 'sensor-1', user: 'line-1' }],
  ['a nested payload path, aliased', 'SELECT payload.device.site.name as site FROM "factory/#"', publish, { site: 'Plant A' }],
  ['a nested payload path without alias nests', 'SELECT payload.device.id FROM "factory/#"', publish, { payload: { device: { id: 'dev-7' } } }],
  ['a nested alias', 'SELECT payload.temp as reading.temp, payload.humidity as reading.hum FROM "factory/#"', publish, { reading: { temp: 86.5, hum: 40 } }],
  ['a missing path is null', 'SELECT payload.nope.deeper as x FROM "factory/#"', publish, { x: null }],
  ['array index from 1 and from the end', 'SELECT payload.tags[1] as first, payload.tags[-1] as last, payload.sensors[2].name as second FROM "factory/#"', publish, { first: 'red', last: 'blue', second: 's2' }],
  ['quoted keys', "SELECT pub_props.'User-Property' as up FROM \"factory/#\"", publish, { up: {} }],
  ['literals', "SELECT 'text' as s, \"dq\" as d, 42 as n, 1.5 as f, true as t, false as b, [1, 'a'] as list FROM \"factory/#\"", publish, { s: 'text', d: 'dq', n: 42, f: 1.5, t: true, b: false, list: [1, 'a'] }],
  ['arithmetic with precedence', 'SELECT payload.humidity + 2 * 5 as a, (payload.humidity + 2) * 5 as b, 7 div 2 as c, 7 mod 2 as d, 7 / 2 as e, -payload.humidity as f FROM "factory/#"', publish, { a: 50, b: 210, c: 3, d: 1, e: 3.5, f: -40 }],
  ['+ joins text', "SELECT 'id:' + clientid as label FROM \"factory/#\"", publish, { label: 'id:sensor-1' }],
  ['a later field uses an earlier alias', 'SELECT payload.temp as t, t * 2 as double FROM "factory/#"', publish, { t: 86.5, double: 173 }],
  ['* keeps the payload as text and adds the event columns', 'SELECT * FROM "$events/client_connected"', connected, {
    event: 'client.connected', clientid: 'gw_eu-west_01', username: 'gateway', mountpoint: 'undefined', peername: '172.16.1.2:50122', sockname: '0.0.0.0:1883', proto_name: 'MQTT', proto_ver: 5,
    keepalive: 60, clean_start: true, expiry_interval: 3600, is_bridge: false, conn_props: { 'User-Property': {}, 'Session-Expiry-Interval': 7200 }, connected_at: NOW, timestamp: NOW, node: 'emqx@node1.emqx.io', client_attrs: {},
  }],
  ['* with more fields', 'SELECT *, payload.temp as temp FROM "factory/#"', { ...publish, payload: '{"temp":1}' }, expect.objectContaining({ payload: '{"temp":1}', temp: 1, event: 'message.publish' }) as unknown as Json],
  // FROM: filters, several topics, events
  ['+ matches one level', 'SELECT topic FROM "factory/+/telemetry"', publish, { topic: 'factory/line-1/telemetry' }],
  ['# matches the rest', 'SELECT topic FROM "factory/#"', publish, { topic: 'factory/line-1/telemetry' }],
  ['another topic does not match', 'SELECT topic FROM "fleet/#"', publish, 'NOT_MATCH'],
  ['one of several topics matches', 'SELECT topic FROM "fleet/#", "factory/+/telemetry"', publish, { topic: 'factory/line-1/telemetry' }],
  ['$events/message_publish is every publish', 'SELECT clientid FROM "$events/message_publish"', publish, { clientid: 'sensor-1' }],
  ['an event matches its $events topic', 'SELECT clientid FROM "$events/client_connected"', connected, { clientid: 'gw_eu-west_01' }],
  ['a topic does not select an event', 'SELECT clientid FROM "#"', connected, 'NOT_MATCH'],
  ['another event does not match', 'SELECT clientid FROM "$events/client_disconnected"', connected, 'NOT_MATCH'],
  ['an MQTT source matches its $bridges topic', 'SELECT topic, server FROM "$bridges/mqtt:plant"', { event_type: '$bridges/mqtt:*', topic: 'remote/a' }, { topic: 'remote/a', server: '127.0.0.1:1883' }],
  ['a source does not select messages', 'SELECT topic FROM "$bridges/mqtt:plant"', publish, 'NOT_MATCH'],
  // WHERE
  ['WHERE on the payload passes', 'SELECT payload.temp as t FROM "factory/#" WHERE payload.temp > 80', publish, { t: 86.5 }],
  ['WHERE on the payload fails', 'SELECT payload.temp as t FROM "factory/#" WHERE payload.temp > 90', publish, 'NOT_MATCH'],
  ['WHERE on an alias', "SELECT payload.device.id as dev FROM \"factory/#\" WHERE dev = 'dev-7'", publish, { dev: 'dev-7' }],
  ['= != <> >= <=', "SELECT 1 as ok FROM \"factory/#\" WHERE qos = 1 and qos != 2 and qos <> 0 and qos >= 1 and qos <= 1 and clientid = 'sensor-1'", publish, { ok: 1 }],
  ['a number against text reads the text', "SELECT 1 as ok FROM \"factory/#\" WHERE qos = '1' and payload.temp > '80'", publish, { ok: 1 }],
  ['or, not and parentheses', "SELECT 1 as ok FROM \"factory/#\" WHERE not (qos = 0 or clientid = 'x') and (payload.humidity < 10 or payload.humidity > 30)", publish, { ok: 1 }],
  ['a missing field never matches', 'SELECT 1 as ok FROM "factory/#" WHERE payload.nope != 3', publish, 'NOT_MATCH'],
  ['=~ matches the topic against a filter', "SELECT 1 as ok FROM \"factory/#\" WHERE topic =~ 'factory/+/telemetry'", publish, { ok: 1 }],
  ['=~ fails on another filter', "SELECT 1 as ok FROM \"factory/#\" WHERE topic =~ 'factory/+/status'", publish, 'NOT_MATCH'],
  ['keywords in any case', 'select clientid As c from "factory/#" where qos = 1 AND true', publish, { c: 'sensor-1' }],
  // CASE
  ['CASE WHEN', "SELECT CASE WHEN payload.temp > 85 THEN 'critical' WHEN payload.temp > 70 THEN 'warn' ELSE 'ok' END as level FROM \"factory/#\"", publish, { level: 'critical' }],
  ['CASE with a subject', "SELECT CASE qos WHEN 0 THEN 'at most once' WHEN 1 THEN 'at least once' END as q FROM \"factory/#\"", publish, { q: 'at least once' }],
  ['CASE without ELSE is null', "SELECT CASE WHEN qos = 2 THEN 'x' END as q FROM \"factory/#\"", publish, { q: null }],
  // FOREACH
  ['FOREACH with DO and INCASE', 'FOREACH payload.sensors as s DO s.name as name, s.value * 10 as v, clientid INCASE s.ok FROM "factory/#"', publish, [{ name: 's1', v: 30, clientid: 'sensor-1' }, { name: 's3', v: 270, clientid: 'sensor-1' }]],
  ['FOREACH names the element item by default', 'FOREACH payload.sensors DO item.name as n INCASE item.value > 10 FROM "factory/#"', publish, [{ n: 's2' }, { n: 's3' }]],
  ['FOREACH without DO gives the elements', 'FOREACH payload.tags FROM "factory/#"', publish, ['red', 'blue']],
  ['FOREACH with nothing left does not match', 'FOREACH payload.sensors as s INCASE s.value > 100 FROM "factory/#"', publish, 'NOT_MATCH'],
  ['FOREACH with a WHERE that fails', 'FOREACH payload.sensors FROM "factory/#" WHERE qos = 0', publish, 'NOT_MATCH'],
  // Functions
  ['text functions', "SELECT upper(username) as u, lower('AbC') as l, trim(payload.note) as t, concat(clientid, '/', qos) as c, substr(clientid, 0, 6) as s, substr(clientid, 7) as rest, strlen('héllo') as n, replace(topic, '/', '.') as r, split('a,b,,c', ',') as parts, reverse('abc') as rev FROM \"factory/#\"", publish, { u: 'LINE-1', l: 'abc', t: 'padded', c: 'sensor-1/1', s: 'sensor', rest: '1', n: 5, r: 'factory.line-1.telemetry', parts: ['a', 'b', 'c'], rev: 'cba' }],
  ['type functions', "SELECT str(qos) as s, int('42') as i, int(3.9) as i2, float('2.5') as f, is_null(payload.nope) as n, is_null(clientid) as nn, is_num(qos) as num, bool('true') as b FROM \"factory/#\"", publish, { s: '1', i: 42, i2: 3, f: 2.5, n: true, nn: false, num: true, b: true }],
  ['number functions', 'SELECT abs(-3) as a, round(2.5) as r, ceil(1.2) as c, floor(1.8) as f, power(2, 10) as p, sqrt(16) as q FROM "factory/#"', publish, { a: 3, r: 3, c: 2, f: 1, p: 1024, q: 4 }],
  ['JSON functions', "SELECT map_get('device.id', json_decode(payload)) as id, json_encode(payload.tags) as tags, payload.encoded.inner.x as x, json_decode('[1, 2]') as list FROM \"factory/#\"", publish, { id: 'dev-7', tags: '["red","blue"]', x: 1, list: [1, 2] }],
  ['map and array functions', "SELECT map_get('device.site.name', payload) as site, map_get('nope', payload, 'dflt') as d, nth(2, payload.tags) as second, length(payload.sensors) as len, contains('red', payload.tags) as has, map_put('k', 1, payload.device.site) as m FROM \"factory/#\"", publish, { site: 'Plant A', d: 'dflt', second: 'blue', len: 3, has: true, m: { name: 'Plant A', k: 1 } }],
  ['Base64 round trip', "SELECT base64_encode('温度 ok') as e, base64_decode(base64_encode('温度 ok')) as d FROM \"factory/#\"", publish, { e: '5rip5bqmIG9r', d: '温度 ok' }],
  ['time functions', "SELECT now_timestamp() as s, now_timestamp('millisecond') as ms, now_rfc3339() as iso, unix_ts_to_rfc3339(0) as epoch FROM \"factory/#\"", publish, { s: NOW / 1000, ms: NOW, iso: '2025-01-15T09:30:00Z', epoch: '1970-01-01T00:00:00Z' }],
  ['a function in WHERE', "SELECT 1 as ok FROM \"factory/#\" WHERE upper(payload.device.site.name) = 'PLANT A'", publish, { ok: 1 }],
];

describe('the rule SQL evaluator', () => {
  it.each(cases)('%s', (_name, sql, context, expected) => {
    const outcome = runRuleTest(sql, context, env);
    if (expected === 'NOT_MATCH') expect(outcome).toEqual({ status: 412 });
    else expect(outcome).toEqual({ status: 200, output: expected });
  });

  it('takes a context without event type as a message publish on t/a', () => {
    expect(runRuleTest('SELECT topic, payload.msg as msg FROM "t/#"', {}, env)).toEqual({ status: 200, output: { topic: 't/a', msg: 'hello' } });
  });
});

describe('the rule SQL parser', () => {
  const errors: [sql: string, message: string][] = [
    ['SELECT * FORM "t/#"', 'syntax error at line 1, column 10: expected FROM, found \'FORM\''],
    ['SELECT * FROM \'t/#\'', 'syntax error at line 1, column 15: expected a topic or event in double quotes, found \'t/#\''],
    ['SELECT\n  clientid,\n  FROM "t/#"', 'syntax error at line 3, column 3: expected a value, a field or a function, found \'FROM\''],
    ['SELECT a FROM "t/#" WHERE a = ', 'syntax error at line 1, column 31: expected a value, a field or a function, found the end of the SQL'],
    ['SELECT a FROM "t/#" LIMIT 1', 'syntax error at line 1, column 21: expected WHERE or the end of the SQL, found \'LIMIT\''],
    ['DELETE FROM "t/#"', 'syntax error at line 1, column 1: expected SELECT or FOREACH, found \'DELETE\''],
    ['SELECT a FROM "t/#/x"', 'syntax error at line 1, column 15: "t/#/x" is not a valid topic filter'],
    ['SELECT a FROM "$events/nope"', 'syntax error at line 1, column 15: unknown event "$events/nope"'],
    ["SELECT 'open FROM \"t\"", 'syntax error at line 1, column 8: the string opened here is not closed with \''],
    ['SELECT CASE WHEN a THEN 1 FROM "t"', 'syntax error at line 1, column 27: expected END, found \'FROM\''],
    ['SELECT a ; FROM "t"', "syntax error at line 1, column 10: unexpected character ';'"],
    ['\n  \nSELECT a\n  FORM "t"', "syntax error at line 2, column 3: expected FROM, found 'FORM'"],
  ];

  it.each(errors)('%s', (sql, message) => {
    const outcome = runRuleTest(sql, publish, env);
    expect(outcome.status).toBe(400);
    expect(outcome.status === 400 && outcome.message).toContain(message);
  });

  it('names unknown functions and arguments a function cannot take, at the call', () => {
    expect(runRuleTest('SELECT nope(1) as x FROM "#"', publish, env)).toEqual({ status: 400, message: 'SQL error at line 1, column 8: unknown function nope()' });
    expect(runRuleTest('SELECT\n  upper(payload.tags) as x FROM "#"', publish, env)).toEqual({ status: 400, message: 'SQL error at line 2, column 3: upper expects a string, not ["red","blue"]' });
    expect(runRuleTest('SELECT clientid - 1 as x FROM "#"', publish, env)).toMatchObject({ status: 400, message: expect.stringContaining('cannot compute "sensor-1" - 1') });
  });

  it('answers exceptions of the SELECT as the broker does, and takes those of the WHERE as no result', () => {
    const text = { ...publish, payload: '{"msg": "hel' };
    expect(runRuleTest('SELECT payload.msg FROM "#"', text, env)).toEqual({ status: 400, message: '{"select_and_transform_error":"decode_json_failed"}' });
    expect(runRuleTest('SELECT payload FROM "#"', text, env)).toMatchObject({ status: 200 });
    expect(runRuleTest('SELECT clientid > 1 as x FROM "#"', publish, env)).toEqual({ status: 400, message: '{"select_and_transform_error":"badarg"}' });
    expect(runRuleTest('SELECT \'2.5\' > 1 as x, \'3\' = 3 as y FROM "#"', publish, env)).toEqual({ status: 200, output: { x: true, y: true } });
    expect(runRuleTest('SELECT * FROM "#" WHERE payload.msg = 1', text, env)).toEqual({ status: 412 });
  });

  it('reads the FROM of a multi-line statement with comments', () => {
    expect(parseRuleSql('-- alerts\nSELECT\n  *\nFROM\n  "a/+", "$events/session_subscribed"\n').from).toEqual(['a/+', '$events/session_subscribed']);
  });
});
