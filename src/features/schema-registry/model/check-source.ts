/**
 * The syntax check of a schema's source for its type, shared by the editor (as the user types) and
 * the sandbox (which refuses what the broker would). Pure, without translated text.
 */
import { checkAvroSchema } from './avro-check';
import { checkJsonSchema } from './json-schema-check';
import { checkProtobufSchema } from './protobuf-check';
import type { SchemaType, SourceProblem } from './source-problem';

export function checkSchemaSource(type: SchemaType, source: string): SourceProblem[] {
  switch (type) {
    case 'json':
      return checkJsonSchema(source);
    case 'avro':
      return checkAvroSchema(source);
    case 'protobuf':
      return source.trim() === '' ? [{ from: 0, to: 0, code: 'source.empty' }] : checkProtobufSchema(source);
  }
}
