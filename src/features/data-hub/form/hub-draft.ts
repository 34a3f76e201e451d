/**
 * A schema validation or message transformation as its form holds it, the checks made as the user
 * types (the broker's own rules: emqx_resource:validate_name, its topic, check and operation schemas),
 * and the bodies POST and PUT take.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { topicFilterError } from '../../../domain/topic-filter';
import { operationKeyProblem } from '../../../domain/variform/functions';
import type { MessageTransformationTransformation, SchemaValidationValidation } from '../../../generated/model';
import type { HubKindId } from '../hub-kinds';
import { expressionProblem } from './expression-problem';

export type FailureActionId = 'drop' | 'disconnect' | 'ignore';
export type LogLevel = 'error' | 'warning' | 'notice' | 'info' | 'debug' | 'none';
export const LOG_LEVELS: readonly LogLevel[] = ['error', 'warning', 'notice', 'info', 'debug', 'none'];

export type SchemaCheckType = 'json' | 'avro' | 'protobuf';
export interface CheckDraft {
  type: 'sql' | SchemaCheckType;
  sql: string;
  schema: string;
  messageType: string;
}

export interface SerdeDraft {
  type: 'none' | SchemaCheckType;
  schema: string;
  messageType: string;
}

export interface OperationDraft {
  key: string;
  value: string;
}

export interface HubDraft {
  kind: HubKindId;
  name: string;
  description: string;
  enable: boolean;
  /** One topic filter a line, as typed. */
  topics: string;
  failureAction: FailureActionId;
  logLevel: LogLevel;
  strategy: 'all_pass' | 'any_pass';
  checks: CheckDraft[];
  decoder: SerdeDraft;
  encoder: SerdeDraft;
  operations: OperationDraft[];
}

export const NEW_CHECK: CheckDraft = { type: 'json', sql: '', schema: '', messageType: '' };
const NO_SERDE: SerdeDraft = { type: 'none', schema: '', messageType: '' };

export function newDraft(kind: HubKindId): HubDraft {
  return {
    kind,
    name: '',
    description: '',
    enable: true,
    topics: '',
    failureAction: kind === 'validation' ? 'drop' : 'ignore',
    logLevel: 'warning',
    strategy: 'all_pass',
    checks: [{ ...NEW_CHECK }],
    // A transformation mostly reads and writes JSON payloads: that is where a new one starts.
    decoder: { ...NO_SERDE, type: kind === 'transformation' ? 'json' : 'none' },
    encoder: { ...NO_SERDE, type: kind === 'transformation' ? 'json' : 'none' },
    operations: kind === 'transformation' ? [{ key: '', value: '' }] : [],
  };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function serdeDraft(raw: unknown): SerdeDraft {
  const s = (raw ?? {}) as { type?: string; schema?: unknown; message_type?: unknown };
  const type = s.type === 'json' || s.type === 'avro' || s.type === 'protobuf' ? s.type : 'none';
  return { type, schema: str(s.schema), messageType: str(s.message_type) };
}

/** The broker's item as the form edits it. */
export function toDraft(kind: HubKindId, raw: object): HubDraft {
  const item = raw as Partial<SchemaValidationValidation & MessageTransformationTransformation>;
  const topics = Array.isArray(item.topics) ? item.topics : item.topics ? [item.topics] : [];
  const level = item.log_failure?.level;
  return {
    ...newDraft(kind),
    name: item.name ?? '',
    description: item.description ?? '',
    enable: item.enable !== false,
    topics: topics.join('\n'),
    failureAction: item.failure_action ?? 'drop',
    logLevel: level && LOG_LEVELS.includes(level) ? level : 'info',
    strategy: item.strategy === 'any_pass' ? 'any_pass' : 'all_pass',
    checks: (item.checks ?? []).map((c) => {
      const check = c as { type?: string; sql?: unknown; schema?: unknown; message_type?: unknown };
      const type = check.type === 'sql' || check.type === 'avro' || check.type === 'protobuf' ? check.type : 'json';
      return { type, sql: str(check.sql), schema: str(check.schema), messageType: str(check.message_type) };
    }),
    decoder: serdeDraft(item.payload_decoder),
    encoder: serdeDraft(item.payload_encoder),
    operations: (item.operations ?? []).map((o) => ({ key: o.key, value: o.value })),
  };
}

export const topicList = (topics: string): string[] =>
  topics
    .split('\n')
    .map((t) => t.trim())
    .filter(Boolean);

function serdeBody(serde: SerdeDraft) {
  if (serde.type === 'none' || serde.type === 'json') return { type: serde.type };
  if (serde.type === 'avro') return { type: 'avro' as const, schema: serde.schema };
  return { type: 'protobuf' as const, schema: serde.schema, message_type: serde.messageType };
}

function checkBody(check: CheckDraft) {
  switch (check.type) {
    case 'sql':
      return { type: 'sql' as const, sql: check.sql.trim() };
    case 'protobuf':
      return { type: 'protobuf' as const, schema: check.schema, message_type: check.messageType };
    default:
      return { type: check.type, schema: check.schema };
  }
}

/** The body of POST and PUT (the whole item: PUT replaces it). */
export function toValidationBody(draft: HubDraft): SchemaValidationValidation {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    enable: draft.enable,
    topics: topicList(draft.topics),
    strategy: draft.strategy,
    failure_action: draft.failureAction,
    log_failure: { level: draft.logLevel },
    checks: draft.checks.map(checkBody),
  };
}

