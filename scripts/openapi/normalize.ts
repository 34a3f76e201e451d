/**
 * Makes the broker's published OpenAPI document digestible by Orval and by strict TypeScript.
 *
 * EMQX generates its swagger from HOCON schemas, which leaves artefacts that are legal JSON but
 * wrong OpenAPI (booleans inside string enums, defaults of the wrong type, non-standard keys).
 * Each rule below fixes one such artefact and counts what it touched, so that a new broker
 * version shows at a glance what changed.
 */

import { applyCorrections } from './corrections.ts';
import { settleOverlappingUnion } from './unions.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface NormalizeOptions {
  /** Drop descriptions, summaries and examples: they bloat the generated code without typing anything. */
  stripDocs?: boolean;
  /** Extra rules for Orval's zod writer, which does not escape string defaults and mishandles object defaults. */
  forZod?: boolean;
}

export type ChangeCounts = Record<string, number>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const DOC_KEYS = ['description', 'summary', 'example', 'examples', 'externalDocs'];
const NON_STANDARD_KEYS = ['log_meta', 'is_template'];
const OPERATION_KEYS = new Set(['tags', 'summary', 'description', 'externalDocs', 'operationId', 'parameters', 'requestBody', 'responses', 'callbacks', 'deprecated', 'security', 'servers']);

export const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

import { operationName } from '../../src/api/operation-name.ts';

export { operationName };

export function jsonTypeMatches(type: Json | undefined, value: Json): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      return true;
  }
}

/** Visits every schema object reachable from `node`. */
function visitSchemas(node: Json, visit: (schema: JsonObject) => void, isPropertyMap = false): void {
  if (Array.isArray(node)) {
    node.forEach((child) => visitSchemas(child, visit));
    return;
  }
  if (!isObject(node)) return;
  if (isPropertyMap) {
    // Keys here are property names ("type", "default"…), values are schemas.
    Object.values(node).forEach((child) => visitSchemas(child, visit));
    return;
  }
  if (typeof node.type === 'string' || 'enum' in node || 'oneOf' in node || 'anyOf' in node || 'allOf' in node || '$ref' in node) {
    visit(node);
  }
  for (const [key, child] of Object.entries(node)) {
    // Example values and defaults are data, not schemas: never descend into them.
    if (key === 'example' || key === 'examples' || key === 'default' || key === 'enum') continue;
    visitSchemas(child, visit, key === 'properties');
  }
}

function count(changes: ChangeCounts, rule: string): void {
  changes[rule] = (changes[rule] ?? 0) + 1;
}

/** `type: string` with `enum: [true, false, "auto"]` becomes a oneOf of a boolean and the string enum. */
export function splitMixedEnum(schema: JsonObject, changes: ChangeCounts): void {
  const values = schema.enum;
  if (!Array.isArray(values) || typeof schema.type !== 'string') return;
  const foreign = values.filter((v) => !jsonTypeMatches(schema.type, v));
  if (foreign.length === 0) return;
  const strings = values.filter((v): v is string => typeof v === 'string');
  const others = [...new Set(foreign.map((v) => (typeof v === 'number' ? 'number' : typeof v)))];
  const variants: Json[] = others.map((t) => ({ type: t }));
  if (strings.length) variants.push({ type: 'string', enum: strings });
  delete schema.enum;
  delete schema.type;
  schema.oneOf = variants;
  count(changes, 'mixed enum split into oneOf');
}

function dropBadDefault(schema: JsonObject, changes: ChangeCounts): void {
  if (!('default' in schema)) return;
  const value = schema.default as Json;
  if (!jsonTypeMatches(schema.type, value)) {
    delete schema.default;
    count(changes, 'default of the wrong type dropped');
  } else if (Array.isArray(schema.enum) && !schema.enum.some((v) => v === value)) {
    delete schema.default;
    count(changes, 'default outside its enum dropped');
  } else if (Array.isArray(schema.oneOf ?? schema.anyOf) && typeof value === 'string' && !((schema.oneOf ?? schema.anyOf) as Json[]).some((v) => isObject(v) && (v.type === 'string' || (Array.isArray(v.enum) && v.enum.includes(value))))) {
    // A string default on a union whose variants accept no such string: wrong for every variant.
    delete schema.default;
    count(changes, 'default outside its union dropped');
  }
}

