/**
 * A small JSON Schema check for the subset of keywords the extractor emits, used to drop defaults
 * that their own schema rejects (the broker's document has some: `bind` defaults to the number
 * 1883 on a string, `log.audit` defaults to a `level` it does not have). Kept here rather than
 * using ajv so that `npm run generate` depends on nothing but the document; the tests check the
 * emitted schemas with ajv as well.
 *
 * Objects stay open, as in JSON Schema: the swagger omits the broker's hidden fields (importance
 * hidden), so a value or default may rightly name a field the schema does not list.
 */
import { isObject, jsonTypeMatches, type Json, type JsonObject } from '../openapi/normalize.ts';
import { matchesFormat } from './formats.ts';

const deepEqual = (a: Json, b: Json): boolean => JSON.stringify(a) === JSON.stringify(b);

function typeMatches(type: Json | undefined, value: Json): boolean {
  if (Array.isArray(type)) return type.some((t) => typeMatches(t, value));
  if (type === 'null') return value === null;
  return type === undefined || jsonTypeMatches(type, value);
}

export function accepts(schema: JsonObject, value: Json): boolean {
  if (!typeMatches(schema.type, value)) return false;
  if (Array.isArray(schema.enum) && !schema.enum.some((v) => deepEqual(v, value))) return false;
  if ('const' in schema && !deepEqual(schema.const as Json, value)) return false;
  if (Array.isArray(schema.oneOf) && schema.oneOf.filter((v) => isObject(v) && accepts(v, value)).length !== 1) return false;
  if (Array.isArray(schema.anyOf) && !schema.anyOf.some((v) => isObject(v) && accepts(v, value))) return false;
  if (Array.isArray(schema.allOf) && !schema.allOf.every((v) => isObject(v) && accepts(v, value))) return false;

  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return false;
    if (typeof schema.maximum === 'number' && value > schema.maximum) return false;
  }
  if (typeof value === 'string') {
    if (typeof schema.format === 'string' && !matchesFormat(schema.format, value)) return false;
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  }
  if (Array.isArray(value) && isObject(schema.items)) {
    const items = schema.items;
    if (!value.every((item) => accepts(items, item))) return false;
  }
  if (isObject(value)) {
    const properties = isObject(schema.properties) ? schema.properties : undefined;
    const extra = schema.additionalProperties;
    for (const [key, item] of Object.entries(value)) {
      const declared = properties?.[key];
      if (isObject(declared)) {
        if (!accepts(declared, item)) return false;
      } else if (isObject(extra)) {
        if (!accepts(extra, item)) return false;
      } else if (extra === false) {
        return false;
      }
    }
    if (Array.isArray(schema.required) && !schema.required.every((key) => typeof key === 'string' && key in value)) return false;
  }
  return true;
}
