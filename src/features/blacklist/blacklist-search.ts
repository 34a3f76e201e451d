import * as z from 'zod/mini';
import { paging, searchEnum, searchText } from '../../components/search-params';
import type { GetBannedParams } from '../../generated/model';

/** The kinds the broker can search, one at a time, by regular expression. */
export const SEARCH_KINDS = ['clientid', 'username', 'peerhost', 'peerhost_net'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The list's page and its one search (what to look in, and the expression) live in the URL. */
export const blacklistSearch = z.object({ ...paging, by: searchEnum(SEARCH_KINDS), match: searchText });

export type BlacklistSearch = z.infer<typeof blacklistSearch>;

export function toBannedParams(search: BlacklistSearch): GetBannedParams {
  const params: GetBannedParams = { page: search.page, limit: search.limit };
  if (search.match) params[`like_${search.by ?? 'clientid'}`] = search.match;
  return params;
}
