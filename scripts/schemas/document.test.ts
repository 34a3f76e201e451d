/**
 * The extractor on the vendored EMQX Enterprise 5.8.1 documents: known facts of the settings the
 * screens edit, and every emitted schema checked by ajv, the validator RJSF uses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { isObject, type Json, type JsonObject } from '../openapi/normalize';
import { extractSchemas, renderSchemaFiles, type ExtractedSchema } from './extract';
import { EMQX_FORMATS } from './formats';

const OPENAPI = path.resolve(import.meta.dirname, '../../openapi');
const read = (file: string) => JSON.parse(readFileSync(path.join(OPENAPI, file), 'utf8')) as JsonObject;

let schemas: ExtractedSchema[];
const byName = (name: string): JsonObject => {
  const found = schemas.find((s) => s.name === name);
  if (!found) throw new Error(`no schema ${name}`);
  return found.schema;
};
/** The subschema at a dotted property path, e.g. `mqtt.max_inflight`. */
const field = (schema: JsonObject, dotted: string): JsonObject =>
  dotted.split('.').reduce<JsonObject>((node, key) => {
    const next = isObject(node.properties) ? node.properties[key] : undefined;
    if (!isObject(next)) throw new Error(`no ${key} in ${dotted}`);
    return next;
  }, schema);

/** Every subschema with the path leading to it. */
function* subschemas(node: Json, where = '#'): Generator<[string, JsonObject]> {
  if (!isObject(node)) return;
  yield [where, node];
  for (const [key, child] of Object.entries(node)) {
    if (key === 'properties' && isObject(child)) for (const [name, prop] of Object.entries(child)) yield* subschemas(prop, `${where}/properties/${name}`);
    else if ((key === 'items' || key === 'additionalProperties') && isObject(child)) yield* subschemas(child, `${where}/${key}`);
    else if ((key === 'oneOf' || key === 'anyOf') && Array.isArray(child)) for (const [i, variant] of child.entries()) yield* subschemas(variant, `${where}/${key}/${i}`);
  }
}

/** Like RJSF's validator (ajv 8 + ajv-formats), but strict about keywords and with EMQX's formats registered. */
function makeAjv() {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictTuples: false });
  addFormats(ajv);
  for (const [name, { pattern, flags }] of Object.entries(EMQX_FORMATS)) ajv.addFormat(name, new RegExp(pattern, flags));
  ajv.addKeyword('x-description-zh');
  ajv.addKeyword('x-map-key');
  return ajv;
}

beforeAll(() => {
  const source = 'emqx-enterprise-5.8.1.json';
  ({ schemas } = extractSchemas({ en: read(source), zh: read('emqx-enterprise-5.8.1-zh.json'), source }));
});

