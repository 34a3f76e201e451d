/**
 * The licence of an EMQX 5.8.1 Enterprise node (`/license`, `/license/setting`), after
 * emqx_license_parser_v20220101 (the key), emqx_license_checker (what GET /license dumps) and
 * emqx_license_schema (the settings and their checks).
 *
 * A key is `base64(payload) "." base64(signature)`, the payload nine lines: `220111` (the format),
 * type (0 trial, 1 official), customer type, customer, email, deployment, start date `YYYYMMDD`,
 * days, max connections. The broker checks an ECDSA signature by EMQ's private key, which the
 * sandbox cannot have: it checks its own stand-in instead (`sandbox:` and an FNV-1a hash of the
 * payload), so only keys made by `makeLicenseKey` (or the broker's default key) are taken. Anything
 * else fails as on the broker: 400 `Bad license key`.
 *
 *   makeLicenseKey({ customer: 'Acme', type: 'official', maxConnections: 5000, startDate: '20250101', days: 365 })
 */
import { textToBase64 } from '../lib/base64';
import { isJsonObject } from '../lib/json';

export interface LicenseFields {
  /** 0 trial, 1 official. */
  type: number;
  /** 0 small, 1 medium, 2 large, 3 business-critical, 4 BYOC, 10 evaluation. */
  customerType: number;
  customer: string;
  email: string;
  deployment: string;
  /** The issue date, `YYYYMMDD`. */
  startDate: string;
  days: number;
  maxConnections: number;
}

export interface LicenseState {
  fields: LicenseFields;
  /** The licence config's raw values, as the broker keeps and answers them. */
  lowWatermark: string;
  highWatermark: string;
  /** The limit of a business-critical licence (emqx_license_schema's default: 25). */
  dynamicMaxConnections: number;
}

const FORMAT = '220111';
/** emqx_license_parser_v20220101's MIN_START_DATE. */
const MIN_START_DATE = 20211101;
const BUSINESS_CRITICAL = 3;
const DAY_MS = 86_400_000;

/** emqx_license_schema:default_license/0: a 25-connection evaluation licence, taken for `"default"`. */
export const DEFAULT_LICENSE_KEY =
  'MjIwMTExCjAKMTAKRXZhbHVhdGlvbgpjb250YWN0QGVtcXguaW8KdHJpYWwKMjAyNDA0MTgKMTgyNQoyNQo=.MEUCICMWWkfrvyMwQaQAOXEsEcs+d6+5uXc1BDxR7j25fRy4AiEAmblQ4p+FFmdsvnKgcRRkv1zj7PExmZKVk3mVcxH3fgw=';
const DEFAULT_FIELDS: LicenseFields = {
  type: 0,
  customerType: 10,
  customer: 'Evaluation',
  email: 'contact@emqx.io',
  deployment: 'trial',
  startDate: '20240418',
  days: 1825,
  maxConnections: 25,
};

/** FNV-1a (32 bits): the sandbox's stand-in for EMQ's signature; a changed payload no longer matches. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

const sandboxSignature = (payload: string): string => `sandbox:${fnv1a(payload)}`;

/** A key for `payload` as written (nine lines or not), signed the sandbox's way. */
export const signLicensePayload = (payload: string): string => `${textToBase64(payload)}.${textToBase64(sandboxSignature(payload))}`;

export interface LicenseKeyInput {
  type?: 'trial' | 'official';
  customerType?: number;
  customer?: string;
  email?: string;
  deployment?: string;
  /** `YYYYMMDD`. */
  startDate?: string;
  days?: number;
  maxConnections?: number;
}

/** The test helper: a key the sandbox accepts. Defaults are those of the broker's emqx_license_test_lib:make_license/1. */
export function makeLicenseKey(input: LicenseKeyInput = {}): string {
  const lines = [
    FORMAT,
    input.type === 'official' ? '1' : '0',
    String(input.customerType ?? 10),
    input.customer ?? 'Foo',
    input.email ?? 'contact@foo.com',
    input.deployment ?? 'bar-deployment',
    input.startDate ?? '20220111',
    String(input.days ?? 100000),
    String(input.maxConnections ?? 10),
  ];
  return signLicensePayload(lines.join('\n'));
}

