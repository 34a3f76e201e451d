/**
 * The events a rule can select from, as EMQX 5.8.1 Enterprise lists them at `GET /rule_events`: an
 * array (the document says one object) with `title` and `description` as `{ en, zh }` (the document
 * says strings), `columns` as the list of field names and `test_columns` as `{ field: [example,
 * explanation] }`. The example values also fill a `POST /rule_test` context, as the broker's SQL
 * tester does, so `SELECT *` answers every column of the event.
 */
import type { Json, JsonObject } from '../lib/json';

/** The broker's `event` column: `message_publish` → `message.publish`. */
export const eventColumn = (eventType: string): string => eventType.replace('_', '.');

interface Text {
  en: string;
  zh: string;
}

interface EventSpec {
  type: string;
  title: Text;
  description: Text;
  sql: string;
  columns: readonly string[];
  test: readonly string[];
}

/** Per-event test columns: the field's example value and what it is. */
const TEST_COLUMNS: Record<string, [Json, string]> = {
  clientid: ['c_emqx', 'the clientid if the client'],
  username: ['u_emqx', 'the username if the client'],
  topic: ['t/a', 'the topic of the MQTT message'],
  qos: [1, 'the QoS of the MQTT message'],
  payload: ['{"msg": "hello"}', 'the payload of the MQTT message'],
  from_clientid: ['c_emqx_1', 'the clientid of the sender'],
  from_username: ['u_emqx_1', 'the username of the sender'],
  peername: ['127.0.0.1:52918', 'the IP address and port of the client'],
  reason_code: ['success', 'the reason code'],
  action: ['publish', 'the action of publish or subscribe'],
  result: ['allow', 'the authz check complete result'],
  is_superuser: [true, 'whether this is a superuser'],
  is_anonymous: [false, 'whether this is an anonymous user'],
  validation: ['myvalidation', 'the name of the schema validation that failed'],
  transformation: ['mytransformation', 'the name of the message transformation that failed'],
};

const MESSAGE = ['clientid', 'username', 'payload', 'peerhost', 'topic', 'qos', 'flags', 'pub_props', 'publish_received_at', 'timestamp', 'node'];
const FROM = ['from_clientid', 'from_username'];
const PUB_TEST = ['clientid', 'username', 'topic', 'qos', 'payload'];
const CLIENT_TEST = ['clientid', 'username'];

const text = (en: string, zh: string): Text => ({ en, zh });

