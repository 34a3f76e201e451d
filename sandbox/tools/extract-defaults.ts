/**
 * sandbox/data/defaults.json: the broker's default values for the config roots and listener types
 * the sandbox keeps state for, read from the API document the console is generated from. Reading
 * them from the contract (instead of typing them by hand) keeps the sandbox's starting configuration
 * in step with a new broker version: `npm run generate` writes it, the drift check compares it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeOpenApi, type JsonObject } from '../../scripts/openapi/normalize.ts';
import { apiDocumentPath } from '../../scripts/openapi/source.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
export const DEFAULTS_FILE = path.join(here, '../data/defaults.json');

const isObject = (v: Json | undefined): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The file's text for the document at `documentPath` (relative to the repository in the file). */
export function renderDefaults(documentPath: string): string {
  const source = JSON.parse(readFileSync(documentPath, 'utf8')) as JsonObject;
  // Normalized so that defaults of the wrong type (e.g. `bind: 1883` on a string) are gone, as in the zod schemas.
  const { doc } = normalizeOpenApi(source);

  function deref(ref: string): JsonObject {
    const parts = ref.replace(/^#\//, '').split('/');
    let node: Json = doc;
    for (const part of parts) node = isObject(node) ? (node[part] ?? null) : null;
    if (!isObject(node)) throw new Error(`unresolved ${ref}`);
    return node;
  }

  function merge(base: Json | undefined, over: Json): Json {
    if (!isObject(base) || !isObject(over)) return over;
    const out: { [key: string]: Json } = { ...base };
    for (const [k, v] of Object.entries(over)) out[k] = merge(out[k], v);
    return out;
  }

  /** The value a freshly installed broker reports for `schema`; undefined where it has none. */
  function defaults(schema: JsonObject, depth = 0, root = true): Json | undefined {
    if (depth > 30) return undefined;
    const ownDefault = schema.default;
    if (typeof schema.$ref === 'string') {
      const built = defaults(deref(schema.$ref), depth + 1, root);
      return ownDefault === undefined ? built : merge(built, ownDefault);
    }
    if (isObject(schema.properties)) {
      const out: { [key: string]: Json } = {};
      for (const [key, prop] of Object.entries(schema.properties)) {
        // `$name` / `$handler_name` stand for user-chosen map keys: nothing exists by default.
        if (key.startsWith('$') || !isObject(prop)) continue;
        const value = defaults(prop, depth + 1, false);
        if (value !== undefined) out[key] = value;
      }
      if (ownDefault !== undefined) return merge(out, ownDefault);
      // A sub-object the user has not configured (e.g. dashboard.sso.ldap) is absent, not half-filled.
      const required = Array.isArray(schema.required) ? schema.required : [];
      if (!root && required.some((key) => typeof key === 'string' && !(key in out))) return undefined;
      return Object.keys(out).length > 0 ? out : undefined;
    }
    return ownDefault;
  }

  function responseSchema(p: string, method = 'get'): JsonObject {
    const paths = doc.paths as { [key: string]: Json };
    const op = (paths[p] as { [key: string]: Json })[method] as { [key: string]: Json };
    const ok = (op.responses as { [key: string]: Json })['200'] as { [key: string]: Json };
    const media = (ok.content as { [key: string]: Json })['application/json'] as { [key: string]: Json };
    return media.schema as JsonObject;
  }

  const configPaths = [
    '/configs/global_zone',
    '/configs/log',
    '/configs/sys_topics',
    '/configs/alarm',
    '/configs/sysmon',
    '/configs/broker',
    '/configs/dashboard',
    '/mqtt/retainer',
    '/mqtt/delayed',
    '/slow_subscriptions/settings',
    '/prometheus',
    '/opentelemetry',
  ];

  const configs: { [key: string]: Json } = {};
  for (const p of configPaths) configs[p] = defaults(responseSchema(p)) ?? {};

  const listeners: { [key: string]: Json } = {};
  for (const type of ['tcp', 'ssl', 'ws', 'wss']) {
    listeners[type] = defaults(deref(`#/components/schemas/listeners.${type}_required_bind`)) ?? {};
  }

  // Log handlers are a map keyed by a name the user picks; the broker ships one called `default`.
  const logFileHandler = defaults(deref('#/components/schemas/emqx.log_file_handler')) ?? {};

  return `${JSON.stringify({ source: path.relative(root, documentPath), configs, listeners, logFileHandler }, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(DEFAULTS_FILE, renderDefaults(apiDocumentPath()));
  console.log(`wrote ${path.relative(root, DEFAULTS_FILE)}`);
}
