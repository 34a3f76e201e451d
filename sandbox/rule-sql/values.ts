/**
 * Values in the evaluator and the broker's rules for them: a missing field is `undefined` (EMQX's
 * `undefined`), text that holds JSON is decoded when a path reaches into it (`payload.a.b`), indexes
 * count from 1, and comparisons between a number and text read the text as a number.
 */
import { isJsonObject, type Json, type JsonObject } from '../lib/json';
import { topicMatches } from '../lib/topic';
import { SelectTransformError } from './errors';

export type Value = Json | undefined;

/** Text holding a JSON object or array, decoded; anything else as it is. */
export function decoded(value: Value): Value {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return value;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return value;
  }
}

export function getKey(value: Value, key: string): Value {
  const container = decoded(value);
  return isJsonObject(container) ? container[key] : undefined;
}

/** `list[1]` is the first element and `list[-1]` the last, as in EMQX. */
export function getIndex(value: Value, index: Value): Value {
  const container = decoded(value);
  if (typeof index === 'string') return getKey(container, index);
  if (!Array.isArray(container) || typeof index !== 'number' || !Number.isInteger(index) || index === 0) return undefined;
  return container[index > 0 ? index - 1 : container.length + index];
}

/** Sets `path` in `target`, making the objects on the way (`as a.b` nests). */
export function putPath(target: JsonObject, path: readonly string[], value: Value): void {
  let node = target;
  path.slice(0, -1).forEach((key) => {
    const child = node[key];
    if (!isJsonObject(child)) node[key] = {};
    node = node[key] as JsonObject;
  });
  node[path[path.length - 1]!] = value === undefined ? null : value;
}

/** Text as `str()` writes it: strings as they are, numbers and booleans as written, the rest as JSON. */
export function toText(value: Value): string {
  if (value === undefined || value === null) return 'undefined';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A number from a number or its text; undefined when it is neither. */
export function toNumber(value: Value): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

const same = (a: Value, b: Value): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A comparison as the broker runs it: a missing side matches nothing (both missing are equal), a
 * number against text reads the text as a number, and `=~` matches a topic against a filter.
 */
/** Text `binary_to_integer/1` or `binary_to_float/1` reads: `12`, `-3`, `1.5`, `2.0e3` (not `1e3`, ` 1`, `.5`). */
const isErlangNumber = (text: string): boolean => /^[+-]?\d+$/.test(text) || /^[+-]?\d+\.\d+(?:[eE][+-]?\d+)?$/.test(text);

export function compare(op: string, left: Value, right: Value): boolean {
  const l = left === null ? undefined : left;
  const r = right === null ? undefined : right;
  if (l === undefined || r === undefined) return l === r && (op === '=' || op === '>=' || op === '<=');
  if (op === '=~') return typeof l === 'string' && typeof r === 'string' && topicMatches(r, l);
  // Text against a number is read as an Erlang number (`binary_to_integer`, else `binary_to_float`): anything else raises badarg.
  if ((typeof l === 'number' && typeof r === 'string' && !isErlangNumber(r)) || (typeof r === 'number' && typeof l === 'string' && !isErlangNumber(l))) {
    throw new SelectTransformError('badarg');
  }
  let a: Value = l;
  let b: Value = r;
  if (typeof a === 'number' || typeof b === 'number') {
    const [na, nb] = [toNumber(a), toNumber(b)];
    if (na === undefined || nb === undefined) return op === '!=' || op === '<>';
    [a, b] = [na, nb];
  }
  switch (op) {
    case '=':
      return same(a, b);
    case '!=':
    case '<>':
      return !same(a, b);
    default:
      return ordered(op, a, b);
  }
}

function ordered(op: string, a: Json, b: Json): boolean {
  if (!((typeof a === 'number' && typeof b === 'number') || (typeof a === 'string' && typeof b === 'string'))) return false;
  switch (op) {
    case '>':
      return a > b;
    case '<':
      return a < b;
    case '>=':
      return a >= b;
    default:
      return a <= b;
  }
}
