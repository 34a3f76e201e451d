/**
 * The built-in SQL functions the sandbox knows, named and behaving as in EMQX 5.8 (`substr` counts
 * from 0, `nth` from 1, `now_timestamp` in seconds unless given a unit). A function given arguments it
 * cannot take throws `FunctionError`; the evaluator adds the place of the call.
 */
import { textToBase64 } from '../lib/base64';
import { isJsonObject, type Json } from '../lib/json';
import { decoded, getIndex, toNumber, toText, type Value } from './values';

export class FunctionError extends Error {}

export interface FunctionContext {
  now(): number;
}

type Fn = (args: Value[], ctx: FunctionContext) => Value;

const fail = (message: string): never => {
  throw new FunctionError(message);
};

const num = (value: Value, name: string): number => toNumber(value) ?? fail(`${name} expects a number, not ${JSON.stringify(value ?? null)}`);

const text = (value: Value, name: string): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : fail(`${name} expects a string, not ${JSON.stringify(value ?? null)}`);

const list = (value: Value, name: string): Json[] => {
  const v = decoded(value);
  return Array.isArray(v) ? v : fail(`${name} expects an array, not ${JSON.stringify(value ?? null)}`);
};

const map = (value: Value, name: string): Record<string, Json> => {
  const v = decoded(value);
  return isJsonObject(v) ? v : fail(`${name} expects a map, not ${JSON.stringify(value ?? null)}`);
};

const TIME_UNITS: Record<string, number> = { second: 1000, millisecond: 1, microsecond: 0.001, nanosecond: 0.000001 };

const unit = (value: Value, fallback: string): number => TIME_UNITS[value === undefined ? fallback : text(value, 'time unit')] ?? fail(`unknown time unit ${JSON.stringify(value)}`);

/** RFC 3339 in UTC, with the precision of the unit. */
function rfc3339(ms: number, unitMs: number): string {
  const iso = new Date(ms).toISOString();
  return unitMs >= 1000 ? iso.replace(/\.\d{3}Z$/, 'Z') : iso;
}

function int(value: Value): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return Math.trunc(num(value, 'int'));
}

