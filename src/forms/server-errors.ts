import type { ErrorSchema } from '@rjsf/utils';
import { ApiError } from '../api/api-error';

/**
 * The field a broker 400 names, as an RJSF error schema. EMQX puts a HOCON validation error in
 * `message`, e.g. `{"kind":"validation_error","path":"retainer.max_payload_size","reason":…}`;
 * the path's first segment is the config root, which the form does not show.
 */
export function serverFieldErrors(error: unknown, root: string): ErrorSchema | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const text = error.message;
  const path = /"path"\s*:\s*"([^"]+)"/.exec(text)?.[1] ?? /\bpath[=:]\s*"?([\w.]+)/.exec(text)?.[1];
  if (!path) return undefined;
  const reason = /"reason"\s*:\s*"([^"]+)"/.exec(text)?.[1] ?? text;
  const parts = path.split('.');
  if (parts[0] === root) parts.shift();
  if (!parts.length) return undefined;
  const schema: ErrorSchema = {};
  let node: Record<string, unknown> = schema;
  for (const part of parts) {
    const next: Record<string, unknown> = {};
    node[part] = next;
    node = next;
  }
  node.__errors = [reason];
  return schema;
}