const SPECS: readonly EventSpec[] = [
  {
    type: 'message_publish',
    title: text('Message publish', '消息发布'),
    description: text('A client or the broker published a message (plain topics in FROM select this event).', '客户端或 Broker 发布了一条消息（FROM 中的普通主题即选择此事件）。'),
    sql: 'SELECT payload.msg as msg FROM "t/#" WHERE msg = \'hello\'',
    columns: ['event', 'id', ...MESSAGE],
    test: PUB_TEST,
  },
  {
    type: 'message_delivered',
    title: text('Message delivered', '消息已投递'),
    description: text('A message was delivered to a subscriber.', '消息已投递给订阅者。'),
    sql: 'SELECT * FROM "$events/message_delivered" WHERE topic =~ \'t/#\'',
    columns: ['event', 'id', ...FROM, ...MESSAGE],
    test: [...FROM, ...PUB_TEST],
  },
  {
    type: 'message_acked',
    title: text('Message acked', '消息应答'),
    description: text('A subscriber acknowledged a QoS 1 or 2 message.', '订阅者确认了一条 QoS 1 或 2 的消息。'),
    sql: 'SELECT * FROM "$events/message_acked" WHERE topic =~ \'t/#\'',
    columns: ['event', 'id', ...FROM, ...MESSAGE, 'puback_props'],
    test: [...FROM, ...PUB_TEST],
  },
  {
    type: 'message_dropped',
    title: text('Message routing-drop', '消息转发丢弃'),
    description: text('A message was dropped before routing, for example because it had no subscribers.', '消息在转发前被丢弃，例如没有订阅者。'),
    sql: 'SELECT * FROM "$events/message_dropped" WHERE topic =~ \'t/#\'',
    columns: ['event', 'id', 'reason', ...MESSAGE],
    test: ['reason', ...PUB_TEST],
  },
  {
    type: 'delivery_dropped',
    title: text('Message delivery-drop', '消息投递丢弃'),
    description: text('A message was dropped on its way to a subscriber, for example because its queue was full.', '消息在投递给订阅者时被丢弃，例如消息队列已满。'),
    sql: 'SELECT * FROM "$events/delivery_dropped" WHERE topic =~ \'t/#\'',
    columns: ['event', 'id', 'reason', ...FROM, ...MESSAGE],
    test: ['reason', ...FROM, ...PUB_TEST],
  },
  {
    type: 'client_connected',
    title: text('Client connected', '连接建立'),
    description: text('A client connected and its session is ready.', '客户端连接成功，会话已就绪。'),
    sql: 'SELECT * FROM "$events/client_connected"',
    columns: ['event', 'clientid', 'username', 'mountpoint', 'peername', 'sockname', 'proto_name', 'proto_ver', 'keepalive', 'clean_start', 'expiry_interval', 'is_bridge', 'conn_props', 'connected_at', 'timestamp', 'node', 'client_attrs'],
    test: [...CLIENT_TEST, 'peername'],
  },
  {
    type: 'client_disconnected',
    title: text('Client disconnected', '连接断开'),
    description: text('A client disconnected or its connection was closed.', '客户端断开连接或连接被关闭。'),
    sql: 'SELECT * FROM "$events/client_disconnected"',
    columns: ['event', 'clientid', 'username', 'reason', 'peername', 'sockname', 'proto_name', 'proto_ver', 'disconn_props', 'disconnected_at', 'timestamp', 'node', 'client_attrs'],
    test: [...CLIENT_TEST, 'reason'],
  },
  {
    type: 'client_connack',
    title: text('Client connack', '连接确认'),
    description: text('The broker answered a connection request (accepted or refused).', 'Broker 回复了客户端的连接请求（接受或拒绝）。'),
    sql: 'SELECT * FROM "$events/client_connack"',
    columns: ['event', 'reason_code', 'clientid', 'clean_start', 'username', 'peername', 'sockname', 'proto_name', 'proto_ver', 'keepalive', 'expiry_interval', 'conn_props', 'timestamp', 'node'],
    test: [...CLIENT_TEST, 'reason_code'],
  },
  {
    type: 'client_check_authz_complete',
    title: text('Authorization complete', '授权检查完成'),
    description: text('An authorization check of a publish or subscribe finished.', '一次发布或订阅的授权检查已完成。'),
    sql: 'SELECT * FROM "$events/client_check_authz_complete"',
    columns: ['event', 'clientid', 'username', 'peerhost', 'topic', 'action', 'authz_source', 'result', 'timestamp', 'node', 'client_attrs'],
    test: [...CLIENT_TEST, 'topic', 'action', 'result'],
  },
  {
    type: 'client_check_authn_complete',
    title: text('Authentication complete', '认证检查完成'),
    description: text('An authentication check of a connecting client finished.', '客户端连接时的认证检查已完成。'),
    sql: 'SELECT * FROM "$events/client_check_authn_complete"',
    columns: ['event', 'clientid', 'username', 'peername', 'reason_code', 'is_superuser', 'is_anonymous', 'timestamp', 'node'],
    test: [...CLIENT_TEST, 'reason_code', 'is_superuser', 'is_anonymous'],
  },
  {
    type: 'session_subscribed',
    title: text('Session subscribed', '会话订阅完成'),
    description: text('A client subscribed to a topic.', '客户端订阅了一个主题。'),
    sql: 'SELECT * FROM "$events/session_subscribed" WHERE topic =~ \'t/#\'',
    columns: ['event', 'clientid', 'username', 'peerhost', 'topic', 'qos', 'sub_props', 'timestamp', 'node', 'client_attrs'],
    test: [...CLIENT_TEST, 'topic', 'qos'],
  },
  {
    type: 'session_unsubscribed',
    title: text('Session unsubscribed', '会话取消订阅完成'),
    description: text('A client unsubscribed from a topic.', '客户端取消订阅了一个主题。'),
    sql: 'SELECT * FROM "$events/session_unsubscribed" WHERE topic =~ \'t/#\'',
    columns: ['event', 'clientid', 'username', 'peerhost', 'topic', 'qos', 'unsub_props', 'timestamp', 'node', 'client_attrs'],
    test: [...CLIENT_TEST, 'topic', 'qos'],
  },
  {
    type: 'schema_validation_failed',
    title: text('Schema validation failed', 'Schema 验证失败'),
    description: text('A published message failed a schema validation.', '发布的消息未通过 Schema 验证。'),
    sql: 'SELECT * FROM "$events/schema_validation_failed" WHERE validation = \'myvalidation\'',
    columns: ['event', 'validation', ...MESSAGE],
    test: ['validation', ...PUB_TEST],
  },
  {
    type: 'message_transformation_failed',
    title: text('Message transformation failed', '消息转换失败'),
    description: text('A message transformation failed on a published message.', '对发布的消息执行消息转换时失败。'),
    sql: 'SELECT * FROM "$events/message_transformation_failed" WHERE transformation = \'mytransformation\'',
    columns: ['event', 'transformation', ...MESSAGE],
    test: ['transformation', ...PUB_TEST],
  },
];

