/**
 * Checks one answer against a fact's outcome. Each failed check is one sentence naming the place
 * and what was found, so a difference between a broker and the sandbox reads without the fact file.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Assertion, Json, Outcome } from './facts';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body read as JSON, or undefined when it is not JSON. */
  json: Json | undefined;
}

const MISSING = Symbol('missing');
type Found = Json | typeof MISSING;

export function valueAt(root: Json | undefined, at: string | undefined): Found {
  if (root === undefined) return MISSING;
  if (!at || at === '$') return root;
  let node: Json = root;
  for (const key of at.split('.')) {
    if (Array.isArray(node)) {
      const index = Number(key) < 0 ? node.length + Number(key) : Number(key);
      if (!Number.isInteger(index) || index < 0 || index >= node.length) return MISSING;
      node = node[index]!;
    } else if (node !== null && typeof node === 'object' && key in node) {
      node = node[key]!;
    } else return MISSING;
  }
  return node;
}

const show = (v: Found): string => (v === MISSING ? 'missing' : truncate(JSON.stringify(v)));
const truncate = (s: string): string => (s.length > 160 ? `${s.slice(0, 157)}...` : s);
const typeOf = (v: Json): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const isObject = (v: Found): v is { [key: string]: Json } => v !== MISSING && typeOf(v) === 'object';

/** Whether `value` holds everything of `expected`: objects partially and deeply, everything else exactly. */
function holds(value: Json, expected: Json): boolean {
  if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) {
    return isObject(value) && Object.entries(expected).every(([k, v]) => k in value && holds(value[k]!, v));
  }
  return isDeepStrictEqual(value, expected);
}

/** Failures of one assertion against a JSON value (or the raw text / a header, as the assertion says). */
export function checkAssertion(a: Assertion, root: Json | undefined, answer?: Answer): string[] {
  const place = a.header ? `header ${a.header}` : a.from === 'text' ? 'the body text' : a.at && a.at !== '$' ? a.at : 'the body';
  const value: Found = a.header ? (answer?.headers.get(a.header) ?? MISSING) : a.from === 'text' ? (answer?.text ?? MISSING) : valueAt(root, a.at);
  const fail = (what: string): string[] => [`${place} ${what}`];
  if (a.absent) return value === MISSING ? [] : fail(`should be absent, is ${show(value)}`);
  if (value === MISSING) return fail('is missing');
  if ('is' in a) return isDeepStrictEqual(value, a.is) ? [] : fail(`is ${show(value)}, expected ${show(a.is!)}`);
  if ('contains' in a) return holds(value, a.contains!) ? [] : fail(`is ${show(value)}, expected to contain ${show(a.contains!)}`);
  if (a.has) {
    const lacking = isObject(value) ? a.has.filter((k) => !(k in value)) : a.has;
    return lacking.length ? fail(`lacks ${lacking.join(', ')} (is ${show(value)})`) : [];
  }
  if (a.lacks) {
    const present = isObject(value) ? a.lacks.filter((k) => k in value) : [];
    return present.length || !isObject(value) ? fail(`should not have ${present.join(', ') || '(is not an object)'} (is ${show(value)})`) : [];
  }
  if (a.keys) {
    const actual = isObject(value) ? Object.keys(value).sort() : [];
    return isObject(value) && isDeepStrictEqual(actual, [...a.keys].sort()) ? [] : fail(`has keys ${show(actual)}, expected exactly ${show([...a.keys].sort())}`);
  }
  if (a.type) return typeOf(value) === a.type ? [] : fail(`is of type ${typeOf(value)}, expected ${a.type}`);
  if (a.length !== undefined || a.minLength !== undefined) {
    const length = Array.isArray(value) || typeof value === 'string' ? value.length : undefined;
    if (length === undefined) return fail(`has no length (is ${show(value)})`);
    if (a.length !== undefined && length !== a.length) return fail(`has length ${length}, expected ${a.length}`);
    if (a.minLength !== undefined && length < a.minLength) return fail(`has length ${length}, expected at least ${a.minLength}`);
    return [];
  }
  if (a.startsWith !== undefined || a.includes !== undefined || a.matches !== undefined) {
    if (typeof value !== 'string') return fail(`is ${show(value)}, not a string`);
    if (a.startsWith !== undefined && !value.startsWith(a.startsWith)) return fail(`is ${show(value)}, expected to start with ${show(a.startsWith)}`);
    if (a.includes !== undefined && !value.includes(a.includes)) return fail(`is ${show(value)}, expected to include ${show(a.includes)}`);
    if (a.matches !== undefined && !new RegExp(a.matches).test(value)) return fail(`is ${show(value)}, expected to match /${a.matches}/`);
    return [];
  }
  if (a.each || a.some) {
    if (!Array.isArray(value)) return fail(`is ${show(value)}, not a list`);
    const inner = (a.each ?? a.some)!;
    const failures = value.map((element) => inner.flatMap((i) => checkAssertion(i, element)));
    if (a.each) {
      const index = failures.findIndex((f) => f.length > 0);
      return index < 0 ? [] : fail(`[${index}]: ${failures[index]!.join('; ')}`);
    }
    return failures.some((f) => f.length === 0) ? [] : fail(`has no element that holds it (first: ${failures[0]?.join('; ') ?? 'the list is empty'})`);
  }
  if (a.json) {
    if (typeof value !== 'string') return fail(`is ${show(value)}, not JSON text`);
    let parsed: Json;
    try {
      parsed = JSON.parse(value) as Json;
    } catch {
      return fail(`is not JSON text: ${show(value)}`);
    }
    return a.json.flatMap((i) => checkAssertion(i, parsed)).map((f) => `${place} (as JSON): ${f}`);
  }
  return fail('has an assertion of no known kind');
}

/** Failures of an answer against an outcome: status, code, message, then the body's assertions. */
export function checkOutcome(outcome: Outcome, answer: Answer): string[] {
  const statuses = Array.isArray(outcome.status) ? outcome.status : [outcome.status];
  const failures: string[] = [];
  if (!statuses.includes(answer.status)) failures.push(`status ${answer.status}, expected ${statuses.join(' or ')}`);
  const body = answer.json;
  if (outcome.code !== undefined) {
    const code = valueAt(body, 'code');
    if (code !== outcome.code) failures.push(`code ${show(code)}, expected ${show(outcome.code)}`);
  }
  if (outcome.message !== undefined) {
    const message = valueAt(body, 'message');
    if (message !== outcome.message) failures.push(`message ${show(message)}, expected ${show(outcome.message)}`);
  }
  for (const a of outcome.body ?? []) failures.push(...checkAssertion(a, body, answer));
  return failures;
}
