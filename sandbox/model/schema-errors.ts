/** The broker's refusals of a body its hocon schema does not take, worded as its API answers them. */
import type { Json } from '../lib/json';

export type Read<T> = { ok: T } | { error: string };

/** The name rule of emqx_resource:validate_name/1. */
export function nameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string' || name === '') return 'Name cannot be empty string';
  if (new TextEncoder().encode(name).length >= 255) return 'Name length must be less than 255';
  if (!/^[0-9a-zA-Z][-0-9a-zA-Z_]*$/.test(name))
    return `Invalid name format. The name must begin with a letter or number (0-9, a-z, A-Z) and can only include underscores and hyphens as non-initial characters. Got: ${name}`;
  return undefined;
}

/** The broker's schema-check failure text: `{kind, path, reason[, value]}` as compact JSON. */
export const schemaError = (path: string, reason: Json, value?: Json): string => JSON.stringify({ kind: 'validation_error', path: `root.${path}`, reason, ...(value === undefined ? {} : { value }) });
