/**
 * Turns ajv's errors into reasons a developer can act on: where in the request (body.mqtt.retry_interval,
 * query parameter limit), what the document wants, and what was sent. A failed `oneOf` is explained
 * by trying its alternatives one by one: the overlap when several match, else the closest one's faults.
 */
import type { ErrorObject } from 'ajv';
import { isObject, type Json, type JsonObject } from '../../scripts/openapi/normalize.ts';

export interface ExplainOptions {
  /** Where the checked value sits in the request: `body`, `query parameter limit`… */
  root: string;
  /** Validates `data` against one alternative of a oneOf/anyOf (same ajv, same coercion). */
  errorsFor: (schema: JsonObject, data: unknown) => ErrorObject[];
}

const MAX_TEXT = 80;
const MAX_CHOICES = 8;

/** `"a" or "b"`; a long enum shows its first values and how many there are. */
function choices(values: readonly unknown[]): string {
  const shown = values.slice(0, MAX_CHOICES).map((v) => JSON.stringify(v));
  return values.length > MAX_CHOICES ? `one of ${values.length} values (${shown.join(', ')}, …)` : shown.join(' or ');
}

export function preview(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** `/mqtt/retry_interval` under `body` → `body.mqtt.retry_interval`; array items as `[0]`. */
export function location(root: string, instancePath: string): string {
  let out = root;
  for (const raw of instancePath.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    out += /^\d+$/.test(key) ? `[${key}]` : /^[A-Za-z_$][\w$-]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
  }
  return out;
}

const A_TYPE: Record<string, string> = { string: 'a string', integer: 'an integer', number: 'a number', boolean: 'a boolean', object: 'an object', array: 'an array', null: 'null' };

/** A one-line description of a scalar alternative (`an integer`, `"infinity"`), or undefined for a structured one. */
function summarize(schema: Json | undefined): string | undefined {
  if (!isObject(schema) || '$ref' in schema || 'properties' in schema || 'oneOf' in schema || 'anyOf' in schema) return undefined;
  if (Array.isArray(schema.enum)) return choices(schema.enum);
  if ('const' in schema) return JSON.stringify(schema.const);
  if (typeof schema.type === 'string' && schema.type !== 'object' && schema.type !== 'array') return A_TYPE[schema.type];
  return undefined;
}

function alternativeName(schema: Json | undefined, index: number): string {
  if (isObject(schema) && typeof schema.$ref === 'string') return schema.$ref.replace(/^.*\/definitions\//, '');
  return summarize(schema) ?? `alternative ${index + 1}`;
}

/** How far an alternative is from the value: a mismatched fixed value (a `type: "tcp"` tag) weighs most. */
function distance(errors: ErrorObject[]): number {
  return errors.reduce((sum, e) => {
    const values = e.keyword === 'enum' ? (e.params as { allowedValues: unknown[] }).allowedValues : undefined;
    return sum + (e.keyword === 'const' || values?.length === 1 ? 100 : 1);
  }, 0);
}

function explainAlternatives(error: ErrorObject, options: ExplainOptions, where: string): string {
  const branches = Array.isArray(error.schema) ? (error.schema as Json[]) : [];
  const passing = (error.params as { passingSchemas?: number[] | null }).passingSchemas;
  if (error.keyword === 'oneOf' && Array.isArray(passing)) {
    const names = passing.map((i) => alternativeName(branches[i], i)).join(' and ');
    return `${where} ${preview(error.data)} matches ${passing.length} alternatives of a oneOf that allows exactly one: ${names}`;
  }
  const summaries = branches.map(summarize);
  if (summaries.every((s) => s !== undefined)) return `${where} must be ${summaries.join(' or ')}, not ${preview(error.data)}`;
  const tried = branches
    .map((branch, index) => ({ index, errors: isObject(branch) ? options.errorsFor(branch, error.data) : [] }))
    .sort((a, b) => distance(a.errors) - distance(b.errors) || a.index - b.index);
  const closest = tried[0];
  if (!closest) return `${where} ${error.message ?? 'is invalid'}`;
  const reasons = explainErrors(closest.errors, { ...options, root: where });
  return `${where} matches none of its ${branches.length} alternatives; as the closest, ${alternativeName(branches[closest.index], closest.index)}: ${reasons.join(', ')}`;
}

function explainOne(error: ErrorObject, options: ExplainOptions): string {
  const where = location(options.root, error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'oneOf':
    case 'anyOf':
      return explainAlternatives(error, options, where);
    case 'required':
      return `${location(where, `/${String(params.missingProperty).replace(/~/g, '~0').replace(/\//g, '~1')}`)} is required`;
    case 'additionalProperties':
      return `${where} has a property the document does not define: ${String(params.additionalProperty)}`;
    case 'type':
      return `${where} must be ${String(params.type).split(',').map((t) => A_TYPE[t] ?? t).join(' or ')}, not ${preview(error.data)}`;
    case 'enum':
      return `${where} must be ${choices(params.allowedValues as unknown[])}, not ${preview(error.data)}`;
    case 'const':
      return `${where} must be ${JSON.stringify(params.allowedValue)}, not ${preview(error.data)}`;
    case 'format':
      return `${where} must be a ${String(params.format)}, not ${preview(error.data)}`;
    default:
      return `${where} ${error.message ?? 'is invalid'}, not ${preview(error.data)}`;
  }
}

/**
 * One reason per fault. ajv lists the faults of a oneOf's alternatives just before the oneOf's own
 * error, at or below its place: those are folded into the oneOf's explanation.
 */
export function explainErrors(errors: readonly ErrorObject[], options: ExplainOptions): string[] {
  const reasons: string[] = [];
  let i = errors.length - 1;
  while (i >= 0) {
    const error = errors[i]!;
    reasons.unshift(explainOne(error, options));
    i--;
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf') {
      const at = error.instancePath;
      while (i >= 0 && (errors[i]!.instancePath === at || errors[i]!.instancePath.startsWith(`${at}/`))) i--;
    }
  }
  return reasons;
}
