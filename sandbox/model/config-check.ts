/**
 * `PUT /configs` checks each root of the HOCON it reads against the root's schema
 * (emqx_conf_cli:check_config_schema/1 → check_config/3 → emqx_config:check_config/2) and answers
 * the failures by root, as hocon reports them: `{kind: validation_error, path: "log.console.level",
 * reason, value}`. The sandbox reads each root's schema from the API document (the body of
 * `PUT /configs/<root>`, or of `PUT /configs/global_zone` for the zone roots), and names the first
 * fault it meets in a root: an enum symbol it does not know (`unable_to_convert_to_enum_symbol`,
 * hocon's reason), a value of the wrong type, or a field the root does not have (`unknown_fields`).
 */
import { DEFINITIONS_ID, loadContract } from '../contract/document';
import { isJsonObject, type Json, type JsonObject } from '../lib/json';

export interface ConfigFault {
  kind: 'validation_error';
  path: string;
  reason: string;
  value?: Json;
  unknown?: string;
}

const ZONE_ROOTS = ['mqtt', 'flapping_detect', 'force_shutdown', 'force_gc', 'durable_sessions'];

function bodySchema(path: string): JsonObject | undefined {
  return loadContract().operations.find((o) => o.method === 'PUT' && o.template === path)?.body?.jsonSchema;
}

/** The schema of a root of the whole config, or undefined where the document has no PUT for it. */
export function rootSchema(root: string): JsonObject | undefined {
  if (ZONE_ROOTS.includes(root)) {
    const zone = resolve(bodySchema('/configs/global_zone'));
    const part = zone && isJsonObject(zone.properties) ? zone.properties[root] : undefined;
    return isJsonObject(part) ? part : undefined;
  }
  return bodySchema(`/configs/${root}`);
}

function resolve(schema: JsonObject | undefined): JsonObject | undefined {
  let s = schema;
  for (let i = 0; s && typeof s.$ref === 'string' && i < 20; i++) {
    const name = s.$ref.slice(`${DEFINITIONS_ID}#/definitions/`.length);
    const found = loadContract().definitions[name];
    s = isJsonObject(found) ? found : undefined;
  }
  return s;
}

/** HOCON reads every unquoted scalar as text: a number or boolean written as text still counts. */
function fitsType(type: string, v: Json): boolean {
  switch (type) {
    case 'string':
      return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
    case 'integer':
      return (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^-?\d+$/.test(v));
    case 'number':
      return typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)));
    case 'boolean':
      return typeof v === 'boolean' || v === 'true' || v === 'false';
    case 'object':
      return isJsonObject(v);
    case 'array':
      return Array.isArray(v);
    default:
      return true;
  }
}

/** The first fault of `value` against `schema`, or undefined. */
export function firstFault(schemaIn: JsonObject | undefined, value: Json, path: string): ConfigFault | undefined {
  const schema = resolve(schemaIn);
  if (!schema) return undefined;
  const members = [schema.oneOf, schema.anyOf].find(Array.isArray) as Json[] | undefined;
  if (members) {
    const faults = members.map((m) => (isJsonObject(m) ? firstFault(m, value, path) : undefined));
    if (faults.some((f) => f === undefined)) return undefined;
    // Of a union hocon reports the members' failures; the sandbox names the one that got furthest.
    return faults.reduce((a, b) => ((b?.path.length ?? 0) > (a?.path.length ?? 0) ? b : a));
  }
  if (Array.isArray(schema.allOf)) {
    for (const m of schema.allOf) {
      const f = isJsonObject(m) ? firstFault(m, value, path) : undefined;
      if (f) return f;
    }
  }
  if (Array.isArray(schema.enum)) {
    const symbols = schema.enum.map(String);
    if (!symbols.includes(String(value))) return { kind: 'validation_error', path, reason: 'unable_to_convert_to_enum_symbol', value };
    return undefined;
  }
  const type = typeof schema.type === 'string' ? schema.type : undefined;
  if (type && !fitsType(type, value)) return { kind: 'validation_error', path, reason: `bad_${type}`, value };
  if (isJsonObject(value) && isJsonObject(schema.properties)) {
    const props = schema.properties;
    const unknown = Object.keys(value).filter((k) => !(k in props));
    if (unknown.length && schema.additionalProperties === undefined) return { kind: 'validation_error', path, reason: 'unknown_fields', unknown: unknown.join(',') };
    for (const [k, v] of Object.entries(value)) {
      const sub = props[k];
      const f = isJsonObject(sub) ? firstFault(sub, v, `${path}.${k}`) : undefined;
      if (f) return f;
    }
  }
  if (Array.isArray(value) && isJsonObject(schema.items)) {
    for (const [i, item] of value.entries()) {
      const f = firstFault(schema.items, item, `${path}.${i + 1}`);
      if (f) return f;
    }
  }
  return undefined;
}

/** Roots of the broker's config schema that `GET /configs?key=` does not offer (emqx_conf_cli:keys/0 leaves them out). */
const OTHER_ROOTS = ['zones', 'broker', 'stats', 'plugins'];

/** A root of the config schema: the document's `key` choices of `GET /configs`, and the few it leaves out. */
function isRoot(root: string): boolean {
  const key = loadContract().operations.find((o) => o.method === 'GET' && o.template === '/configs')?.queryParams.find((p) => p.name === 'key');
  const choices = Array.isArray(key?.schema.enum) ? key.schema.enum : [];
  return choices.includes(root) || OTHER_ROOTS.includes(root);
}

/**
 * Each root's fault, by root name (what the broker's `{errors: {...}}` holds); empty when all pass.
 * A root the schema does not have fails as emqx_config_handler:schema/2 throws it,
 * `{root_key_not_found,<<"a">>}` printed with ~p.
 */
export function configFaults(conf: JsonObject): Record<string, ConfigFault | string> {
  const out: Record<string, ConfigFault | string> = {};
  for (const [root, value] of Object.entries(conf)) {
    if (!isRoot(root)) {
      out[root] = `{root_key_not_found,<<"${root}">>}`;
      continue;
    }
    const fault = firstFault(rootSchema(root), value, root);
    if (fault) out[root] = fault;
  }
  return out;
}