describe('form schemas of EMQX Enterprise 5.8.1', () => {
  it('covers every settings screen, one listener schema per type', () => {
    expect(schemas.map((s) => s.name).filter((n) => !/^(connector|action|source)-/.test(n))).toEqual([
      'alarm',
      'authn-builtin-db', 'authn-http-get', 'authn-http-post', 'authn-jwt-hmac', 'authn-jwt-jwks', 'authn-jwt-public-key',
      'authn-mongo-rs', 'authn-mongo-sharded', 'authn-mongo-single', 'authn-mysql', 'authn-postgresql',
      'authn-redis-cluster', 'authn-redis-sentinel', 'authn-redis-single', 'authn-scram', 'authn-scram-http-get', 'authn-scram-http-post',
      'authz-builtin-db', 'authz-file', 'authz-http-get', 'authz-http-post', 'authz-ldap', 'authz-mongo-rs', 'authz-mongo-sharded', 'authz-mongo-single', 'authz-mysql',
      'authz-postgresql', 'authz-redis-cluster', 'authz-redis-sentinel', 'authz-redis-single',
      'auto-subscribe', 'broker', 'dashboard', 'delayed', 'exhook', 'file-transfer',
      'gateway-coap', 'gateway-exproto', 'gateway-listener-dtls', 'gateway-listener-ssl', 'gateway-listener-tcp', 'gateway-listener-udp',
      'gateway-listener-ws', 'gateway-listener-wss', 'gateway-lwm2m', 'gateway-mqttsn', 'gateway-stomp', 'global-zone',
      'listener-quic', 'listener-ssl', 'listener-tcp', 'listener-ws', 'listener-wss',
      'log', 'opentelemetry', 'prometheus', 'retainer', 'slow-subs', 'sys-topics', 'sysmon', 'topic-rewrite',
    ]);
  });

  it('data bridges: one schema per connector, action and source type, IoTDB connectors told apart by protocol', () => {
    const names = schemas.map((s) => s.name);
    expect(names.filter((n) => n.startsWith('connector-'))).toHaveLength(38);
    expect(names.filter((n) => n.startsWith('action-'))).toHaveLength(34);
    expect(names.filter((n) => n.startsWith('source-'))).toEqual(['source-gcp_pubsub_consumer', 'source-kafka_consumer', 'source-mqtt', 'source-rabbitmq']);
    expect(names).toEqual(expect.arrayContaining(['connector-http', 'connector-mqtt', 'action-http', 'action-mqtt', 'connector-iotdb-thrift', 'connector-iotdb-restapi']));
    expect(field(byName('connector-mqtt'), 'password').format).toBe('password');
    expect(field(byName('action-http'), 'connector')).toMatchObject({ type: 'string' });
  });

  it('retainer: enable, a byte size, durations, a rate, and texts in both languages', () => {
    const retainer = byName('retainer');
    expect(field(retainer, 'enable')).toMatchObject({ type: 'boolean', default: true });
    expect(field(retainer, 'max_payload_size')).toMatchObject({ type: 'string', format: 'emqx-bytesize', default: '1MB' });
    expect(field(retainer, 'msg_expiry_interval')).toMatchObject({ type: 'string', format: 'emqx-duration', default: '0s' });
    expect(field(retainer, 'delivery_rate')).toMatchObject({ format: 'emqx-rate', default: '1000/s' });
    expect(field(retainer, 'backend.storage_type')).toMatchObject({ enum: ['ram', 'disc'], default: 'ram' });
    expect(field(retainer, 'backend.index_specs').items).toEqual({ type: 'array', items: { type: 'integer', minimum: 1 } });
    expect(field(retainer, 'enable')['x-description-zh']).toBe('是否开启消息保留功能');
    expect(field(retainer, 'max_payload_size').description).toContain('\n\n0 means unlimited');
  });

  it('global zone: the session keys a zone overrides (spec section 9)', () => {
    const zone = byName('global-zone');
    expect(Object.keys(zone.properties as JsonObject)).toEqual(['mqtt', 'flapping_detect', 'force_shutdown', 'force_gc', 'durable_sessions']);
    const keys = ['max_subscriptions', 'upgrade_qos', 'max_inflight', 'retry_interval', 'max_awaiting_rel', 'await_rel_timeout', 'session_expiry_interval', 'max_mqueue_len', 'mqueue_priorities', 'mqueue_default_priority', 'mqueue_store_qos0'];
    for (const key of keys) expect(field(zone, `mqtt.${key}`), key).toBeDefined();
    expect(field(zone, 'mqtt.max_inflight')).toMatchObject({ type: 'integer', default: 32, minimum: 1, maximum: 65535 });
    expect(field(zone, 'mqtt.session_expiry_interval')).toMatchObject({ format: 'emqx-duration', default: '2h' });
    expect(field(zone, 'mqtt.max_subscriptions')).toMatchObject({ default: 'infinity', oneOf: [{ type: 'string', enum: ['infinity'] }, { type: 'integer', minimum: 1 }] });
    expect(field(zone, 'mqtt.retry_interval')).toMatchObject({ default: 'infinity', anyOf: [{ format: 'emqx-duration' }, { enum: ['infinity'] }] });
  });

  it('listeners: port defaults as text, a mixed enum split, status read-only, the key password masked', () => {
    const tcp = byName('listener-tcp');
    expect(tcp.required).toEqual(['bind', 'name', 'type']);
    expect(field(tcp, 'type').enum).toEqual(['tcp']);
    expect(field(tcp, 'bind').default).toBe('1883');
    expect(field(byName('listener-ssl'), 'bind').default).toBe('8883');
    expect(field(tcp, 'enable_authn')).toMatchObject({ default: true, oneOf: [{ type: 'boolean' }, { type: 'string', enum: ['quick_deny_anonymous'] }] });
    expect(field(tcp, 'running').readOnly).toBe(true);
    expect(field(tcp, 'current_connections').readOnly).toBe(true);
    expect(field(byName('listener-ssl'), 'ssl_options.password').format).toBe('password');
    expect(field(byName('listener-ws'), 'websocket.mqtt_path')).toBeDefined();
  });

  it('log: file handlers are a map keyed by handler name', () => {
    const file = field(byName('log'), 'file');
    const map = (file.anyOf as JsonObject[])[0]!;
    expect(map['x-map-key']).toBe('handler_name');
    expect(field(map.additionalProperties as JsonObject, 'rotation_size').default).toBe('50MB');
  });

  it('keeps only the current Prometheus layout', () => {
    expect(Object.keys(byName('prometheus').properties as JsonObject)).toEqual(['enable_basic_auth', 'push_gateway', 'collectors']);
  });

  it('every schema compiles with ajv, and every default validates against its own schema', () => {
    const ajv = makeAjv();
    for (const { name, schema } of schemas) {
      expect(() => ajv.compile(schema), name).not.toThrow();
      for (const [where, sub] of subschemas(schema)) {
        if (!('default' in sub)) continue;
        const { $schema: _s, ...plain } = sub;
        const valid = ajv.validate(plain, sub.default);
        expect(valid, `${name} ${where}: ${ajv.errorsText()}`).toBe(true);
      }
    }
  });

  it('renders deterministic files', () => {
    const a = renderSchemaFiles(schemas, 'x.json', 'y.json');
    const b = renderSchemaFiles(schemas, 'x.json', 'y.json');
    expect([...a.entries()]).toEqual([...b.entries()]);
    expect(Object.keys(JSON.parse(a.get('index.json')!).formats)).toEqual(['emqx-duration', 'emqx-bytesize', 'emqx-percent', 'emqx-rate', 'emqx-sql']);
  });
});