function base64Decode(value: Value): string {
  try {
    const binary = atob(text(value, 'base64_decode'));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch (error) {
    return error instanceof FunctionError ? fail(error.message) : fail('base64_decode expects Base64 text');
  }
}

/** `map_get('a.b', m)` follows the path into nested maps. */
function mapGet(key: Value, m: Value, fallback: Value): Value {
  let node: Value = map(m, 'map_get');
  for (const part of text(key, 'map_get').split('.')) {
    const d = decoded(node);
    node = isJsonObject(d) ? d[part] : undefined;
  }
  return node === undefined ? fallback : node;
}

function substr(args: Value[]): string {
  const s = text(args[0], 'substr');
  const start = int(args[1]);
  return args.length > 2 ? s.slice(start, start + int(args[2])) : s.slice(start);
}

const FUNCTIONS: Record<string, { arity: [number, number]; fn: Fn }> = {
  // Text
  upper: { arity: [1, 1], fn: ([s]) => text(s, 'upper').toUpperCase() },
  lower: { arity: [1, 1], fn: ([s]) => text(s, 'lower').toLowerCase() },
  trim: { arity: [1, 1], fn: ([s]) => text(s, 'trim').trim() },
  ltrim: { arity: [1, 1], fn: ([s]) => text(s, 'ltrim').trimStart() },
  rtrim: { arity: [1, 1], fn: ([s]) => text(s, 'rtrim').trimEnd() },
  reverse: { arity: [1, 1], fn: ([s]) => [...text(s, 'reverse')].reverse().join('') },
  strlen: { arity: [1, 1], fn: ([s]) => [...text(s, 'strlen')].length },
  substr: { arity: [2, 3], fn: (args) => substr(args) },
  concat: { arity: [1, 99], fn: (args) => (args.length === 1 ? list(args[0], 'concat') : args).map(toText).join('') },
  split: { arity: [2, 2], fn: ([s, sep]) => text(s, 'split').split(text(sep, 'split')).filter((part) => part !== '') },
  replace: { arity: [3, 3], fn: ([s, find, by]) => text(s, 'replace').split(text(find, 'replace')).join(text(by, 'replace')) },
  regex_match: { arity: [2, 2], fn: ([s, re]) => new RegExp(text(re, 'regex_match')).test(text(s, 'regex_match')) },
  regex_replace: { arity: [3, 3], fn: ([s, re, by]) => text(s, 'regex_replace').replace(new RegExp(text(re, 'regex_replace'), 'g'), text(by, 'regex_replace')) },
  // Types
  str: { arity: [1, 1], fn: ([v]) => toText(v) },
  str_utf8: { arity: [1, 1], fn: ([v]) => toText(v) },
  int: { arity: [1, 1], fn: ([v]) => int(v) },
  float: { arity: [1, 1], fn: ([v]) => num(v, 'float') },
  bool: { arity: [1, 1], fn: ([v]) => (v === true || v === 'true' || v === 1 ? true : v === false || v === 'false' || v === 0 ? false : fail(`bool cannot read ${JSON.stringify(v ?? null)}`)) },
  is_null: { arity: [1, 1], fn: ([v]) => v === undefined || v === null },
  is_not_null: { arity: [1, 1], fn: ([v]) => v !== undefined && v !== null },
  is_str: { arity: [1, 1], fn: ([v]) => typeof v === 'string' },
  is_num: { arity: [1, 1], fn: ([v]) => typeof v === 'number' },
  is_int: { arity: [1, 1], fn: ([v]) => Number.isInteger(v) },
  is_float: { arity: [1, 1], fn: ([v]) => typeof v === 'number' && !Number.isInteger(v) },
  is_bool: { arity: [1, 1], fn: ([v]) => typeof v === 'boolean' },
  is_map: { arity: [1, 1], fn: ([v]) => isJsonObject(v) },
  is_array: { arity: [1, 1], fn: ([v]) => Array.isArray(v) },
  coalesce: { arity: [2, 99], fn: (args) => args.find((v) => v !== undefined && v !== null) ?? null },
  // Numbers
  abs: { arity: [1, 1], fn: ([v]) => Math.abs(num(v, 'abs')) },
  ceil: { arity: [1, 1], fn: ([v]) => Math.ceil(num(v, 'ceil')) },
  floor: { arity: [1, 1], fn: ([v]) => Math.floor(num(v, 'floor')) },
  round: { arity: [1, 1], fn: ([v]) => Math.round(num(v, 'round')) },
  sqrt: { arity: [1, 1], fn: ([v]) => Math.sqrt(num(v, 'sqrt')) },
  power: { arity: [2, 2], fn: ([a, b]) => num(a, 'power') ** num(b, 'power') },
  mod: { arity: [2, 2], fn: ([a, b]) => num(a, 'mod') % num(b, 'mod') },
  // Maps and arrays
  map_get: { arity: [2, 3], fn: ([k, m, d]) => mapGet(k, m, d) },
  map_put: { arity: [3, 3], fn: ([k, v, m]) => ({ ...map(m, 'map_put'), [text(k, 'map_put')]: v ?? null }) },
  map_keys: { arity: [1, 1], fn: ([m]) => Object.keys(map(m, 'map_keys')) },
  map_values: { arity: [1, 1], fn: ([m]) => Object.values(map(m, 'map_values')) },
  nth: { arity: [2, 2], fn: ([n, l]) => getIndex(list(l, 'nth'), int(n)) ?? fail(`nth: no element ${JSON.stringify(n)}`) },
  length: { arity: [1, 1], fn: ([l]) => list(l, 'length').length },
  first: { arity: [1, 1], fn: ([l]) => list(l, 'first')[0] ?? fail('first: the array is empty') },
  last: { arity: [1, 1], fn: ([l]) => list(l, 'last').at(-1) ?? fail('last: the array is empty') },
  contains: { arity: [2, 2], fn: ([x, l]) => list(l, 'contains').some((item) => JSON.stringify(item) === JSON.stringify(x)) },
  // JSON and encodings
  json_decode: {
    arity: [1, 1],
    fn: ([s]) => {
      try {
        return JSON.parse(text(s, 'json_decode')) as Json;
      } catch {
        return fail('json_decode: the text is not JSON');
      }
    },
  },
  json_encode: { arity: [1, 1], fn: ([v]) => JSON.stringify(v ?? null) },
  base64_encode: { arity: [1, 1], fn: ([s]) => textToBase64(text(s, 'base64_encode')) },
  base64_decode: { arity: [1, 1], fn: ([s]) => base64Decode(s) },
  // Time
  now_timestamp: { arity: [0, 1], fn: ([u], ctx) => Math.floor(ctx.now() / unit(u, 'second')) },
  now_rfc3339: { arity: [0, 1], fn: ([u], ctx) => rfc3339(ctx.now(), unit(u, 'second')) },
  unix_ts_to_rfc3339: { arity: [1, 2], fn: ([ts, u]) => rfc3339(num(ts, 'unix_ts_to_rfc3339') * unit(u, 'second'), unit(u, 'second')) },
  uuid_v4: { arity: [0, 0], fn: () => crypto.randomUUID() },
};

/** The names the evaluator knows, for its error messages and for the tests. */
export const FUNCTION_NAMES: readonly string[] = Object.keys(FUNCTIONS).sort();

/** Calls the function, or throws `FunctionError` for an unknown one or the wrong number of arguments. */
export function callFunction(name: string, args: Value[], ctx: FunctionContext): Value {
  const spec = FUNCTIONS[name];
  if (!spec) return fail(`unknown function ${name}()`);
  const [min, max] = spec.arity;
  if (args.length < min || args.length > max) {
    return fail(`${name}() takes ${min === max ? min : `${min} to ${max}`} argument${max === 1 ? '' : 's'}, not ${args.length}`);
  }
  return spec.fn(args, ctx);
}
