/**
 * Plugins as the broker keeps them: a package (`{name}-{vsn}.tar.gz`) unpacked for its
 * `release.json`, `README.md` and Avro config schema, a boot order, a running status per node, and a
 * config checked against the schema.
 */
import { gunzipSync } from 'node:zlib';
import { isJsonObject, type Json, type JsonObject } from '../lib/json';
import { readTar, TarError, type TarEntry } from '../lib/tar';

export type PluginRunning = 'running' | 'stopped';

export interface PluginRecord {
  /** `release.json` as the package has it (`name`, `rel_vsn`, `description`, `author`…). */
  info: JsonObject;
  readme: string;
  /** By node name; a node missing here does not have the plugin installed. */
  status: Map<string, PluginRunning>;
  /** The Avro schema of its config (`config_schema.avsc`), when it has one. */
  avsc?: JsonObject;
  /** Labels and help of the schema's `$ui` keys, by language. */
  i18n?: JsonObject;
  config: JsonObject;
}

/** The key the API names a plugin by: `{name}-{rel_vsn}`. */
export const nameVsn = (p: PluginRecord): string => `${String(p.info.name)}-${String(p.info.rel_vsn)}`;

export interface PackageProblem {
  code: 'BAD_PLUGIN_INFO' | 'ALREADY_INSTALLED' | 'UNEXPECTED_ERROR';
  message: string;
}

export interface PluginPackage {
  info: JsonObject;
  readme: string;
  avsc?: JsonObject;
}

function parseJson(bytes: Uint8Array): Json | undefined {
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as Json;
  } catch {
    return undefined;
  }
}

/** The entry named `file` at the archive's root or in its one top folder (`{name}-{vsn}/release.json`). */
function atTop(entries: TarEntry[], file: string): TarEntry | undefined {
  return entries.find((e) => e.type === 'file' && (e.name === file || /^[^/]+\/[^/]+$/.test(e.name)) && e.name.split('/').pop() === file);
}

/**
 * Reads an uploaded package as the broker unpacks it. The broker's message is `{reason}: {file}`;
 * the sandbox adds why in a few words, for the console to show.
 */
export function readPluginPackage(fileName: string, bytes: Uint8Array): PluginPackage | PackageProblem {
  const bad = (reason: string, why: string): PackageProblem => ({ code: 'BAD_PLUGIN_INFO', message: `${reason}: ${fileName} (${why})` });
  if (!fileName.endsWith('.tar.gz')) return bad('bad_plugin_package', 'the package must be a .tar.gz file');
  let entries: TarEntry[];
  try {
    entries = readTar(new Uint8Array(gunzipSync(bytes)));
  } catch (error) {
    return bad('failed_to_extract_plugin_package', error instanceof TarError ? 'not a tar archive' : 'not gzip data');
  }
  const release = atTop(entries, 'release.json');
  if (!release) return bad('bad_info_file', 'no release.json in the package');
  const info = parseJson(release.data);
  if (!isJsonObject(info)) return bad('bad_info_file', 'release.json is not a JSON object');
  if (typeof info.name !== 'string' || !/^[A-Za-z][\w]*$/.test(info.name)) return bad('bad_info_file', 'release.json has no valid name');
  if (typeof info.rel_vsn !== 'string' || info.rel_vsn === '') return bad('bad_info_file', 'release.json has no rel_vsn');
  const expected = `${info.name}-${info.rel_vsn}.tar.gz`;
  if (fileName !== expected) return bad('name_vsn_mismatch', `release.json names ${expected}`);
  const readme = atTop(entries, 'README.md');
  const schema = entries.find((e) => e.type === 'file' && e.name.endsWith('/config_schema.avsc'));
  const avsc = schema ? parseJson(schema.data) : undefined;
  return {
    info,
    readme: readme ? new TextDecoder().decode(readme.data) : '',
    ...(isJsonObject(avsc) ? { avsc } : {}),
  };
}

/** The order after moving `id` to `position` (`front`, `rear`, `before:{other}`, `after:{other}`), or the broker's refusal. */
export function movePlugin(order: readonly string[], id: string, position: unknown): string[] | PackageProblem | { code: 'BAD_POSITION'; message: string } {
  if (typeof position !== 'string') return { code: 'BAD_POSITION', message: JSON.stringify(position ?? null) };
  const rest = order.filter((x) => x !== id);
  if (position === 'front') return [id, ...rest];
  if (position === 'rear') return [...rest, id];
  const m = /^(before|after):(.*)$/.exec(position);
  if (!m) return { code: 'BAD_POSITION', message: JSON.stringify(position) };
  const [, where, target] = m as unknown as [string, 'before' | 'after', string];
  if (target === '') return { code: 'BAD_POSITION', message: `Invalid parameter. Cannot be placed ${where} an empty target` };
  if (target === id) return { code: 'BAD_POSITION', message: `Invalid parameter. Cannot be placed ${where} itself` };
  const at = rest.indexOf(target);
  if (at < 0) return { code: 'UNEXPECTED_ERROR', message: `Plugin ${target} not found` };
  const index = where === 'before' ? at : at + 1;
  return [...rest.slice(0, index), id, ...rest.slice(index)];
}

