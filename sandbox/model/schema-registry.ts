/**
 * The schema registry (EMQX Enterprise): named Avro, Protobuf and JSON schemas. A source is held to
 * the same syntax check the console's editor runs (src/features/schema-registry/model), so the
 * sandbox refuses what the broker's compiler would, with the line of the first mistake.
 */
import { checkSchemaSource } from '../../src/features/schema-registry/model/check-source';
import { isSchemaType, lineColumn, type SchemaType } from '../../src/features/schema-registry/model/source-problem';
import { isJsonObject } from '../lib/json';
import { nameProblem } from './schema-errors';

export interface SchemaRecord {
  name: string;
  type: SchemaType;
  description: string;
  source: string;
}


/** Why the broker would refuse `source` as a schema of `type` (its first problem), or undefined. */
export function sourceError(type: SchemaType, source: string): string | undefined {
  const problem = checkSchemaSource(type, source)[0];
  if (!problem) return undefined;
  const { line, column } = lineColumn(source, problem.from);
  const values = problem.values ? ` ${JSON.stringify(problem.values)}` : '';
  return `Invalid ${type} schema at line ${line}, column ${column}: ${problem.code}${values}`;
}

/**
 * A POST or PUT body as a schema (`name` comes from the body for POST, from the path for PUT), or
 * why it is refused.
 */
export function readSchemaBody(body: unknown, name: string | undefined): SchemaRecord | { error: string } {
  if (!isJsonObject(body)) return { error: 'The body must be a schema object' };
  const named = name ?? body.name;
  // The name rule is the handler's (emqx_resource:validate_name/1, before anything else on a POST).
  if (typeof named !== 'string') return { error: nameProblem(named)! };
  if (!isSchemaType(body.type)) return { error: `Unknown schema type: ${String(body.type)}` };
  if (typeof body.source !== 'string') return { error: 'The schema needs its source' };
  const description = typeof body.description === 'string' ? body.description : '';
  const invalid = sourceError(body.type, body.source);
  return invalid ? { error: invalid } : { name: named, type: body.type, description, source: body.source };
}

export const schemaView = (record: SchemaRecord) => ({ name: record.name, type: record.type, description: record.description, source: record.source });
