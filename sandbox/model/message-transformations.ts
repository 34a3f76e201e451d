/**
 * Message transformations (`/message_transformations…`, EMQX 5.8 Enterprise): the payload decoded,
 * the operations applied in order (each key set from a Variform expression, later ones reading what
 * earlier ones wrote), the payload encoded (emqx_message_transformation). The dry run and the
 * messages the API publishes go through the same code. Avro and Protobuf payloads are binary and the
 * sandbox has no codec for them: a decoder or encoder of those types fails with the broker's
 * `payload_decode_schema_failure` / `payload_encode_schema_failure`, and says why.
 */
import { operationKeyProblem, TRANSFORMATION_ROOT_KEYS } from '../../src/domain/variform/functions';
import { parseVariform, VariformSyntaxError, type VariformExpr } from '../../src/domain/variform/parse';
import { isJsonObject, type Json, type JsonObject } from '../lib/json';
import { topicMatches } from '../lib/topic';
import { itemFields, readCommon, type HubItem } from './hub-items';
import { schemaError, type Read } from './schema-errors';
import type { SchemaRecord } from './schema-registry';
import type { PublishedMessage } from './schema-validations';
import { evaluate, renderString, VariformFailure } from './variform-eval';

export type Serde = { type: 'none' | 'json' } | { type: 'avro'; schema: string } | { type: 'protobuf'; schema: string; message_type: string };

export interface TransformationItem extends HubItem {
  decoder: Serde;
  encoder: Serde;
  operations: { key: string; value: string; expr: VariformExpr }[];
  failureAction: 'drop' | 'disconnect' | 'ignore';
}

function readSerde(raw: Json | undefined, field: string): Read<Serde> {
  if (raw === undefined) return { ok: { type: 'none' } };
  if (!isJsonObject(raw)) return { error: schemaError(field, 'not_a_map') };
  switch (raw.type) {
    case 'none':
    case 'json':
      return { ok: { type: raw.type } };
    case 'avro':
      return typeof raw.schema === 'string' ? { ok: { type: 'avro', schema: raw.schema } } : { error: schemaError(`${field}.schema`, 'required_field') };
    case 'protobuf':
      if (typeof raw.schema !== 'string') return { error: schemaError(`${field}.schema`, 'required_field') };
      return typeof raw.message_type === 'string'
        ? { ok: { type: 'protobuf', schema: raw.schema, message_type: raw.message_type } }
        : { error: schemaError(`${field}.message_type`, 'required_field') };
    default:
      return { error: schemaError(field, { expected: 'none | json | avro | protobuf', field_name: 'type' }) };
  }
}

const KEY_REASONS = {
  empty: { reason: 'key must be non-empty' },
  invalid: (key: string) => ({ invalid_key: key }),
  user_property: (key: string) => ({ invalid_key: key, reason: 'must define exactly one key inside user property' }),
  root: (key: string) => ({ allowed_root_keys: [...TRANSFORMATION_ROOT_KEYS], invalid_key: key }),
};

/** A transformation as POST/PUT/dry run take it (`prefix` is `transformation.` in a dry run), or the broker's 400 message. */
export function readTransformation(body: unknown, prefix = ''): Read<Omit<TransformationItem, 'metrics' | 'traffic'>> {
  const common = readCommon(body);
  if ('error' in common) return { error: common.error.replace('"path":"root.', `"path":"root.${prefix}`) };
  const b = body as JsonObject;
  const decoder = readSerde(b.payload_decoder, `${prefix}payload_decoder`);
  if ('error' in decoder) return decoder;
  const encoder = readSerde(b.payload_encoder, `${prefix}payload_encoder`);
  if ('error' in encoder) return encoder;
  const rawOps = b.operations ?? [];
  if (!Array.isArray(rawOps)) return { error: schemaError(`${prefix}operations`, 'not_array') };
  const operations: TransformationItem['operations'] = [];
  for (const [i, op] of rawOps.entries()) {
    const at = `${prefix}operations.${i + 1}`;
    if (!isJsonObject(op) || typeof op.key !== 'string' || typeof op.value !== 'string') return { error: schemaError(at, 'required_field') };
    const problem = operationKeyProblem(op.key);
    if (problem) return { error: schemaError(`${at}.key`, problem === 'empty' ? KEY_REASONS.empty : KEY_REASONS[problem](op.key), op.key) };
    try {
      operations.push({ key: op.key, value: op.value, expr: parseVariform(op.value) });
    } catch (error) {
      if (error instanceof VariformSyntaxError) return { error: schemaError(`${at}.value`, { expression: op.value, reason: error.message }, op.value) };
      throw error;
    }
  }
  const config: JsonObject = {
    ...common.ok.config,
    payload_decoder: decoder.ok as unknown as Json,
    payload_encoder: encoder.ok as unknown as Json,
    operations: operations.map(({ key, value }) => ({ key, value })),
  };
  return {
    ok: {
      ...itemFields(config, common.ok.topics),
      decoder: decoder.ok,
      encoder: encoder.ok,
      operations,
      failureAction: config.failure_action as TransformationItem['failureAction'],
    },
  };
}

