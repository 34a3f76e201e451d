import { i18n as appI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RJSFSchema } from '@rjsf/utils';
import { fieldLabel, valueLabel } from '../i18n/labels/labels';
import { isMapSchema } from './map';
import { parseByteSize, parseDuration, type DurationUnit } from './units';
import { branchesOf, fixedValues, isSubForm } from './variants';

/** What a save would change: one row per changed leaf, with its dotted path, old and new value. */
export interface Change {
  path: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Objects are walked; arrays and scalars compare as whole values (a list is one setting). */
export function changedFields(before: unknown, after: unknown, prefix = ''): Change[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedFields(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: prefix, before, after }];
}

/** One step down a schema: a property (of the object or of one of its variants), or a map's value. */
function child(node: RJSFSchema | undefined, key: string): { schema: RJSFSchema | undefined; isMapKey: boolean } {
  if (!node) return { schema: undefined, isMapKey: false };
  const own = node.properties?.[key];
  if (typeof own === 'object') return { schema: own, isMapKey: false };
  for (const branch of branchesOf(node)) {
    const found = isSubForm(branch) ? branch.properties[key] : undefined;
    if (found && typeof found === 'object') return { schema: found as RJSFSchema, isMapKey: false };
  }
  if (typeof node.additionalProperties === 'object') return { schema: node.additionalProperties, isMapKey: true };
  if (isMapSchema(node)) return { schema: { type: 'string' }, isMapKey: true };
  return { schema: undefined, isMapKey: false };
}

/** The schema of the field at a dotted path (`ssl.enable`, `password_hash_algorithm.name`, `headers.accept`). */
export function schemaAtPath(schema: RJSFSchema | undefined, path: string): RJSFSchema | undefined {
  let node = schema;
  for (const key of path.split('.')) node = child(node, key).schema;
  return node;
}

/**
 * A changed field as the diff names it: the labels of the sections it sits in and its own ("TLS ›
 * Verify the peer"), from the schema's titles (a localized schema has one on every field), else the
 * label catalog; a map's entry by its name.
 */
export function labelOfPath(schema: RJSFSchema | undefined, path: string, i18n: I18n = appI18n): string {
  const keys = path.split('.');
  const labels: string[] = [];
  let node = schema;
  keys.forEach((key, i) => {
    const next = child(node, key);
    labels.push(next.isMapKey ? key : typeof next.schema?.title === 'string' ? next.schema.title : fieldLabel(i18n, keys.slice(0, i + 1)));
    node = next.schema;
  });
  return labels.join(' › ');
}

const DURATION_WORDS: Record<DurationUnit, (amount: string) => MessageDescriptor> = {
  ms: (amount) => msg`${amount} ms`,
  s: (amount) => msg`${amount} s`,
  m: (amount) => msg`${amount} min`,
  h: (amount) => msg`${amount} h`,
  d: (amount) => msg`${amount} d`,
};

/** The formats of a value: its own, or those of the variants of its union (a limit: "infinity" or a duration). */
function formatsOf(schema: RJSFSchema | undefined): string[] {
  if (!schema) return [];
  return [schema.format, ...branchesOf(schema).map((b) => b.format)].filter((f): f is string => typeof f === 'string');
}

function choicesOf(schema: RJSFSchema | undefined): unknown[] {
  if (!schema) return [];
  return [...fixedValues(schema), ...branchesOf(schema).flatMap((b) => fixedValues(b))];
}

/**
 * A value as the diff shows it, in the form's words: Yes or No, a duration or size with its unit
 * ("15 s", "32 MB"), a choice by its label ("Unlimited", "SHA-256"), a secret hidden, a list as its
 * items, a map as its entries. `schema` is the field's (its format and choices); `field` its name,
 * for values named differently in different fields.
 */
export function describeValue(i18n: I18n, value: unknown, schema?: RJSFSchema, field?: string): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
  const formats = formatsOf(schema);
  if (typeof value === 'string') {
    if (value === '') return i18n._(msg`(empty)`);
    if (formats.includes('password')) return '••••••';
    if (choicesOf(schema).includes(value)) return valueLabel(i18n, value, field);
    if (formats.includes('emqx-duration')) {
      const duration = parseDuration(value);
      if (duration?.amount) return i18n._(DURATION_WORDS[duration.unit](duration.amount));
    }
    if (formats.includes('emqx-bytesize')) {
      const size = parseByteSize(value);
      if (size?.amount) return `${size.amount} ${size.unit}`;
    }
    return value;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (!value.length) return i18n._(msg`Empty list`);
    const items = schema && typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : undefined;
    return value.map((item) => (isPlainObject(item) ? JSON.stringify(item) : describeValue(i18n, item, items, field))).join(', ');
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    if (!entries.length) return i18n._(msg`(empty)`);
    return entries.map(([key, item]) => `${key}: ${isPlainObject(item) || Array.isArray(item) ? JSON.stringify(item) : describeValue(i18n, item, child(schema, key).schema, key)}`).join(', ');
  }
  return JSON.stringify(value);
}

/** The longest word the diff shows whole, and the longest value: longer ones are cut, whole on hover. */
const LONGEST_WORD = 40;
const LONGEST_VALUE = 160;

/**
 * A described value as a cell shows it: lines break between words only, so a word longer than a
 * cell (a URL, a certificate) is cut with "…", as is a very long value; `full` is then the whole
 * text, for the cell's tooltip.
 */
export function clipValue(text: string): { shown: string; full?: string } {
  let clipped = text
    .split(/(\s+)/)
    .map((word) => (word.length > LONGEST_WORD ? `${word.slice(0, LONGEST_WORD - 1)}…` : word))
    .join('');
  if (clipped.length > LONGEST_VALUE) clipped = `${clipped.slice(0, LONGEST_VALUE - 1).trimEnd()}…`;
  return clipped === text ? { shown: text } : { shown: clipped, full: text };
}
