/**
 * The tolerant reader of GET answers. The API document is EMQX's generated swagger and is wrong in
 * places (issue 39: `log_size` is a map where it says a list), so a field that departs from it must
 * not take a screen down when the screen never reads that field; and where the screen does read it,
 * the departure is said once, in words, and the rest is shown.
 *
 * - What cannot be read at all stays unreadable, as before: an answer of the wrong kind (a number
 *   where a list belongs), a top-level field that should be a list or object and is not
 *   (`data: "none"`), a list element that is not the kind of thing the list holds.
 * - Any other departure is one field's: a scalar of another type is read as the expected type where
 *   that loses nothing (`7` as `"7"`), kept as sent otherwise (an enum value this version does not
 *   know); a list or object where the document has something else is left out; a missing field
 *   stays missing. The object holding it reports, the first time a screen reads that field, what
 *   departed (`onRead`); fields nobody reads are never said.
 */
import type { ZodType } from 'zod';
import { markTolerated } from './tolerated';

export interface FieldMisfit {
  /** Where, with list positions as `[]`: `[].log_size`, `meta.count`. */
  field: string;
  problem: string;
}

export type Reading = { value: unknown } | { unreadable: string };

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
}

type Record_ = Record<string, unknown>;
const isRecord = (v: unknown): v is Record_ => typeof v === 'object' && v !== null && !Array.isArray(v);
const CONTAINERS = new Set(['array', 'object', 'record', 'map', 'set', 'tuple']);


function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let node = root;
  for (const key of path) node = typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined;
  return node;
}

/** The object property an issue is about: the nearest named field of an object on its path. */
function fieldOf(body: unknown, path: PropertyKey[]): { parent: Record_; key: string; path: PropertyKey[] } | undefined {
  for (let n = path.length; n >= 1; n--) {
    const key = path[n - 1];
    if (typeof key !== 'string') continue;
    const parent = valueAt(body, path.slice(0, n - 1));
    if (isRecord(parent)) return { parent, key, path: path.slice(0, n) };
  }
  return undefined;
}

const fieldName = (path: PropertyKey[]): string => path.map((k) => (typeof k === 'number' ? '[]' : String(k))).join('.').replace(/\.\[\]/g, '[]');

/** A scalar read as the type the document expects, where nothing is lost; undefined where it cannot be. */
function coerce(value: unknown, expected: string | undefined): { value: unknown } | undefined {
  if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')) return { value: String(value) };
  if (expected === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return { value: Number(value) };
  if (expected === 'boolean' && (value === 'true' || value === 'false')) return { value: value === 'true' };
  return undefined;
}

/**
 * Reads an answer against its schema: the value a screen gets (the answer itself, departed fields
 * settled as above), or why nothing of it can be read.
 */
export function readAnswer(schema: ZodType | undefined, body: unknown, onRead: (misfit: FieldMisfit) => void): Reading {
  const result = schema?.safeParse(body);
  if (!result || result.success) return { value: body };
  const where = (issue: Issue): string => `${issue.path.map(String).join('.') || '(the answer)'}: ${issue.message}`;
  const departed = new Map<Record_, Map<string, FieldMisfit>>();
  for (const issue of result.error.issues as Issue[]) {
    // Fields the document does not name are data as sent.
    if (issue.code === 'unrecognized_keys') continue;
    const at = fieldOf(body, issue.path);
    if (!at) return { unreadable: where(issue) };
    const received = at.parent[at.key];
    const insideIt = issue.path.length > at.path.length;
    const expectsContainer = issue.code === 'invalid_type' && CONTAINERS.has(issue.expected ?? '');
    const holdsContainer = typeof received === 'object' && received !== null;
    // The answer's own frame (a page's `data` list, a detail's nested lists) must be what the document says.
    if ((insideIt || expectsContainer) && at.path.length === 1) return { unreadable: where(issue) };
    const wrongKind = insideIt || expectsContainer || holdsContainer;
    if (wrongKind) delete at.parent[at.key];
    else if (received !== undefined) {
      const read = issue.code === 'invalid_type' ? coerce(received, issue.expected) : undefined;
      if (read) at.parent[at.key] = read.value;
    }
    const fields = departed.get(at.parent) ?? new Map<string, FieldMisfit>();
    fields.set(at.key, { field: fieldName(at.path), problem: issue.message });
    departed.set(at.parent, fields);
  }
  if (departed.size === 0) return { value: body };
  // Each object holding a departed field is read through a proxy that says the field when it is read.
  const proxies = new Map<Record_, Record_>();
  for (const [holder, fields] of departed) {
    proxies.set(
      holder,
      new Proxy(holder, {
        get(target, key, receiver) {
          const misfit = typeof key === 'string' ? fields.get(key) : undefined;
          if (misfit) onRead(misfit);
          return Reflect.get(target, key, receiver) as unknown;
        },
      }),
    );
  }
  const swap = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) node[i] = swap(node[i]);
      return node;
    }
    if (!isRecord(node)) return node;
    for (const key of Object.keys(node)) node[key] = swap(node[key]);
    return proxies.get(node) ?? node;
  };
  const value = swap(body);
  markTolerated(value as object);
  return { value };
}