export interface TransformInput extends PublishedMessage {
  peername: string;
  userProperty: Record<string, string>;
  pubProps: JsonObject;
  clientAttrs: JsonObject;
}

export interface TransformOutput {
  topic: string;
  payload: Json;
  qos: number;
  retain: boolean;
  userProperty: Record<string, string>;
}

export type TransformResult = { ok: TransformOutput } | { failure: JsonObject };

const binaryCodec = (serde: Serde, registry: ReadonlyMap<string, SchemaRecord>, direction: 'decode' | 'encode', which: 'decoder' | 'encoder'): JsonObject => {
  const schemaName = (serde as { schema: string }).schema;
  const extra: JsonObject = { [which]: serde.type, schema_name: schemaName, ...(serde.type === 'protobuf' ? { message_type: serde.message_type } : {}) };
  if (!registry.get(schemaName)) return { msg: `payload_${direction}_schema_not_found`, ...extra };
  return { msg: `payload_${direction}_schema_failure`, ...extra, kind: 'error', reason: `the sandbox has no ${serde.type} codec` };
};

function setPath(target: JsonObject, path: string[], value: Json): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (!isJsonObject(node[key])) node[key] = {};
    node = node[key] as JsonObject;
  }
  node[path.at(-1)!] = value;
}

/** Runs the transformation on one message (emqx_message_transformation:run_transformation/2). */
export function runTransformation(
  item: Pick<TransformationItem, 'decoder' | 'encoder' | 'operations'>,
  input: TransformInput,
  registry: ReadonlyMap<string, SchemaRecord>,
  now: number,
  node: string,
): TransformResult {
  let payload: Json = input.payload;
  if (item.decoder.type === 'json') {
    try {
      payload = JSON.parse(input.payload) as Json;
    } catch (error) {
      return { failure: { msg: 'payload_decode_failed', decoder: 'json', reason: error instanceof Error ? error.message : String(error) } };
    }
  } else if (item.decoder.type !== 'none') return { failure: binaryCodec(item.decoder, registry, 'decode', 'decoder') };
  const context: JsonObject = {
    payload,
    topic: input.topic,
    qos: input.qos,
    retain: input.retain,
    flags: { dup: false, retain: input.retain },
    clientid: input.clientid,
    ...(input.username === undefined ? {} : { username: input.username }),
    peername: input.peername,
    user_property: { ...input.userProperty },
    pub_props: input.pubProps,
    client_attrs: input.clientAttrs,
    id: Math.floor(now * 1000)
      .toString(16)
      .toUpperCase(),
    node,
    timestamp: now,
    publish_received_at: now,
  };
  for (const op of item.operations) {
    const path = op.key.split('.');
    try {
      const value = evaluate(op.expr, context) ?? null;
      if (path[0] === 'payload') {
        if (path.length === 1) context.payload = value;
        else if (!isJsonObject(context.payload)) return { failure: { msg: 'transformation_eval_operation_exception', kind: 'error', reason: 'badmap', operation: { key: op.key, value: op.value } } };
        else setPath(context.payload, path.slice(1), value);
        continue;
      }
      const text = renderString(value);
      if (path[0] === 'qos') {
        if (!['0', '1', '2'].includes(text)) return { failure: { msg: 'transformation_eval_operation_failure', reason: { reason: 'bad_qos_value', input: text } } };
        context.qos = Number(text);
      } else if (path[0] === 'retain') {
        if (text !== 'true' && text !== 'false') return { failure: { msg: 'transformation_eval_operation_failure', reason: { reason: 'bad_retain_value', input: text } } };
        context.retain = text === 'true';
      } else if (path[0] === 'topic') context.topic = text;
      else (context.user_property as JsonObject)[path[1]!] = text;
    } catch (error) {
      if (error instanceof VariformFailure) return { failure: { msg: 'transformation_eval_operation_failure', reason: error.reason } };
      throw error;
    }
  }
  let out: Json = context.payload ?? null;
  if (item.encoder.type === 'json') out = JSON.stringify(out);
  else if (item.encoder.type !== 'none') return { failure: binaryCodec(item.encoder, registry, 'encode', 'encoder') };
  const userProperty = Object.fromEntries(Object.entries(context.user_property as JsonObject).map(([k, v]) => [k, String(v)]));
  return { ok: { topic: String(context.topic), payload: out, qos: Number(context.qos), retain: context.retain === true, userProperty } };
}

/** The enabled transformations on the message's topic, in order. */
export const matchingTransformations = (items: readonly TransformationItem[], topic: string): TransformationItem[] => items.filter((t) => t.enable && t.topics.some((f) => topicMatches(f, topic)));