export function toTransformationBody(draft: HubDraft): MessageTransformationTransformation {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    enable: draft.enable,
    topics: topicList(draft.topics),
    failure_action: draft.failureAction,
    log_failure: { level: draft.logLevel },
    payload_decoder: serdeBody(draft.decoder),
    payload_encoder: serdeBody(draft.encoder),
    operations: draft.operations.map((o) => ({ key: o.key.trim(), value: o.value.trim() })),
  };
}

/** What is wrong, by field: `name`, `topics`, `checks.0.schema`, `operations.1.value`… */
export type DraftProblems = Record<string, MessageDescriptor>;

const NAME = /^[0-9a-zA-Z][-0-9a-zA-Z_]*$/;

export function nameProblem(name: string, taken: readonly string[]): MessageDescriptor | undefined {
  if (!name) return msg`Name is required`;
  if (new TextEncoder().encode(name).length >= 255) return msg`The name must be shorter than 255 bytes`;
  if (!NAME.test(name)) return msg`Start with a letter or a digit, then use only letters, digits, underscores (_) and hyphens (-)`;
  if (taken.includes(name)) return msg`This name is taken`;
  return undefined;
}

function topicsProblem(topics: string): MessageDescriptor | undefined {
  const list = topicList(topics);
  if (list.length === 0) return msg`Give at least one topic filter`;
  // A shared subscription's filter is checked without its group.
  const bad = list.find((topic) => topicFilterError(topic.replace(/^\$share\/[^/]+\//, '')));
  if (bad) return msg`${bad} is not a topic filter: '+' and '#' must fill a whole level, and '#' must be the last`;
  const dup = list.find((t, i) => list.indexOf(t) !== i);
  return dup ? msg`${dup} is given twice` : undefined;
}

const SERDE_NEEDS_SCHEMA = msg`Choose a schema`;
const NEEDS_MESSAGE_TYPE = msg`Give the Protobuf message type`;

function serdeProblems(serde: SerdeDraft, at: string, into: DraftProblems) {
  if (serde.type === 'avro' || serde.type === 'protobuf') {
    if (!serde.schema) into[`${at}.schema`] = SERDE_NEEDS_SCHEMA;
    if (serde.type === 'protobuf' && !serde.messageType.trim()) into[`${at}.messageType`] = NEEDS_MESSAGE_TYPE;
  }
}

/** Every problem the form can find before the broker sees it. `taken` is empty when editing. */
export function draftProblems(draft: HubDraft, taken: readonly string[]): DraftProblems {
  const problems: DraftProblems = {};
  const name = nameProblem(draft.name.trim(), taken);
  if (name) problems.name = name;
  const topics = topicsProblem(draft.topics);
  if (topics) problems.topics = topics;
  if (draft.kind === 'validation') {
    if (draft.checks.length === 0) problems.checks = msg`Add at least one check`;
    const seen = new Set<string>();
    draft.checks.forEach((check, i) => {
      if (check.type === 'sql') {
        if (!check.sql.trim()) problems[`checks.${i}.sql`] = msg`Write the SQL condition`;
        return;
      }
      if (!check.schema) problems[`checks.${i}.schema`] = SERDE_NEEDS_SCHEMA;
      if (check.type === 'protobuf' && !check.messageType.trim()) problems[`checks.${i}.messageType`] = NEEDS_MESSAGE_TYPE;
      const key = `${check.type}:${check.schema}`;
      if (check.schema && seen.has(key)) problems[`checks.${i}.schema`] = msg`This schema is checked already`;
      seen.add(key);
    });
  } else {
    serdeProblems(draft.decoder, 'decoder', problems);
    serdeProblems(draft.encoder, 'encoder', problems);
    draft.operations.forEach((op, i) => {
      const key = operationKeyProblem(op.key.trim());
      if (key === 'empty') problems[`operations.${i}.key`] = msg`Give the key to set`;
      else if (key === 'user_property') problems[`operations.${i}.key`] = msg`Name exactly one user property: user_property.<name>`;
      else if (key) problems[`operations.${i}.key`] = msg`A key is payload (or a path in it), qos, retain, topic or user_property.<name>`;
      const value = expressionProblem(op.value.trim());
      if (value) problems[`operations.${i}.value`] = value;
    });
  }
  return problems;
}
