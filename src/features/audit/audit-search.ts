import * as z from 'zod/mini';
import type { GetAuditParams } from '../../generated/model';
import { paging, searchEnum, searchText } from '../../components/search-params';
import { AUDIT_THROUGH } from './through';

export const AUDIT_METHODS = ['post', 'put', 'delete'] as const;
export const AUDIT_RESULTS = ['success', 'failure'] as const;

/** The audit log's filters and page, as they appear in the URL (shareable, kept across a reload). */
export const auditSearch = z.object({
  ...paging,
  /** The dashboard user (the entry's `source`). */
  user: searchText,
  method: searchEnum(AUDIT_METHODS),
  result: searchEnum(AUDIT_RESULTS),
  node: searchText,
  /** The entry's `from`: dashboard, REST API (an API key), command line or Erlang console. */
  through: searchEnum(AUDIT_THROUGH),
  /** The address the request came from (`source_ip`). */
  ip: searchText,
  /** The operation's kind: the first segment of its path (`rules`, `schema_registry`, `login`). */
  operation: searchText,
  /** datetime-local values (the user's zone), inclusive bounds of `created_at`. */
  from: searchText,
  to: searchText,
});

export type AuditSearch = z.infer<typeof auditSearch>;

/** A datetime-local value as RFC 3339 (the filter also takes epoch microseconds; a date says what it means). */
function toRfc3339(local: string | undefined): string | undefined {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** URL state → the contract's query parameters of `GET /audit`. */
export function toAuditParams(search: AuditSearch): GetAuditParams {
  const params: GetAuditParams = {
    page: search.page,
    limit: search.limit,
    source: search.user?.trim() || undefined,
    http_method: search.method,
    operation_result: search.result,
    node: search.node || undefined,
    from: search.through,
    source_ip: search.ip?.trim() || undefined,
    operation_type: search.operation?.trim() || undefined,
    gte_created_at: toRfc3339(search.from),
    lte_created_at: toRfc3339(search.to),
  };
  // Parameters left out rather than sent empty: the broker would filter on ''.
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as GetAuditParams;
}
