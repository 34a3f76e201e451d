/** An audit entry as the screen reads it: the broker's shapes made plain. */
import type { AuditAudit, AuditHttpRequest } from '../../generated/model';

/**
 * `created_at` as epoch ms: the broker writes RFC 3339 (with microseconds, which not every browser
 * parses) or, as the contract allows, an integer of epoch microseconds.
 */
export function createdAtMs(value: AuditAudit['created_at']): number | undefined {
  if (typeof value === 'number') return Math.floor(value / 1000);
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value.replace(/(\.\d{3})\d+/, '$1'));
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * CLI and Erlang console entries have no HTTP fields: the broker sends them as empty lists or texts. A field
 * is shown only when it holds a value.
 */
export const present = <T,>(value: T | readonly never[] | undefined | null): T | undefined =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) ? undefined : (value as T);

/** The HTTP status, where the entry is an HTTP request's (a CLI entry says ""). */
export const statusOf = (entry: AuditAudit): number | undefined => (typeof entry.http_status_code === 'number' ? entry.http_status_code : undefined);

/** The request as logged, where the entry is an HTTP request's (a CLI entry says ""). */
export const requestOf = (entry: AuditAudit): AuditHttpRequest | undefined => (typeof entry.http_request === 'object' ? entry.http_request : undefined);

/** The words of a command: a CLI entry carries a list, an Erlang console entry a text, an HTTP entry "" (emqx_audit:to_audit/1). */
export function argsText(args: unknown): string | undefined {
  if (Array.isArray(args)) return args.length ? args.map(String).join(' ') : undefined;
  return typeof args === 'string' && args !== '' ? args : undefined;
}

/** Why a request failed: the error body the broker answered, `{code, message}` (emqx_dashboard_audit), or "" when it did not. */
export function failureText(failure: unknown): string | undefined {
  if (Array.isArray(failure)) return failure.length ? failure.map(String).join('\n') : undefined;
  if (typeof failure === 'string') return failure || undefined;
  if (failure !== null && typeof failure === 'object') {
    const { code, message } = failure as { code?: unknown; message?: unknown };
    const words = [code, message].filter((part) => typeof part === 'string' && part !== '');
    return words.length ? words.join(': ') : JSON.stringify(failure);
  }
  return undefined;
}

/** The entry's key in the list: nothing in the entry is unique by itself. */
export const entryKey = (entry: AuditAudit, index: number): string => `${String(entry.created_at)}|${entry.node ?? ''}|${entry.operation_id ?? ''}|${index}`;