/* ---------- Avro: defaults and a loose check of a config against its schema ---------- */

type Named = Map<string, Json>;

/** Records and enums are named once and referred to by name after. */
function collectNames(schema: Json, names: Named): void {
  if (Array.isArray(schema)) return schema.forEach((s) => collectNames(s, names));
  if (!isJsonObject(schema)) return;
  if ((schema.type === 'record' || schema.type === 'enum' || schema.type === 'fixed') && typeof schema.name === 'string') names.set(schema.name, schema);
  if (Array.isArray(schema.fields)) for (const f of schema.fields) if (isJsonObject(f)) collectNames(f.type ?? null, names);
  if (schema.items !== undefined) collectNames(schema.items, names);
  if (schema.values !== undefined) collectNames(schema.values, names);
  if (isJsonObject(schema.type) || Array.isArray(schema.type)) collectNames(schema.type, names);
}

function resolve(schema: Json, names: Named): Json {
  if (typeof schema === 'string' && names.has(schema)) return names.get(schema)!;
  if (isJsonObject(schema) && (typeof schema.type === 'string' || isJsonObject(schema.type) || Array.isArray(schema.type)) && !['record', 'enum', 'array', 'map', 'fixed'].includes(String(schema.type))) {
    // `{"type": "int", "logicalType": …}` is its type.
    return resolve(schema.type, names);
  }
  return schema;
}

/** The config a schema's defaults make: what a plugin starts with before anyone edits it. */
export function avroDefaults(avsc: JsonObject): JsonObject {
  const names: Named = new Map();
  collectNames(avsc, names);
  const of = (schema: Json): Json | undefined => {
    const s = resolve(schema, names);
    if (!isJsonObject(s) || s.type !== 'record' || !Array.isArray(s.fields)) return undefined;
    const out: JsonObject = {};
    for (const f of s.fields) {
      if (!isJsonObject(f) || typeof f.name !== 'string') continue;
      const value = f.default !== undefined ? f.default : of(f.type ?? null);
      if (value !== undefined) out[f.name] = value;
    }
    return out;
  };
  const value = of(avsc);
  return isJsonObject(value) ? value : {};
}

const INT32 = 2 ** 31;

/** Why `value` does not fit `schema` (the first fault, with its path), or undefined when it does. */
export function avroProblem(avsc: JsonObject, value: Json): string | undefined {
  const names: Named = new Map();
  collectNames(avsc, names);
  const check = (schema: Json, v: Json | undefined, path: string): string | undefined => {
    const s = resolve(schema, names);
    const at = path || 'config';
    if (Array.isArray(s)) {
      return s.some((branch) => check(branch, v, path) === undefined) ? undefined : `${at}: ${JSON.stringify(v ?? null)} matches no type of the union`;
    }
    const type = isJsonObject(s) ? s.type : s;
    const wrong = (expected: string) => `${at}: expected ${expected}, got ${JSON.stringify(v ?? null)}`;
    switch (type) {
      case 'null':
        return v === null || v === undefined ? undefined : wrong('null');
      case 'boolean':
        return typeof v === 'boolean' ? undefined : wrong('a boolean');
      case 'int':
        return Number.isInteger(v) && Math.abs(v as number) <= INT32 ? undefined : wrong('an int');
      case 'long':
        return Number.isInteger(v) ? undefined : wrong('a long');
      case 'float':
      case 'double':
        return typeof v === 'number' ? undefined : wrong('a number');
      case 'string':
      case 'bytes':
      case 'fixed':
        return typeof v === 'string' ? undefined : wrong('a string');
      case 'enum': {
        const symbols = isJsonObject(s) && Array.isArray(s.symbols) ? s.symbols : [];
        return typeof v === 'string' && symbols.includes(v) ? undefined : wrong(`one of ${symbols.join(', ')}`);
      }
      case 'array': {
        if (!Array.isArray(v) || !isJsonObject(s)) return wrong('an array');
        for (const [i, item] of v.entries()) {
          const problem = check(s.items ?? null, item, `${path}[${i}]`);
          if (problem) return problem;
        }
        return undefined;
      }
      case 'map': {
        if (!isJsonObject(v) || !isJsonObject(s)) return wrong('a map');
        for (const [key, item] of Object.entries(v)) {
          const problem = check(s.values ?? null, item, path ? `${path}.${key}` : key);
          if (problem) return problem;
        }
        return undefined;
      }
      case 'record': {
        if (!isJsonObject(v) || !isJsonObject(s) || !Array.isArray(s.fields)) return wrong('a record');
        for (const f of s.fields) {
          if (!isJsonObject(f) || typeof f.name !== 'string') continue;
          const inner = path ? `${path}.${f.name}` : f.name;
          if (v[f.name] === undefined) {
            if (f.default !== undefined || check(f.type ?? null, null, inner) === undefined) continue;
            return `${inner}: is required`;
          }
          const problem = check(f.type ?? null, v[f.name], inner);
          if (problem) return problem;
        }
        return undefined;
      }
      default:
        return `${at}: unknown type ${JSON.stringify(type ?? null)} in the schema`;
    }
  };
  return check(avsc, value, '');
}
