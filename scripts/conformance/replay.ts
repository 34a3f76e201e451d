/**
 * Replays facts against a server that speaks `api/v5`: sends each fact's steps and request with the
 * run's credentials, keeps the values its steps ask for, and judges what came back.
 */
import { checkOutcome, valueAt, type Answer } from './assert';
import type { Fact, FactRequest, Json, Outcome, Step } from './facts';

export type Verdict = 'MATCH' | 'DIFFERENT' | 'CANNOT';

export interface FactResult {
  fact: Fact;
  verdict: Verdict;
  /** Why it differs or could not be tried; empty for a match. */
  reasons: string[];
  /** The answer to `when`, for --verbose. */
  answer?: Answer;
}

export interface Target {
  /** The server's origin, without `/api/v5`. */
  base: string;
  /** The Authorization header the run sends unless a request says otherwise. */
  authorization: string;
}

type Kept = Map<string, Json>;

/** `${name}` in a string: a kept value, `${unique}`, `${now+N}` (epoch seconds) or `${iso+N}`. */
function substitute(value: Json, kept: Kept, unique: string): Json {
  if (typeof value === 'string') {
    const whole = /^\$\{([\w.+-]+)\}$/.exec(value);
    if (whole && kept.has(whole[1]!)) return kept.get(whole[1]!)!;
    return value.replace(/\$\{([\w.+-]+)\}/g, (_token, name: string) => {
      if (name === 'unique') return unique;
      const clock = /^(now|iso)([+-]\d+)?$/.exec(name);
      if (clock) {
        const seconds = Math.floor(Date.now() / 1000) + Number(clock[2] ?? 0);
        return clock[1] === 'now' ? String(seconds) : new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
      }
      if (!kept.has(name)) throw new Error(`\${${name}} is not kept by any earlier step`);
      const v = kept.get(name)!;
      return typeof v === 'string' ? v : JSON.stringify(v);
    });
  }
  if (Array.isArray(value)) return value.map((v) => substitute(v, kept, unique));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, kept, unique)]));
  return value;
}

async function send(target: Target, request: FactRequest, kept: Kept, unique: string): Promise<Answer> {
  const path = substitute(request.path, kept, unique) as string;
  const url = new URL(`${target.base}/api/v5${path}`);
  for (const [name, raw] of Object.entries(request.query ?? {})) {
    for (const v of Array.isArray(raw) ? raw : [raw]) url.searchParams.append(name, substitute(v, kept, unique) as string);
  }
  const headers = new Headers({ accept: 'application/json' });
  const auth = request.auth ?? '';
  if (auth.startsWith('basic:')) headers.set('authorization', `Basic ${Buffer.from(substitute(auth.slice('basic:'.length), kept, unique) as string).toString('base64')}`);
  else if (auth !== 'none') headers.set('authorization', target.authorization);
  let body: string | undefined;
  if (request.text !== undefined) {
    body = substitute(request.text, kept, unique) as string;
    headers.set('content-type', 'text/plain');
  } else if (request.body !== undefined) {
    body = JSON.stringify(substitute(request.body, kept, unique));
    headers.set('content-type', 'application/json');
  }
  if (request.contentType) headers.set('content-type', request.contentType);
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, substitute(value, kept, unique) as string);
  const response = await fetch(url, { method: request.method.toUpperCase(), headers, body, redirect: 'manual' });
  const text = await response.text();
  let json: Json | undefined;
  try {
    json = text === '' ? undefined : (JSON.parse(text) as Json);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

const describe = (r: FactRequest): string => `${r.method.toUpperCase()} ${r.path}`;

/** Runs steps in order; the first that fails says why (and later ones are not sent). */
async function runSteps(target: Target, steps: Step[], kept: Kept, unique: string): Promise<string | undefined> {
  for (const step of steps) {
    let answer: Answer;
    try {
      answer = await send(target, step, kept, unique);
    } catch (error) {
      return `${describe(step)}: ${error instanceof Error ? error.message : String(error)}`;
    }
    const expected = step.expect === undefined ? undefined : Array.isArray(step.expect) ? step.expect : [step.expect];
    if (expected ? !expected.includes(answer.status) : answer.status >= 400) return `${describe(step)} answered ${answer.status} ${answer.text.slice(0, 200)}`;
    for (const [name, at] of Object.entries(step.keep ?? {})) {
      const value = valueAt(answer.json, at);
      if (typeof value === 'symbol') return `${describe(step)}: nothing at ${at} to keep as ${name}`;
      kept.set(name, value);
    }
  }
  return undefined;
}

async function judge(target: Target, request: FactRequest, outcome: Outcome, kept: Kept, unique: string, label: string): Promise<{ reasons: string[]; answer: Answer }> {
  const answer = await send(target, request, kept, unique);
  // What a fact expects may name what it made (`${unique}`) or kept, as its requests do.
  const expected = substitute(outcome as unknown as Json, kept, unique) as unknown as Outcome;
  const reasons = checkOutcome(expected, answer).map((r) => `${label}${r}`);
  return { reasons, answer };
}

export async function replayFact(target: Target, fact: Fact, unique: string): Promise<FactResult> {
  const kept: Kept = new Map();
  try {
    const failedGiven = await runSteps(target, fact.given ?? [], kept, unique);
    if (failedGiven) return { fact, verdict: 'CANNOT', reasons: [`given: ${failedGiven}`] };
    const { reasons, answer } = await judge(target, fact.when, fact.then, kept, unique, '');
    for (const later of fact.and ?? []) reasons.push(...(await judge(target, later, later.then, kept, unique, `then ${describe(later)}: `)).reasons);
    return { fact, verdict: reasons.length ? 'DIFFERENT' : 'MATCH', reasons, answer };
  } catch (error) {
    return { fact, verdict: 'CANNOT', reasons: [error instanceof Error ? error.message : String(error)] };
  } finally {
    // Cleanup runs whatever happened, every step of it: one refusal must not leave the rest behind.
    for (const step of fact.finally ?? []) await runSteps(target, [{ ...step, expect: step.expect ?? [200, 201, 204, 400, 404] }], kept, unique).catch(() => undefined);
  }
}
