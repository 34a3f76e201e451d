/**
 * What is wrong with a schema's source, and where. Plain data, no translated text: the console
 * words each problem in the user's language (problem-messages.ts), and the sandbox, which checks
 * sources with the same code, answers a 400 with it.
 */

export const SCHEMA_TYPES = ['json', 'avro', 'protobuf'] as const;
export type SchemaType = (typeof SCHEMA_TYPES)[number];

export const isSchemaType = (value: unknown): value is SchemaType => typeof value === 'string' && (SCHEMA_TYPES as readonly string[]).includes(value);

export type ProblemCode =
  // JSON text (JSON schemas and Avro schemas are JSON)
  | 'source.empty'
  | 'json.unexpected-end'
  | 'json.unexpected-character'
  | 'json.single-quote'
  | 'json.expected-key'
  | 'json.expected-colon'
  | 'json.expected-comma'
  | 'json.trailing-comma'
  | 'json.unterminated-string'
  | 'json.control-character'
  | 'json.bad-escape'
  | 'json.bad-number'
  | 'json.trailing-text'
  | 'json.duplicate-key'
  // JSON schema
  | 'jsonschema.not-object'
  | 'jsonschema.bad-type'
  | 'jsonschema.not-schema'
  | 'jsonschema.properties-not-object'
  | 'jsonschema.required-not-strings'
  | 'jsonschema.enum-not-array'
  // Avro
  | 'avro.not-schema'
  | 'avro.missing-type'
  | 'avro.unknown-type'
  | 'avro.missing-name'
  | 'avro.bad-name'
  | 'avro.duplicate-name'
  | 'avro.missing-fields'
  | 'avro.field-not-object'
  | 'avro.field-missing-name'
  | 'avro.field-missing-type'
  | 'avro.duplicate-field'
  | 'avro.missing-symbols'
  | 'avro.bad-symbol'
  | 'avro.duplicate-symbol'
  | 'avro.missing-items'
  | 'avro.missing-values'
  | 'avro.bad-size'
  | 'avro.nested-union'
  | 'avro.duplicate-union-member'
  // Protobuf
  | 'proto.unexpected-character'
  | 'proto.unterminated-string'
  | 'proto.unclosed-comment'
  | 'proto.bad-syntax'
  | 'proto.syntax-not-first'
  | 'proto.expected'
  | 'proto.expected-name'
  | 'proto.expected-number'
  | 'proto.expected-string'
  | 'proto.unexpected-token'
  | 'proto.unexpected-end'
  | 'proto.unclosed-block'
  | 'proto.bad-field-number'
  | 'proto.duplicate-field-number'
  | 'proto.duplicate-name'
  | 'proto.required-in-proto3'
  | 'proto.first-enum-value-not-zero';

export interface SourceProblem {
  /** Offsets in the source: the text the problem is about (`from === to` at the end of the text). */
  from: number;
  to: number;
  code: ProblemCode;
  /** What the message names: a token, a type name, a number. */
  values?: Record<string, string | number>;
}

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: end - start + 1 };
}

/** The problem's place read the way an editor shows it. */
export const problemLine = (text: string, problem: SourceProblem): number => lineColumn(text, problem.from).line;
