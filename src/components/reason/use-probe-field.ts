/**
 * The form field a failed probe (or a resource's status reason) names, marked on the form: the
 * reason's sentence as an error of that field (RJSF `extraErrors`, SchemaForm's `serverErrors`),
 * until the user changes the field or probes again.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';
import { explainReason, type ReasonContext } from './explain-reason';
import type { ProbeOutcome } from './ProbeResult';

/** An error on a form field, as the forms' error lists hold them (src/features/bridges/editor/validate.ts). */
export interface FieldIssue {
  path: string[];
  message: MessageDescriptor;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A property of a schema, looking into its oneOf / anyOf / allOf branches (a connector's variants). */
function propertyOf(schema: unknown, key: string): RJSFSchema | undefined {
  if (!isObject(schema)) return undefined;
  const own = isObject(schema.properties) ? schema.properties[key] : undefined;
  if (isObject(own)) return own as RJSFSchema;
  for (const list of [schema.oneOf, schema.anyOf, schema.allOf]) {
    if (!Array.isArray(list)) continue;
    for (const branch of list) {
      const found = propertyOf(branch, key);
      if (found) return found;
    }
  }
  return undefined;
}

const hasPath = (schema: RJSFSchema, path: readonly string[]): boolean => {
  let node: unknown = schema;
  for (const key of path) {
    node = propertyOf(node, key);
    if (!node) return false;
  }
  return true;
};

/** Other names of an address field across connector types. */
const ALTERNATES: Record<string, string[]> = {
  server: ['servers', 'url', 'bootstrap_hosts'],
  url: ['server', 'servers'],
  bootstrap_hosts: ['server', 'servers'],
};
/** Objects some connectors nest their settings in (5.8 Redis and MongoDB in `parameters`, Kafka's `authentication`). */
const CONTAINERS = ['parameters', 'authentication'];

/**
 * The path in a form of the field a reason names (`password` → `['connector', 'password']`), tried
 * under each prefix in turn; undefined when the form has no such field.
 */
export function locateField(schema: RJSFSchema, field: string, prefixes: readonly (readonly string[])[] = [[]]): string[] | undefined {
  const parts = field.split('.');
  const last = parts[parts.length - 1] ?? '';
  const head = parts.slice(0, -1);
  const candidates = [parts, ...(ALTERNATES[last] ?? []).map((alt) => [...head, alt])];
  for (const prefix of prefixes) {
    for (const candidate of candidates) {
      if (hasPath(schema, [...prefix, ...candidate])) return [...prefix, ...candidate];
      if (candidate.length === 1)
        for (const container of CONTAINERS) if (hasPath(schema, [...prefix, container, ...candidate])) return [...prefix, container, ...candidate];
    }
  }
  return undefined;
}

function valueAt(values: unknown, path: readonly string[]): unknown {
  let node = values;
  for (const key of path) node = isObject(node) ? node[key] : undefined;
  return node;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Moves to a field of a SchemaForm (its ids are `{form id}_{path joined by _}`): scrolls it into
 * view and focuses its first control.
 */
export function focusField(formId: string, path: readonly string[]): void {
  const id = [formId, ...path].join('_');
  const own = document.getElementById(id);
  const shell = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(id)}"]`) ?? own;
  if (!shell) return;
  shell.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  // The field's own control, else the first one of its section (a TLS block's first setting).
  const control = own?.matches('input, select, textarea, button') ? own : shell.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea');
  control?.focus({ preventScroll: true });
}

interface Options {
  /** The SchemaForm's id, for "Go to the setting". */
  formId: string;
  schema: RJSFSchema | undefined;
  values: unknown;
  /** Where the probed settings sit in the form, tried in order (`[['connector'], []]`). */
  prefixes?: readonly (readonly string[])[];
  context?: ReasonContext;
  /** A reason known when the form opens (the resource's `status_reason`): its field is marked from the start. */
  initialReason?: string;
}

/**
 * For a form with a "Test connectivity": hand `onResult` to the probe, add `errors` to the form's
 * server errors, hand `showField` to the result.
 */
export function useProbeField({ formId, schema, values, prefixes = [[]], context, initialReason }: Options) {
  const issueFor = (reason: string | undefined): (FieldIssue & { value: unknown }) | undefined => {
    const explained = explainReason(reason, context);
    const path = explained?.field && schema ? locateField(schema, explained.field, prefixes) : undefined;
    return path && explained ? { path, message: explained.sentence, value: valueAt(values, path) } : undefined;
  };
  const [issue, setIssue] = useState(() => issueFor(initialReason));
  // The mark goes once the field no longer holds what failed.
  const active = issue && same(valueAt(values, issue.path), issue.value) ? issue : undefined;
  /** Called with undefined when a probe starts, with its outcome when it ends. */
  const onResult = (result: ProbeOutcome | undefined) => setIssue(issueFor(result && !result.ok ? result.message : undefined));
  const errors: FieldIssue[] = active ? [{ path: active.path, message: active.message }] : [];
  const showField = active ? () => focusField(formId, active.path) : undefined;
  return { onResult, errors, showField, path: active?.path };
}
