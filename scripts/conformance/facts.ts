/**
 * What a conformance fact is (conformance/README.md) and how the fact files are read and checked for
 * form before anything is sent: a malformed fact must fail loudly, not pass by asserting nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Assertion {
  at?: string;
  from?: 'text';
  header?: string;
  is?: Json;
  contains?: Json;
  has?: string[];
  lacks?: string[];
  keys?: string[];
  type?: string;
  length?: number;
  minLength?: number;
  startsWith?: string;
  includes?: string;
  matches?: string;
  each?: Assertion[];
  some?: Assertion[];
  json?: Assertion[];
  absent?: boolean;
}

/** The one key of an assertion that says what must hold. */
export const ASSERTION_KINDS = ['is', 'contains', 'has', 'lacks', 'keys', 'type', 'length', 'minLength', 'startsWith', 'includes', 'matches', 'each', 'some', 'json', 'absent'] as const;

export interface FactRequest {
  method: string;
  path: string;
  query?: Record<string, string | string[]>;
  body?: Json;
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** `none`: no credentials; `basic:key:secret`: HTTP Basic; absent: the run's own credentials. */
  auth?: string;
}

export interface Outcome {
  status: number | number[];
  code?: string;
  message?: string;
  body?: Assertion[];
}

export interface Step extends FactRequest {
  expect?: number | number[];
  keep?: Record<string, string>;
}

export interface Fact {
  id: string;
  says: string;
  source: string[];
  needs?: string;
  given?: Step[];
  when: FactRequest;
  then: Outcome;
  and?: (FactRequest & { then: Outcome })[];
  finally?: Step[];
}

export interface FactFile {
  area: string;
  facts: Fact[];
}

const SOURCE = /^apps\/[\w.-]+\/[\w./-]+\.(erl|hrl|hocon|conf|src):\d+(-\d+)?(,\d+(-\d+)?)*$/;

/** Everything wrong with a fact's form, as sentences; empty when it is well formed. */
export function formErrors(fact: Fact, area: string): string[] {
  const errors: string[] = [];
  const where = fact.id ?? '(a fact without id)';
  if (typeof fact.id !== 'string' || !fact.id.startsWith(`${area}.`)) errors.push(`${where}: the id must start with "${area}."`);
  if (typeof fact.says !== 'string' || fact.says.length < 10) errors.push(`${where}: "says" must say what the fact is`);
  if (!Array.isArray(fact.source) || fact.source.length === 0) errors.push(`${where}: "source" must cite at least one EMQX file with lines`);
  else for (const s of fact.source) if (!SOURCE.test(s)) errors.push(`${where}: source "${s}" is not apps/<app>/<path>:<lines>`);
  if (!fact.when || typeof fact.when.method !== 'string' || typeof fact.when.path !== 'string') errors.push(`${where}: "when" needs a method and a path`);
  if (!fact.then || (typeof fact.then.status !== 'number' && !Array.isArray(fact.then.status))) errors.push(`${where}: "then" needs a status`);
  const outcomes = [fact.then, ...(fact.and ?? []).map((a) => a.then)];
  for (const outcome of outcomes) for (const a of outcome?.body ?? []) errors.push(...assertionErrors(a, where));
  return errors;
}

function assertionErrors(a: Assertion, where: string): string[] {
  const kinds = ASSERTION_KINDS.filter((k) => k in a);
  if (kinds.length !== 1) return [`${where}: an assertion must hold exactly one of ${ASSERTION_KINDS.join(', ')} (got ${kinds.join(', ') || 'none'})`];
  const nested = a.each ?? a.some ?? a.json;
  return nested ? nested.flatMap((n) => assertionErrors(n, where)) : [];
}

/** Every fact file of a folder, in name order. */
export function loadFactFiles(folder: string): FactFile[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as FactFile;
      if (file.area !== path.basename(name, '.json')) throw new Error(`${name}: "area" must be "${path.basename(name, '.json')}", the file's name`);
      return file;
    });
}

/** Form errors across all files, duplicate ids included. */
export function checkFactFiles(files: FactFile[]): string[] {
  const seen = new Set<string>();
  const errors: string[] = [];
  for (const file of files) {
    for (const fact of file.facts) {
      errors.push(...formErrors(fact, file.area));
      if (seen.has(fact.id)) errors.push(`${fact.id}: the id is used twice`);
      seen.add(fact.id);
    }
  }
  return errors;
}