/** Erlang's base64:decode: the standard alphabet, padded to whole quads; anything else fails. */
function decodeBase64(text: string): string | undefined {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined;
  try {
    const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** emqx_license_parser_v20220101:parse_int/1: commas dropped, then a whole integer. */
function parseInt10(text: string): number | undefined {
  const plain = text.replaceAll(',', '');
  return /^[+-]?\d+$/.test(plain) ? Number(plain) : undefined;
}

function parseStartDate(text: string): string | undefined {
  const num = parseInt10(text);
  if (num === undefined || num < MIN_START_DATE) return undefined;
  const [y, m, d] = [Math.floor(num / 10000), Math.floor(num / 100) % 100, num % 100];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? String(num) : undefined;
}

/** The payload's fields, or the parser's reason (what the broker logs; its answer says `Bad license key`). */
function parsePayload(payload: string): LicenseFields | string {
  const lines = payload.trim().split('\n').map((line) => line.trim());
  if (lines.length !== 9) return 'unexpected_number_of_fields';
  const [format, type, customerType, customer, email, deployment, start, days, max] = lines as [string, string, string, string, string, string, string, string, string];
  if (format !== FORMAT) return 'invalid_version';
  const [licenseType, cType, startDate, dayCount, maxConnections] = [parseInt10(type), parseInt10(customerType), parseStartDate(start), parseInt10(days), parseInt10(max)];
  // The broker takes any integer type, then fails to dump anything but trial and official: refused here.
  if (licenseType !== 0 && licenseType !== 1) return 'invalid_license_type';
  if (cType === undefined) return 'invalid_customer_type';
  if (startDate === undefined) return 'invalid_date';
  if (dayCount === undefined || dayCount <= 0) return 'invalid_int_value';
  if (maxConnections === undefined || maxConnections <= 0) return 'invalid_connection_limit';
  return { type: licenseType, customerType: cType, customer, email, deployment, startDate, days: dayCount, maxConnections };
}

/** emqx_license_parser:parse/1 for a key sent in the API: the licence, or why it was refused. */
export function parseLicenseKey(key: string): LicenseFields | { error: string } {
  if (key === 'default' || key.replace(/[ \n\r]/g, '') === DEFAULT_LICENSE_KEY) return { ...DEFAULT_FIELDS };
  // The broker reads `file://…` keys from the node's disk; the sandbox has none of those files.
  if (key.startsWith('file://')) return { error: 'enoent' };
  const content = key.replace(/[ \n\r]/g, '');
  if (content === '') return { error: 'empty_string' };
  const dot = content.indexOf('.');
  const payload = dot < 0 ? undefined : decodeBase64(content.slice(0, dot));
  const signature = dot < 0 ? undefined : decodeBase64(content.slice(dot + 1));
  if (payload === undefined || signature === undefined) return { error: 'bad_license_format' };
  if (signature !== sandboxSignature(payload)) return { error: 'invalid_signature' };
  const fields = parsePayload(payload);
  return typeof fields === 'string' ? { error: fields } : fields;
}

export const isBusinessCritical = (fields: LicenseFields): boolean => fields.customerType === BUSINESS_CRITICAL;

const startMs = (fields: LicenseFields): number => Date.UTC(Number(fields.startDate.slice(0, 4)), Number(fields.startDate.slice(4, 6)) - 1, Number(fields.startDate.slice(6, 8)));
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const utcDay = (ms: number): number => Math.floor(ms / DAY_MS);

/** GET and POST /license: emqx_license_checker's dump (max_connections resolved for a business-critical licence). */
export function licenseInfo(license: LicenseState, now: number) {
  const { fields } = license;
  const expiryMs = startMs(fields) + fields.days * DAY_MS;
  return {
    customer: fields.customer,
    email: fields.email,
    deployment: fields.deployment,
    max_connections: isBusinessCritical(fields) ? Math.min(license.dynamicMaxConnections, fields.maxConnections) : fields.maxConnections,
    start_at: isoDate(startMs(fields)),
    expiry_at: isoDate(expiryMs),
    type: fields.type === 1 ? ('official' as const) : ('trial' as const),
    customer_type: fields.customerType,
    // The broker compares UTC dates: on the expiry date itself the licence has not expired.
    expiry: utcDay(now) > utcDay(expiryMs),
  };
}

/** GET /license/setting: the raw settings; dynamic_max_connections for a business-critical licence only. */
export function licenseSetting(license: LicenseState) {
  return {
    connection_low_watermark: license.lowWatermark,
    connection_high_watermark: license.highWatermark,
    ...(isBusinessCritical(license.fields) ? { dynamic_max_connections: license.dynamicMaxConnections } : {}),
  };
}

/** emqx_schema:to_percent/1 (hocon_postprocess:percent/1): the number before a final `%`, within 0–100 %. */
export function percentValue(value: unknown): number | undefined {
  const m = typeof value === 'string' ? /([0-9.]+)%$/.exec(value) : null;
  const digits = m?.[1] ?? '';
  // Anything but digits or digits.digits makes the broker's list_to_float/1 fail.
  const fraction = /^\d+$/.test(digits) ? Number(digits) / 100 : /^\d+\.\d+$/.test(digits) ? Math.round(Number(digits) * 100) / 10000 : undefined;
  return fraction !== undefined && fraction <= 1 ? fraction : undefined;
}

/** The request check's message for a field of the wrong type (hocon's validation_error, as emqx_utils:readable_error_msg prints it). */
const typeError = (path: string, expected: string, value: unknown): string => JSON.stringify({ kind: 'validation_error', path, reason: { expected }, value: typeof value === 'number' ? value : String(value) });

const SETTING_FIELDS = ['dynamic_max_connections', 'connection_low_watermark', 'connection_high_watermark'];

/**
 * PUT /license/setting: each field checked against its type (in the schema's order, the first
 * failure answered), then merged into the config and the watermarks checked together (high above
 * low), which fails as `Bad license setting`. dynamic_max_connections is dropped unless the licence
 * is business-critical.
 */
export function updateLicenseSetting(license: LicenseState, body: unknown): { error: string } | undefined {
  if (!isJsonObject(body)) return { error: 'Bad license setting' };
  const dyn = body.dynamic_max_connections;
  if (dyn !== undefined && !(typeof dyn === 'number' && Number.isInteger(dyn) && dyn >= 0)) return { error: typeError('dynamic_max_connections', 'non_neg_integer()', dyn) };
  for (const name of ['connection_low_watermark', 'connection_high_watermark']) {
    if (body[name] !== undefined && percentValue(body[name]) === undefined) return { error: typeError(name, 'emqx_schema:percent()', body[name]) };
  }
  // The licence config has no other field: the config check refuses the merged result.
  if (Object.keys(body).some((key) => !SETTING_FIELDS.includes(key))) return { error: 'Bad license setting' };
  const low = typeof body.connection_low_watermark === 'string' ? body.connection_low_watermark : license.lowWatermark;
  const high = typeof body.connection_high_watermark === 'string' ? body.connection_high_watermark : license.highWatermark;
  if ((percentValue(high) ?? 0) <= (percentValue(low) ?? 0)) return { error: 'Bad license setting' };
  license.lowWatermark = low;
  license.highWatermark = high;
  if (typeof dyn === 'number' && isBusinessCritical(license.fields)) license.dynamicMaxConnections = dyn;
  return undefined;
}

/** POST /license: the new licence replaces the old one; the settings stay. */
export function replaceLicense(license: LicenseState, key: string): { error: string } | undefined {
  const parsed = parseLicenseKey(key);
  if ('error' in parsed) return parsed;
  license.fields = parsed;
  return undefined;
}

/**
 * An official licence of a medium-sized customer for 10,000 connections, issued 340 days before
 * the sandbox starts for 365 days: it expires 25 days after the start, inside the 30 days in which
 * the broker raises its expiry alarm (and the console warns).
 */
export function seedLicense(startedAt: number): LicenseState {
  const start = isoDate(utcDay(startedAt) * DAY_MS - 340 * DAY_MS).replaceAll('-', '');
  return {
    fields: { type: 1, customerType: 1, customer: 'Northwind Manufacturing GmbH', email: 'iot-platform@northwind.example', deployment: 'northwind-prod', startDate: start, days: 365, maxConnections: 10000 },
    lowWatermark: '75%',
    highWatermark: '80%',
    dynamicMaxConnections: 25,
  };
}
