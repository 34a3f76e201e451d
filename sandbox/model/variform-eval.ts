/**
 * Evaluates Variform as EMQX 5.8.1 does (emqx_variform:render/3 and emqx_variform_bif): variables
 * looked up by path in the bindings, calls to the built-in functions of the shared catalog, lazy
 * coalesce/iif/is_empty. A failure throws a `VariformFailure` carrying the broker's reason map
 * (`{reason: var_unbound, var_name}`, `{reason: unknown_variform_function, …}`…).
 */
import { createHash, randomInt } from 'node:crypto';
import type { VariformExpr } from '../../src/domain/variform/parse';
import { variformFunction } from '../../src/domain/variform/functions';
import { isJsonObject, type Json, type JsonObject } from '../lib/json';

export type VariformValue = Json | undefined;

export class VariformFailure extends Error {
  constructor(readonly reason: JsonObject) {
    super(JSON.stringify(reason));
  }
}

const fail = (reason: JsonObject): never => {
  throw new VariformFailure(reason);
};
const badarg = (fn: string): never => fail({ reason: 'badarg', function: fn });

const isEmpty = (v: VariformValue): boolean => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A value as text, as any_to_str does: maps and lists as JSON. */
export function anyToStr(v: VariformValue): string {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : formatFloat(v);
  if (typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

/** float_to_binary(F, [{decimals, 10}, compact]). */
const formatFloat = (f: number): string => {
  const fixed = f.toFixed(10).replace(/0+$/, '');
  return fixed.endsWith('.') ? `${fixed}0` : fixed;
};

const str = (fn: string, v: VariformValue): string => (v === undefined || v === null ? badarg(fn) : anyToStr(v));
const num = (fn: string, v: VariformValue): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : badarg(fn);
};
const list = (fn: string, v: VariformValue): Json[] => (Array.isArray(v) ? v : badarg(fn));

function lookup(path: string, bindings: JsonObject): VariformValue {
  let node: VariformValue = bindings;
  for (const key of path.split('.')) {
    if (!isJsonObject(node) || !(key in node)) return fail({ reason: 'var_unbound', var_name: path });
    node = node[key];
  }
  return node;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const trimChars = (chars: string | undefined) => (chars === undefined ? '\\s' : `[${escapeRe(chars)}]`);
const compare = (a: string | number, b: string | number) => (a === b ? 'eq' : a < b ? 'lt' : 'gt');

function unescape(s: string): string {
  const simple: Record<string, string> = { '\\': '\\', n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', "'": "'", '"': '"', '?': '?', a: '\x07' };
  return s.replace(/\\(x[0-9a-fA-F]+|.)/g, (all, code: string) => {
    if (code.startsWith('x')) return String.fromCodePoint(parseInt(code.slice(1), 16));
    return simple[code] ?? fail({ reason: 'unrecognized_escape_sequence', sequence: all });
  });
}

function sprintf(format: string, args: Json[]): string {
  let i = 0;
  return format.replace(/~([spwbn~])/g, (_, d: string) => {
    if (d === 'n') return '\n';
    if (d === '~') return '~';
    if (i >= args.length) badarg('sprintf_s');
    const arg = args[i++];
    return d === 's' || d === 'b' ? anyToStr(arg) : JSON.stringify(arg);
  });
}

type Impl = (args: VariformValue[], fn: string) => VariformValue;

const STR_CMP = (op: (c: string) => boolean): Impl => ([a, b]) => op(compare(anyToStr(a), anyToStr(b)));
const NUM_CMP = (op: (c: string) => boolean): Impl => ([a, b], fn) => op(compare(num(fn, a), num(fn, b)));

const IMPLEMENTATIONS: Record<string, Impl> = {
  lower: ([s], fn) => str(fn, s).toLowerCase(),
  upper: ([s], fn) => str(fn, s).toUpperCase(),
  trim: ([s, c], fn) => str(fn, s).replace(new RegExp(`^${trimChars(c as string)}+|${trimChars(c as string)}+$`, 'g'), ''),
  ltrim: ([s, c], fn) => str(fn, s).replace(new RegExp(`^${trimChars(c as string)}+`), ''),
  rtrim: ([s, c], fn) => str(fn, s).replace(new RegExp(`${trimChars(c as string)}+$`), ''),
  reverse: ([s], fn) => [...str(fn, s)].reverse().join(''),
  strlen: ([s], fn) => [...str(fn, s)].length,
  substr: ([s, start, len], fn) => {
    const chars = [...str(fn, s)];
    const from = num(fn, start);
    return chars.slice(from, len === undefined ? undefined : from + num(fn, len)).join('');
  },
  rm_prefix: ([s, p], fn) => {
    const text = str(fn, s);
    const prefix = str(fn, p);
    return text.startsWith(prefix) ? text.slice(prefix.length) : text;
  },
  split: ([s, sep, opt], fn) => {
    const parts = str(fn, s).split(str(fn, sep));
    if (opt === undefined) return parts.filter((p) => p !== '').map((p) => p.trim());
    if (opt === 'notrim') return parts;
    const at = String(opt).startsWith('leading') ? str(fn, s).indexOf(str(fn, sep)) : str(fn, s).lastIndexOf(str(fn, sep));
    if (at < 0) return [str(fn, s)];
    const pair = [str(fn, s).slice(0, at), str(fn, s).slice(at + str(fn, sep).length)];
    return String(opt).endsWith('notrim') ? pair : pair.map((p) => p.trim());
  },
  tokens: ([s, seps, opt], fn) => {
    const chars = escapeRe(str(fn, seps)) + (opt === 'nocrlf' ? '\\r\\n' : '');
    return str(fn, s)
      .split(new RegExp(`[${chars}]+`))
      .filter((p) => p !== '');
  },
  concat: (args, fn) => (args.length === 1 ? list(fn, args[0]) : args).map(anyToStr).join(''),
  sprintf_s: ([f, a], fn) => sprintf(str(fn, f), Array.isArray(a) ? a : [a ?? null]),
  pad: ([s, len, where = 'trailing', ch = ' '], fn) => {
    const text = str(fn, s);
    const missing = Math.max(0, num(fn, len) - [...text].length);
    const c = str(fn, ch);
    if (where === 'leading') return c.repeat(missing) + text;
    if (where === 'both') return c.repeat(Math.floor(missing / 2)) + text + c.repeat(Math.ceil(missing / 2));
    return text + c.repeat(missing);
  },
  replace: ([s, p, r, where = 'all'], fn) => {
    const text = str(fn, s);
    const pattern = str(fn, p);
    const by = str(fn, r);
    if (where === 'all') return text.split(pattern).join(by);
    const at = where === 'leading' ? text.indexOf(pattern) : text.lastIndexOf(pattern);
    return at < 0 ? text : text.slice(0, at) + by + text.slice(at + pattern.length);
  },
  regex_match: ([s, re], fn) => new RegExp(str(fn, re)).test(str(fn, s)),
  regex_replace: ([s, re, r], fn) => str(fn, s).replace(new RegExp(str(fn, re), 'g'), str(fn, r).replace(/\\(\d)/g, '$$$1')),
  regex_extract: ([s, re], fn) => new RegExp(str(fn, re)).exec(str(fn, s))?.slice(1) ?? [],
  ascii: ([s], fn) => new TextEncoder().encode(str(fn, s))[0] ?? badarg(fn),
  find: ([s, p, where = 'leading'], fn) => {
    const text = str(fn, s);
    const at = where === 'trailing' ? text.lastIndexOf(str(fn, p)) : text.indexOf(str(fn, p));
    return at < 0 ? '' : text.slice(at);
  },
  join_to_string: (args, fn) => (args.length === 1 ? list(fn, args[0]).map(anyToStr).join(', ') : list(fn, args[1]).map(anyToStr).join(str(fn, args[0]))),
  unescape: ([s], fn) => unescape(str(fn, s)),
  any_to_str: ([v]) => anyToStr(v),
  is_empty_val: ([v]) => isEmpty(v),
  not: ([b], fn) => (b === true || b === 'true' ? false : b === false || b === 'false' ? true : badarg(fn)),
  nth: ([n, l], fn) => {
    const index = num(fn, n);
    if (!Number.isInteger(index) || index < 1) return fail({ reason: 'invalid_argument', func: 'nth', index: anyToStr(n) });
    return list(fn, l)[index - 1] ?? '';
  },
  rand_str: ([n], fn) => {
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    return Array.from({ length: num(fn, n) }, () => chars[randomInt(chars.length)]).join('');
  },
  rand_int: ([n], fn) => {
    const max = num(fn, n);
    return Number.isInteger(max) && max > 0 ? randomInt(1, max + 1) : fail({ reason: 'badarg', function: 'rand_int', expected: 'positive integer', got: anyToStr(n) });
  },
  bin2hexstr: ([b], fn) => Buffer.from(str(fn, b), 'latin1').toString('hex').toUpperCase(),
  hexstr2bin: ([h], fn) => Buffer.from(str(fn, h), 'hex').toString('latin1'),
  int2hexstr: ([i], fn) => num(fn, i).toString(16).toUpperCase(),
  base64_encode: ([b], fn) => Buffer.from(str(fn, b), 'utf8').toString('base64'),
  base64_decode: ([b], fn) => Buffer.from(str(fn, b), 'base64').toString('utf8'),
  json_encode: ([v]) => JSON.stringify(v ?? null),
  json_decode: ([s], fn) => {
    try {
      return JSON.parse(str(fn, s)) as Json;
    } catch (error) {
      return fail({ reason: 'json_decode_failure', detail: String(error instanceof Error ? error.message : error) });
    }
  },
  hash: ([alg, data], fn) => {
    const name = str(fn, alg).replace(/^sha$/, 'sha1');
    try {
      return createHash(name).update(str(fn, data)).digest('hex');
    } catch {
      return fail({ reason: 'unknown_hash_algorithm', algorithm: anyToStr(alg) });
    }
  },
  hash_to_range: ([s, min, max], fn) => {
    const lo = num(fn, min);
    const hi = num(fn, max);
    const h = BigInt(`0x${createHash('sha256').update(str(fn, s)).digest('hex')}`);
    return lo + Number(h % BigInt(hi - lo + 1));
  },
  map_to_range: ([v, min, max], fn) => {
    const lo = num(fn, min);
    const hi = num(fn, max);
    const n = typeof v === 'number' ? v : [...str(fn, v)].reduce((a, c) => (a * 31 + c.codePointAt(0)!) % 2 ** 31, 7);
    return lo + (Math.abs(Math.trunc(n)) % (hi - lo + 1));
  },
  str_comp: ([a, b]) => compare(anyToStr(a), anyToStr(b)),
  str_eq: STR_CMP((c) => c === 'eq'),
  str_neq: STR_CMP((c) => c !== 'eq'),
  str_lt: STR_CMP((c) => c === 'lt'),
  str_lte: STR_CMP((c) => c !== 'gt'),
  str_gt: STR_CMP((c) => c === 'gt'),
  str_gte: STR_CMP((c) => c !== 'lt'),
  num_comp: ([a, b], fn) => compare(num(fn, a), num(fn, b)),
  num_eq: NUM_CMP((c) => c === 'eq'),
  num_neq: NUM_CMP((c) => c !== 'eq'),
  num_lt: NUM_CMP((c) => c === 'lt'),
  num_lte: NUM_CMP((c) => c !== 'gt'),
  num_gt: NUM_CMP((c) => c === 'gt'),
  num_gte: NUM_CMP((c) => c !== 'lt'),
  getenv: () => '',
};

export const implementedVariformFunctions = (): string[] => [...Object.keys(IMPLEMENTATIONS), 'coalesce', 'iif', 'is_empty'];

/** An argument of a lazy form: an unbound variable reads as empty. */
function lazy(expr: VariformExpr, bindings: JsonObject): VariformValue {
  try {
    return evaluate(expr, bindings);
  } catch (error) {
    if (error instanceof VariformFailure && error.reason.reason === 'var_unbound') return '';
    throw error;
  }
}

function call(expr: Extract<VariformExpr, { kind: 'call' }>, bindings: JsonObject): VariformValue {
  const { name, args } = expr;
  if (name === 'coalesce') {
    const [only] = args;
    const items = args.length === 1 && only?.kind === 'array' ? only.items : args;
    for (const item of items) {
      const v = lazy(item, bindings);
      if (!isEmpty(v)) return v;
    }
    return '';
  }
  if (name === 'iif' && args.length === 3) {
    const cond = lazy(args[0]!, bindings);
    return evaluate(cond !== false && !isEmpty(cond) ? args[1]! : args[2]!, bindings);
  }
  if (name === 'is_empty' && args.length === 1) return isEmpty(lazy(args[0]!, bindings));
  const dot = name.lastIndexOf('.');
  if (dot >= 0) {
    const module = name.slice(0, dot);
    if (module.includes('.')) return fail({ reason: 'invalid_function_reference', function: name });
    return fail({ reason: 'unknown_variform_function', module, function: name.slice(dot + 1), arity: args.length });
  }
  const known = variformFunction(name);
  const impl = IMPLEMENTATIONS[name];
  if (!known || !impl || !known.arities.includes(args.length)) return fail({ reason: 'unknown_variform_function', module: 'emqx_variform_bif', function: name, arity: args.length });
  return impl(
    args.map((a) => evaluate(a, bindings)),
    name,
  );
}

/** The expression's value (a map, a list, a number… as the bindings give it). */
export function evaluate(expr: VariformExpr, bindings: JsonObject): VariformValue {
  switch (expr.kind) {
    case 'var':
      return lookup(expr.path, bindings);
    case 'call':
      return call(expr, bindings);
    case 'array':
      return expr.items.map((item) => evaluate(item, bindings) ?? null);
    default:
      return expr.value;
  }
}

/** The value as the broker renders it for a key other than payload: text, or `bad_return`. */
export function renderString(v: VariformValue): string {
  if (v === undefined || v === null) return v === null ? 'null' : 'undefined';
  if (typeof v === 'object') return fail({ reason: 'bad_return', expected: 'string', got: v });
  return anyToStr(v);
}
