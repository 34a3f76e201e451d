/** An audit entry as the screen reads it: the broker's shapes made plain. */
import type { AuditAudit } from '../../generated/model';

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

/** The entry's key in the list: nothing in the entry is unique by itself. */
export const entryKey = (entry: AuditAudit, index: number): string => `${String(entry.created_at)}|${entry.node ?? ''}|${entry.operation_id ?? ''}|${index}`;
