import type { RJSFSchema } from '@rjsf/utils';

/**
 * A plugin's config schema is Avro (`config_schema.avsc`); the console's forms take JSON Schema.
 * This is the one place that turns the one into the other:
 * - records → objects (fields in order; a field is required unless its union takes null),
 * - primitives → their JSON types (int with its 32-bit bounds), bytes and fixed → strings,
 * - enums → string enums, arrays → arrays, maps → objects with `additionalProperties`,
 * - unions: `null` makes the field optional (and lets it hold null); several other members become `anyOf`,
 * - named types are used by name after their definition,
 * - a field's `default` and `doc` become `default` and `description`; its label is its name made
 *   readable, or the plugin's own `$ui.label` in the user's language when the plugin translates it.
 */

type Avro = unknown;

/** The plugin's translations (`config_i18n.json`): `{ "$key": { "en": "…", "zh": "…" } }`. */
export type AvroI18n = Record<string, Record<string, string> | undefined>;

export interface AvroConversionOptions {
  i18n?: AvroI18n | null;
  locale?: string;
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `enable_tls` → `Enable tls`: a label for a field the plugin names only by key. */
export function readableName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The schema is not Avro the converter understands (an unknown type name, a record without fields…). */
export class AvroSchemaError extends Error {}

export function avroToJsonSchema(avsc: Avro, options: AvroConversionOptions = {}): RJSFSchema {
  const named = new Map<string, RJSFSchema>();
  const text = (value: unknown): string | undefined => {
    if (typeof value !== 'string') return undefined;
    if (!value.startsWith('$')) return value;
    const entry = options.i18n?.[value];
    return entry?.[options.locale ?? 'en'] ?? entry?.en;
  };

  const convert = (type: Avro): RJSFSchema => {
    if (Array.isArray(type)) return union(type);
    if (typeof type === 'string') return primitive(type);
    if (!isObject(type)) throw new AvroSchemaError(`Not an Avro type: ${JSON.stringify(type)}`);
    switch (type.type) {
      case 'record':
        return record(type);
      case 'enum': {
        if (!Array.isArray(type.symbols)) throw new AvroSchemaError(`Enum ${String(type.name)} has no symbols`);
        return define(type, { type: 'string', enum: type.symbols.map(String) });
      }
      case 'array':
        return { type: 'array', items: convert(type.items) };
      case 'map':
        return { type: 'object', additionalProperties: convert(type.values) };
      case 'fixed':
        return define(type, { type: 'string' });
      default:
        // `{"type": "long", "logicalType": "timestamp-millis"}` is its underlying type.
        return convert(type.type);
    }
  };

  const define = (type: Record<string, unknown>, schema: RJSFSchema): RJSFSchema => {
    if (typeof type.name === 'string') {
      named.set(type.name, schema);
      // A name may be written with its namespace, or used with it.
      if (typeof type.namespace === 'string') named.set(`${type.namespace}.${type.name}`, schema);
    }
    return schema;
  };

  const primitive = (name: string): RJSFSchema => {
    switch (name) {
      case 'null':
        return { type: 'null' };
      case 'boolean':
        return { type: 'boolean' };
      case 'int':
        return { type: 'integer', minimum: INT32_MIN, maximum: INT32_MAX };
      case 'long':
        return { type: 'integer' };
      case 'float':
      case 'double':
        return { type: 'number' };
      case 'bytes':
      case 'string':
        return { type: 'string' };
      default: {
        const known = named.get(name) ?? named.get(name.split('.').pop() ?? name);
        if (!known) throw new AvroSchemaError(`Unknown Avro type: ${name}`);
        return structuredClone(known);
      }
    }
  };

  const union = (members: Avro[]): RJSFSchema & { nullable?: boolean } => {
    const others = members.filter((m) => m !== 'null' && !(isObject(m) && m.type === 'null'));
    const converted = others.map(convert);
    const nullable = others.length < members.length;
    const schema: RJSFSchema = converted.length === 1 ? converted[0]! : converted.length === 0 ? { type: 'null' } : { anyOf: converted };
    if (!nullable) return schema;
    // The broker's config holds null for such a field: the form takes it as "not set".
    const type = typeof schema.type === 'string' && schema.type !== 'null' ? { type: [schema.type, 'null'] as RJSFSchema['type'] } : {};
    return { ...schema, ...type, nullable: true };
  };

  const record = (type: Record<string, unknown>): RJSFSchema => {
    if (!Array.isArray(type.fields)) throw new AvroSchemaError(`Record ${String(type.name)} has no fields`);
    const schema: RJSFSchema = { type: 'object', properties: {}, required: [] };
    // Defined before its fields are read: a field may refer to its own record.
    define(type, schema);
    for (const field of type.fields) {
      if (!isObject(field) || typeof field.name !== 'string') throw new AvroSchemaError(`A field of ${String(type.name)} has no name`);
      const { nullable, ...converted } = convert(field.type) as RJSFSchema & { nullable?: boolean };
      const ui = isObject(field.$ui) ? field.$ui : {};
      const property: RJSFSchema = { ...converted, title: text(ui.label) ?? readableName(field.name) };
      const description = text(ui.description) ?? (typeof field.doc === 'string' ? field.doc : undefined);
      if (description) property.description = description;
      if (field.default !== undefined && !(nullable && field.default === null)) property.default = field.default as RJSFSchema['default'];
      schema.properties![field.name] = property;
      if (!nullable) schema.required!.push(field.name);
    }
    return schema;
  };

  const schema = convert(avsc);
  // The top record is the form itself: no heading of its own.
  const { title: _title, ...root } = schema;
  return root;
}

/**
 * The answer of `GET /plugins/{name}/schema`: the broker sends `{ avsc, i18n }` (each the file's
 * JSON, null when the plugin has none); the API document calls it a string. Both are read here.
 */
export function readPluginSchema(answer: unknown): { avsc: Avro; i18n: AvroI18n | null } | undefined {
  const parsed = typeof answer === 'string' ? safeParse(answer) : answer;
  if (!isObject(parsed)) return undefined;
  if (!('avsc' in parsed)) return 'type' in parsed ? { avsc: parsed, i18n: null } : undefined;
  const avsc = typeof parsed.avsc === 'string' ? safeParse(parsed.avsc) : parsed.avsc;
  const i18n = typeof parsed.i18n === 'string' ? safeParse(parsed.i18n) : parsed.i18n;
  return avsc === null || avsc === undefined ? undefined : { avsc, i18n: isObject(i18n) ? (i18n as AvroI18n) : null };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