export const RULE_EVENT_TYPES: readonly string[] = SPECS.map((s) => s.type);

const REASONS: Record<string, string> = { message_dropped: 'no_subscribers', delivery_dropped: 'queue_full', client_disconnected: 'normal' };

function testColumn(type: string, name: string): [Json, string] {
  if (name === 'reason') return [REASONS[type] ?? 'normal', type === 'client_disconnected' ? 'the reason for shutdown' : 'the reason of dropping'];
  return TEST_COLUMNS[name] ?? ['', name];
}

/** The `GET /rule_events` answer. */
export function ruleEventsView(): JsonObject[] {
  return SPECS.map((spec) => ({
    event: `$events/${spec.type}`,
    title: { ...spec.title },
    description: { ...spec.description },
    columns: [...spec.columns],
    test_columns: Object.fromEntries(spec.test.map((name) => [name, testColumn(spec.type, name)])),
    sql_example: spec.sql,
  }));
}

/** Example values of the columns that are not in the test columns. */
function exampleValue(name: string, now: number, node: string): Json | undefined {
  const examples: Record<string, Json> = {
    id: '0006204E04D9BB3FF4400000C5B10003',
    peerhost: '192.168.0.10',
    flags: {},
    pub_props: { 'User-Property': {} },
    puback_props: { 'User-Property': {} },
    sub_props: { 'User-Property': {} },
    unsub_props: { 'User-Property': {} },
    conn_props: { 'User-Property': {}, 'Session-Expiry-Interval': 7200 },
    disconn_props: { 'User-Property': {} },
    mountpoint: 'undefined',
    sockname: '0.0.0.0:1883',
    proto_name: 'MQTT',
    proto_ver: 5,
    keepalive: 60,
    clean_start: true,
    expiry_interval: 3600,
    is_bridge: false,
    authz_source: 'cache',
    client_attrs: {},
    publish_received_at: now,
    connected_at: now,
    disconnected_at: now,
    timestamp: now,
    node,
  };
  return examples[name];
}

/**
 * Every column of `eventType` with an example value, the context's own fields over them: what the
 * broker's SQL tester evaluates. Unknown event types keep the context as it is.
 */
export function fillEventColumns(eventType: string, context: JsonObject, now: number, node: string): JsonObject {
  const out: JsonObject = {};
  if (eventType.startsWith('$bridges/') || eventType.startsWith('$sources/')) {
    // A message from an MQTT source: not an `$events/` event, so not in the list above.
    Object.assign(out, { event: eventType, id: exampleValue('id', now, node)!, payload: '{"msg": "hello"}', topic: 't/a', server: '127.0.0.1:1883', dup: false, retain: false, qos: 1, pub_props: {}, message_received_at: now, timestamp: now, node });
  }
  const spec = SPECS.find((s) => s.type === eventType);
  for (const name of spec?.columns ?? []) {
    const value = name === 'event' ? eventColumn(eventType) : (exampleValue(name, now, node) ?? testColumn(eventType, name)[0]);
    out[name] = value;
  }
  for (const [key, value] of Object.entries(context)) if (key !== 'event_type') out[key] = value;
  return out;
}
