/**
 * EMQX value formats that the OpenAPI document only hints at.
 *
 * The broker writes its swagger from HOCON types, and a duration, a byte size or a percentage all
 * become a plain `type: string`. The one trace of the HOCON type is the `example` it attaches
 * (emqx_conf_schema_types:readable/1): `duration()` → "12m", `duration_s()` → "1h",
 * `duration_ms()` → "32s", `bytesize()` → "32MB", `wordsize()` → "1024KB", `percent()` → "12%",
 * `secret()` → "R4ND0M/S∃CЯ∃T", limiter rates → "1000/s" or "100MB/s". Some fields carry an example
 * of their own in the same shape ("24h", "4KB"). So the rule is: a string schema whose example has
 * the shape of one of these values gets a `format` naming it. The example itself is dropped (it is
 * not JSON Schema), the format stays for widgets to key on.
 *
 * The formats are namespaced (`emqx-duration`, not `duration`) because RJSF's validator loads
 * ajv-formats, whose `duration` is ISO 8601 ("P3D") and would reject "15s". Their patterns (how the
 * broker parses such values) are published in schemas/index.json so that the form's validator can
 * register them (`customizeValidator({ customFormats })`); an unregistered format is only ignored.
 * Secrets use the standard `password` format, which RJSF already maps to its password widget.
 */
import type { Json } from '../openapi/normalize.ts';

export interface EmqxFormat {
  /** Regular expression source for the whole value, tested case-insensitively (`flags`). */
  pattern: string;
  flags: string;
  description: string;
}

/** How the broker parses each value (hocon_postprocess and emqx_limiter_schema), case-insensitive. */
export const EMQX_FORMATS: Record<string, EmqxFormat> = {
  'emqx-duration': {
    pattern: '^\\s*(\\d+|(\\d+(\\.\\d+)?(ms|s|m|h|d|w))+)\\s*$',
    flags: 'i',
    description: 'A duration such as "15s", "1h30m", "2.5m" or "500ms" (units ms, s, m, h, d, w).',
  },
  'emqx-bytesize': {
    pattern: '^\\s*\\d+\\s*(b|kb|mb|gb)?\\s*$',
    flags: 'i',
    description: 'A byte size such as "512B", "64KB", "1MB" or "1GB" (units are powers of 1024).',
  },
  'emqx-percent': {
    pattern: '^\\s*\\d+(\\.\\d+)?\\s*%\\s*$',
    flags: 'i',
    description: 'A percentage such as "80%".',
  },
  'emqx-rate': {
    pattern: '^\\s*(infinity|\\d+(\\.\\d+)?\\s*(b|kb|mb|gb)?\\s*/\\s*(\\d+(\\.\\d+)?)?\\s*(ms|s|m|h|d)?)\\s*$',
    flags: 'i',
    description: 'A rate such as "1000/s", "500/10s" or, for bytes, "100MB/s"; "infinity" for no limit.',
  },
  // The document's own `sql` (an action's statement template): namespaced so ajv knows it; the broker parses it.
  'emqx-sql': {
    pattern: '^[\\s\\S]*$',
    flags: '',
    description: 'A SQL (or CQL) statement template with ${field} placeholders, checked by the broker.',
  },
};

/** The example `secret()` fields carry in EMQX 5 documents. */
const SECRET_EXAMPLE = 'R4ND0M/S∃CЯ∃T';
/** Secrets the document does not mark: EMQX masks them as "******" in every GET. */
const SECRET_NAME = /(^|_)(password|secret|secret_key|secret_access_key)$/;

/** A duration example is a duration, not a bare number: "32s" yes, "32" no. */
const EXAMPLE_SHAPES: [string, RegExp][] = [
  ['emqx-duration', /^(\d+(\.\d+)?(ms|s|m|h|d|w))+$/i],
  ['emqx-bytesize', /^\d+(b|kb|mb|gb)$/i],
  ['emqx-percent', /^\d+(\.\d+)?%$/],
  ['emqx-rate', /^\d+(\.\d+)?(b|kb|mb|gb)?\/\d*(ms|s|m|h|d)$/i],
];

/**
 * The format a string schema should carry, from its existing format, its example and, for
 * secrets only, its property name. Returns undefined for strings with nothing to say.
 */
export function detectFormat(schema: { format?: Json; example?: Json }, propertyName?: string): string | undefined {
  if (schema.format === 'sql') return 'emqx-sql';
  if (typeof schema.format === 'string') return schema.format;
  const example = schema.example;
  if (example === SECRET_EXAMPLE) return 'password';
  if (typeof example === 'string') {
    for (const [format, shape] of EXAMPLE_SHAPES) if (shape.test(example)) return format;
  }
  if (propertyName && SECRET_NAME.test(propertyName)) return 'password';
  return undefined;
}

/** True when `value` is acceptable for `format`; formats other than EMQX's accept anything here. */
export function matchesFormat(format: string, value: string): boolean {
  const known = EMQX_FORMATS[format];
  return !known || new RegExp(known.pattern, known.flags).test(value);
}
