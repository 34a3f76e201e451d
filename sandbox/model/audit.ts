/**
 * The audit log (EMQX Enterprise `/audit`): one entry per change made over the HTTP API, shaped like
 * the contract's `audit.audit`: when, on which node, who (`source`, the dashboard user) from where,
 * which operation (the document's path template and its first segment), the request with secrets
 * masked, and how it ended (status, success or failure and the broker's reason).
 */
import { createMatcher } from '../contract/match';
import { loadContract } from '../contract/document';
import { cloneJson, isJsonObject, type Json, type JsonObject } from '../lib/json';
import { MASK, redactWith } from '../lib/redact';

/** The broker keeps the latest `log.audit.max_filter_size` entries (5000 by default) for `/audit`. */
export const AUDIT_KEPT = 5000;

export interface AuditRecord {
  /** Epoch ms: what filters and the newest-first order read. */
  at: number;
  entry: JsonObject;
}

/** Fields whose values are secrets: passwords, secrets, tokens (not `token_expired_time`). */
const SECRET_KEY = /password|secret|(^|_)(passwd|pwd|token)$/i;
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

/** A copy of a request body with every secret-looking field's value replaced by `******`. */
export const maskSecrets = (value: Json): Json => redactWith(value, (key, inner) => SECRET_KEY.test(key) && inner !== null && typeof inner !== 'object', true);

export function maskHeaders(headers: Headers): JsonObject {
  const out: JsonObject = {};
  headers.forEach((value, name) => {
    out[name] = SECRET_HEADERS.has(name.toLowerCase()) ? MASK : value;
  });
  return out;
}

/** RFC 3339 with microseconds, as the broker writes `created_at` (here in UTC). */
export const createdAt = (ms: number): string => new Date(ms).toISOString().replace(/Z$/, '000Z');

/**
 * A time the `gte_created_at`/`lte_created_at` filters take: RFC 3339, or an integer of epoch
 * microseconds (the contract's `epoch-microsecond`). Undefined when it is neither.
 */
export function parseFilterTime(raw: string): number | undefined {
  if (/^-?\d+$/.test(raw)) return Number(raw) / 1000;
  if (!/^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}/.test(raw)) return undefined;
  // Date.parse reads milliseconds; the broker's microseconds are cut to them.
  const ms = Date.parse(raw.replace(/(\.\d{3})\d+/, '$1'));
  return Number.isNaN(ms) ? undefined : ms;
}

export type Operation = { template: string; bindings: JsonObject };

let matcher: ReturnType<typeof createMatcher> | undefined;

/** The document's path template of a request (`/schema_registry/{name}`) and its path parameters. */
export function operationOf(method: string, path: string): Operation {
  matcher ??= createMatcher(loadContract().operations);
  const match = matcher(method, path);
  if (match.kind !== 'operation') return { template: path, bindings: {} };
  return { template: match.operation.template, bindings: { ...match.params } };
}

/** The operation type the broker files an operation under: the first segment of its path. */
export const operationType = (template: string): string => template.split('/')[1] ?? '';

export interface Exchange {
  at: number;
  node: string;
  /** The dashboard user. */
  source: string;
  sourceIp: string;
  method: string;
  /** Below `/api/v5`, percent-encoded as sent. */
  path: string;
  body: Json | undefined;
  headers: JsonObject;
  status: number;
  /** The broker's `{code, message}` when it refused. */
  error?: { code: string; message: string };
  durationMs: number;
  /** Known already (seed entries): spares reading the API document for it. */
  operation?: Operation;
  /** `rest_api` when an API key made the request (`source` is then the key's name). */
  from?: 'dashboard' | 'rest_api';
}

/**
 * The entry for one request. The contract takes an object as the request body: a list body (a
 * bulk operation) is kept under `items`.
 */
export function auditEntry(exchange: Exchange): AuditRecord {
  const { template, bindings } = exchange.operation ?? operationOf(exchange.method, exchange.path);
  const method = exchange.method.toLowerCase();
  const masked = exchange.body === undefined ? {} : maskSecrets(cloneJson(exchange.body));
  const body: JsonObject = isJsonObject(masked) ? masked : { items: masked };
  const ok = exchange.status < 400;
  return {
    at: exchange.at,
    entry: {
      created_at: createdAt(exchange.at),
      node: exchange.node,
      from: exchange.from ?? 'dashboard',
      source: exchange.source,
      source_ip: exchange.sourceIp,
      operation_id: template,
      operation_type: operationType(template),
      operation_result: ok ? 'success' : 'failure',
      http_status_code: exchange.status,
      http_method: method,
      duration_ms: exchange.durationMs,
      // emqx_audit:to_audit/1: an HTTP entry's args are "", its failure the error body answered or "".
      args: '',
      failure: ok || !exchange.error ? '' : { code: exchange.error.code, message: exchange.error.message },
      http_request: { bindings, body, headers: exchange.headers, method },
    },
  };
}

/** Newest last, at most AUDIT_KEPT of them. */
export function appendAudit(log: AuditRecord[], record: AuditRecord): void {
  log.push(record);
  if (log.length > AUDIT_KEPT) log.splice(0, log.length - AUDIT_KEPT);
}

const EXACT = ['node', 'from', 'source', 'source_ip', 'operation_id', 'operation_type', 'operation_result', 'http_method'] as const;

/** The entries `/audit`'s filters keep, newest first; or the name of a filter that cannot be read. */
export function filterAudit(log: readonly AuditRecord[], query: URLSearchParams): AuditRecord[] | { invalid: string } {
  const bounds: Record<string, number> = {};
  for (const name of ['gte_created_at', 'lte_created_at', 'gte_duration_ms', 'lte_duration_ms', 'http_status_code']) {
    const raw = query.get(name);
    if (raw === null || raw === '') continue;
    const value = name.endsWith('created_at') ? parseFilterTime(raw) : /^\d+$/.test(raw) ? Number(raw) : undefined;
    if (value === undefined) return { invalid: name };
    bounds[name] = value;
  }
  const matches = (record: AuditRecord): boolean => {
    const e = record.entry;
    if (EXACT.some((name) => query.has(name) && query.get(name) !== '' && e[name] !== query.get(name))) return false;
    if (bounds.http_status_code !== undefined && e.http_status_code !== bounds.http_status_code) return false;
    if (bounds.gte_created_at !== undefined && record.at < bounds.gte_created_at) return false;
    if (bounds.lte_created_at !== undefined && record.at > bounds.lte_created_at) return false;
    const duration = typeof e.duration_ms === 'number' ? e.duration_ms : 0;
    if (bounds.gte_duration_ms !== undefined && duration < bounds.gte_duration_ms) return false;
    if (bounds.lte_duration_ms !== undefined && duration > bounds.lte_duration_ms) return false;
    return true;
  };
  return log.filter(matches).reverse();
}
