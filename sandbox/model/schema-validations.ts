/**
 * Schema validations (`/schema_validations…`, EMQX 5.8 Enterprise): checks a published message must
 * pass, in the configured order, before it is routed (emqx_schema_validation). A JSON check runs the
 * registry's JSON schema on the payload (ajv, as the broker's jesse); a SQL check runs the rule SQL
 * (without FROM) on the message's columns and passes when its WHERE matches. Avro and Protobuf
 * payloads are binary and the sandbox has no decoder for them: such a check passes a payload that
 * is not JSON text and fails one that is, as decoding a JSON text against a binary schema would.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import { isJsonObject, type Json, type JsonObject } from '../lib/json';
import { topicMatches } from '../lib/topic';
import { SqlError } from '../rule-sql/errors';
import { evaluate } from '../rule-sql/evaluate';
import { parseRuleSql } from '../rule-sql/parser';
import { itemFields, readCommon, type HubItem } from './hub-items';
import { schemaError, type Read } from './schema-errors';
import { fillEventColumns } from './rule-events';
import type { SchemaRecord } from './schema-registry';

export type ValidationCheck = { type: 'json' | 'avro'; schema: string } | { type: 'protobuf'; schema: string; message_type: string } | { type: 'sql'; sql: string };

export interface ValidationItem extends HubItem {
  checks: ValidationCheck[];
  strategy: 'all_pass' | 'any_pass';
  failureAction: 'drop' | 'disconnect' | 'ignore';
}

function readCheck(raw: Json, i: number): Read<ValidationCheck> {
  const at = `checks.${i + 1}`;
  if (!isJsonObject(raw)) return { error: schemaError(at, 'not_a_map') };
  switch (raw.type) {
    case 'sql': {
      if (typeof raw.sql !== 'string') return { error: schemaError(`${at}.sql`, 'required_field') };
      try {
        parseRuleSql(raw.sql, { withFrom: false });
      } catch (error) {
        if (error instanceof SqlError) return { error: schemaError(`${at}.sql`, error.message, raw.sql) };
        throw error;
      }
      return { ok: { type: 'sql', sql: raw.sql } };
    }
    case 'json':
    case 'avro':
      return typeof raw.schema === 'string' ? { ok: { type: raw.type, schema: raw.schema } } : { error: schemaError(`${at}.schema`, 'required_field') };
    case 'protobuf':
      if (typeof raw.schema !== 'string') return { error: schemaError(`${at}.schema`, 'required_field') };
      if (typeof raw.message_type !== 'string') return { error: schemaError(`${at}.message_type`, 'required_field') };
      return { ok: { type: 'protobuf', schema: raw.schema, message_type: raw.message_type } };
    default:
      return { error: schemaError(at, { expected: 'sql | json | avro | protobuf', field_name: 'type' }) };
  }
}

/** A POST or PUT body as a validation, or the broker's 400 message. */
export function readValidation(body: unknown, registry: ReadonlyMap<string, SchemaRecord>): Read<Omit<ValidationItem, 'metrics' | 'traffic'>> {
  const common = readCommon(body);
  if ('error' in common) return common;
  const b = body as JsonObject;
  if (b.strategy !== 'all_pass' && b.strategy !== 'any_pass') return { error: schemaError('strategy', 'unable_to_convert_to_enum_symbol', b.strategy ?? null) };
  if (!Array.isArray(b.checks) || b.checks.length === 0) return { error: schemaError('checks', 'at least one check must be defined', (b.checks as Json) ?? null) };
  const checks: ValidationCheck[] = [];
  for (const [i, raw] of b.checks.entries()) {
    const read = readCheck(raw, i);
    if ('error' in read) return read;
    checks.push(read.ok);
  }
  const keys = checks.filter((c) => c.type !== 'sql').map((c) => `${c.type}:${(c as { schema: string }).schema}`);
  const duplicated = [...new Set(keys.filter((k, i) => keys.indexOf(k) !== i))];
  if (duplicated.length) return { error: schemaError('checks', `duplicated schema checks: ${duplicated.join(', ')}`) };
  // Checked after the schema, when the configuration is applied (assert_referenced_schemas_exist).
  const missing = checks.flatMap((c) => {
    if (c.type === 'sql') return [];
    const schema = registry.get(c.schema);
    if (!schema) return [c.type === 'protobuf' ? [c.schema, c.message_type] : [c.schema]];
    if (c.type === 'protobuf' && !new RegExp(`\\bmessage\\s+${c.message_type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(schema.source)) return [[c.schema, c.message_type]];
    return [];
  });
  if (missing.length) {
    const term = missing.map((path) => `[${path.map((p) => `<<"${p}">>`).join(',')}]`).join(',');
    return { error: `{post_config_update,emqx_schema_validation_config,#{missing_schemas => [${term}]}}` };
  }
  const config: JsonObject = { ...common.ok.config, strategy: b.strategy, checks: checks as unknown as Json[] };
  return {
    ok: {
      ...itemFields(config, common.ok.topics),
      checks,
      strategy: b.strategy,
      failureAction: config.failure_action as ValidationItem['failureAction'],
    },
  };
}

const validators = new Map<string, ValidateFunction>();

function jsonSchemaPasses(schema: SchemaRecord, payload: string): boolean {
  let validate = validators.get(schema.source);
  if (!validate) {
    validate = new Ajv({ strict: false, allErrors: false, validateSchema: false }).compile(JSON.parse(schema.source) as object);
    validators.set(schema.source, validate);
  }
  try {
    return validate(JSON.parse(payload));
  } catch {
    return false;
  }
}

const isJsonText = (payload: string): boolean => {
  try {
    JSON.parse(payload);
    return true;
  } catch {
    return false;
  }
};

export interface PublishedMessage {
  topic: string;
  payload: string;
  qos: number;
  retain: boolean;
  clientid: string;
  username?: string;
  userProperties?: Record<string, string>;
}

function checkPasses(check: ValidationCheck, message: PublishedMessage, registry: ReadonlyMap<string, SchemaRecord>, now: number, node: string): boolean {
  if (check.type === 'sql') {
    try {
      const columns = fillEventColumns(
        'message_publish',
        { topic: message.topic, payload: message.payload, qos: message.qos, clientid: message.clientid, username: message.username ?? null },
        now,
        node,
      );
      return evaluate(parseRuleSql(check.sql, { withFrom: false }), columns, { now: () => now }).matched;
    } catch {
      return false;
    }
  }
  const schema = registry.get(check.schema);
  if (!schema) return false;
  if (check.type === 'json') return jsonSchemaPasses(schema, message.payload);
  return message.payload !== '' && !isJsonText(message.payload);
}

/** Whether the message passes the validation's checks, by its strategy. */
export function validationPasses(item: ValidationItem, message: PublishedMessage, registry: ReadonlyMap<string, SchemaRecord>, now: number, node: string): boolean {
  const passes = (c: ValidationCheck) => checkPasses(c, message, registry, now, node);
  return item.strategy === 'all_pass' ? item.checks.every(passes) : item.checks.some(passes);
}

/** The enabled validations on the message's topic, in order. */
export const matchingValidations = (items: readonly ValidationItem[], topic: string): ValidationItem[] => items.filter((v) => v.enable && v.topics.some((f) => topicMatches(f, topic)));
