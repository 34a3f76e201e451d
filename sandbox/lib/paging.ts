/** EMQX's `page`/`limit` query parameters and `meta` block (schema `public.meta`). */
import { badRequest } from './respond';

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 10_000;

export interface Meta {
  page: number;
  limit: number;
  count?: number;
  hasnext: boolean;
}

export interface Page<T> {
  data: T[];
  meta: Meta;
}

function positiveInt(raw: string | null, fallback: number): number | undefined {
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

/**
 * The page and limit asked for, or a 400 Response when they are out of range (as the broker rejects
 * them). Most modules answer `page_limit_invalid` with the code INVALID_PARAMETER; a few with
 * BAD_REQUEST (emqx_rule_engine_api, emqx_audit_api, emqx_mgmt_api_data_backup).
 */
export function readPaging(url: URL, code: 'INVALID_PARAMETER' | 'BAD_REQUEST' = 'INVALID_PARAMETER'): { page: number; limit: number } | Response {
  const page = positiveInt(url.searchParams.get('page'), 1);
  const limit = positiveInt(url.searchParams.get('limit'), DEFAULT_LIMIT);
  if (page === undefined || limit === undefined || limit > MAX_LIMIT) {
    return badRequest('page_limit_invalid', code);
  }
  return { page, limit };
}

/** `limit` alone, for the cursor-paged lists (`/clients_v2`): 1 to 10,000, 100 when missing. */
export function readLimit(url: URL): number | Response {
  const limit = positiveInt(url.searchParams.get('limit'), DEFAULT_LIMIT);
  return limit === undefined || limit > MAX_LIMIT ? badRequest('page_limit_invalid', 'INVALID_PARAMETER') : limit;
}

/**
 * One page of `items`. `withCount: false` mirrors the broker, which leaves `count` out when a fuzzy
 * filter (like_*, match_topic) forced a full table scan.
 */
export function paginate<T>(items: readonly T[], paging: { page: number; limit: number }, withCount = true): Page<T> {
  const start = (paging.page - 1) * paging.limit;
  const data = items.slice(start, start + paging.limit);
  const meta: Meta = { page: paging.page, limit: paging.limit, hasnext: start + paging.limit < items.length };
  if (withCount) meta.count = items.length;
  return { data, meta };
}
