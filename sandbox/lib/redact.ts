/**
 * emqx_utils_redact as the sandbox's APIs use it. Each API masks its own set of fields, so the
 * callers say which fields are secret; the walk over the body is the same for all of them.
 */
import { isJsonObject, type Json, type JsonObject } from './json';

/** What the broker writes in place of a secret; a PUT that sends it back keeps the stored one. */
export const MASK = '******';

/** Whether a field's value is masked; `parent` is the key of the object the field is in (`headers`). */
export type IsSecret = (key: string, value: Json, parent: string | undefined) => boolean;

/** A copy with each secret field's value masked, in nested objects too, and in arrays' items only `inArrays`. */
export function redactWith(value: Json, isSecret: IsSecret, inArrays: boolean, parent?: string): Json {
  if (Array.isArray(value)) return inArrays ? value.map((item) => redactWith(item, isSecret, inArrays)) : value;
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) out[key] = isSecret(key, item, parent) ? MASK : redactWith(item, isSecret, inArrays, key);
  return out;
}

/**
 * emqx_utils_redact:deobfuscate: `sent` with each MASK the client sent back replaced by what `kept`
 * gives for the field and the value stored at the same place (undefined leaves the field out).
 */
export function unmaskWith(sent: JsonObject, stored: Json | undefined, kept: (key: string, stored: Json | undefined) => Json | undefined): JsonObject {
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(sent)) {
    const previous = isJsonObject(stored) ? stored[key] : undefined;
    if (item !== MASK) out[key] = isJsonObject(item) ? unmaskWith(item, previous, kept) : item;
    else {
      const value = kept(key, previous);
      if (value !== undefined) out[key] = value;
    }
  }
  return out;
}