/** Orval's zod writer prints defaults verbatim into source code. */
function dropZodUnsafeDefault(schema: JsonObject, changes: ChangeCounts): void {
  if (!('default' in schema)) return;
  const value = schema.default as Json;
  const text = JSON.stringify(value);
  const unsafe =
    typeof value === 'object' ||
    /["'`\\\n]/.test(typeof value === 'string' ? value : text) ||
    schema.type === 'object' ||
    'oneOf' in schema ||
    'anyOf' in schema ||
    'allOf' in schema ||
    '$ref' in schema;
  if (unsafe) {
    delete schema.default;
    count(changes, 'default unsafe for the zod writer dropped');
  }
}

function renameNonStandardKeys(node: Json, changes: ChangeCounts, underProperties = false): void {
  if (Array.isArray(node)) {
    node.forEach((child) => renameNonStandardKeys(child, changes));
    return;
  }
  if (!isObject(node)) return;
  for (const key of Object.keys(node)) {
    if (!underProperties && NON_STANDARD_KEYS.includes(key)) {
      node[`x-${key}`] = node[key] as Json;
      delete node[key];
      count(changes, 'non-standard key renamed to x-*');
    }
  }
  for (const [key, child] of Object.entries(node)) {
    renameNonStandardKeys(child, changes, key === 'properties' && !underProperties);
  }
}

function stripDocs(node: Json, changes: ChangeCounts, underProperties = false): void {
  if (Array.isArray(node)) {
    node.forEach((child) => stripDocs(child, changes));
    return;
  }
  if (!isObject(node)) return;
  if (!underProperties) {
    for (const key of DOC_KEYS) {
      if (key in node) {
        delete node[key];
        count(changes, `${key} stripped`);
      }
    }
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'default' || key === 'enum') continue;
    stripDocs(child, changes, key === 'properties' && !underProperties);
  }
}

function forEachOperation(doc: JsonObject, fn: (path: string, method: string, op: JsonObject) => void): void {
  const paths = doc.paths;
  if (!isObject(paths)) return;
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (isObject(op)) fn(path, method, op);
    }
  }
}

/** Returns a normalized deep copy of `input` and how many times each rule fired. */
export function normalizeOpenApi(input: JsonObject, options: NormalizeOptions = {}): { doc: JsonObject; changes: ChangeCounts } {
  const doc = structuredClone(input);
  const changes: ChangeCounts = {};
  applyCorrections(doc, changes);
  const components = isObject(doc.components) ? doc.components : (doc.components = {});
  const schemas = isObject(components.schemas) ? components.schemas : (components.schemas = {});

  forEachOperation(doc, (path, method, op) => {
    for (const key of Object.keys(op)) {
      // e.g. a lower-case `requestbody` on GET /sso/saml/metadata, which fails schema validation.
      if (!OPERATION_KEYS.has(key) && !key.startsWith('x-') && !NON_STANDARD_KEYS.includes(key)) {
        delete op[key];
        count(changes, 'unknown operation key dropped');
      }
    }
    const name = operationName(method, path);
    if (op.operationId !== name) {
      op.operationId = name;
      count(changes, 'operationId derived from method and path');
    }
    const responses = isObject(op.responses) ? op.responses : {};
    for (const [code, response] of Object.entries(responses)) {
      if (!isObject(response) || !isObject(response.content)) continue;
      const content = response.content;
      // Orval's mocks for a text/plain + JSON response use a type they never import.
      if ('application/json' in content && Object.keys(content).length > 1) {
        response.content = { 'application/json': content['application/json'] as Json };
        count(changes, 'non-JSON alternative of a JSON response dropped');
      }
      const media = (response.content as JsonObject)['application/json'];
      if (isObject(media) && isObject(media.schema) && (Array.isArray(media.schema.oneOf) || Array.isArray(media.schema.anyOf))) {
        const hoisted = `${name}Response${code}`;
        schemas[hoisted] = media.schema;
        media.schema = { $ref: `#/components/schemas/${hoisted}` };
        count(changes, 'inline oneOf response hoisted into components');
      }
    }
  });

  renameNonStandardKeys(doc, changes);
  if (options.stripDocs) {
    stripDocs(doc, changes);
    // A response object must keep its (required) description, even an empty one.
    forEachOperation(doc, (_path, _method, op) => {
      for (const response of Object.values(isObject(op.responses) ? op.responses : {})) {
        if (isObject(response) && !('$ref' in response) && !('description' in response)) response.description = '';
      }
    });
  }

  visitSchemas(doc, (schema) => {
    splitMixedEnum(schema, changes);
    if (settleOverlappingUnion(doc, schema)) count(changes, 'overlapping oneOf turned into anyOf');
    dropBadDefault(schema, changes);
    if (options.forZod) dropZodUnsafeDefault(schema, changes);
  });

  return { doc, changes };
}

export function formatChanges(label: string, changes: ChangeCounts): string {
  const lines = Object.entries(changes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([rule, n]) => `  ${String(n).padStart(6)}  ${rule}`);
  return `${label}:\n${lines.join('\n') || '  nothing to change'}`;
}
