import * as z from 'zod/mini';
import type { GetClientsParams } from '../../generated/model';
import { paging, searchEnum, searchFlag, searchText as text } from '../../components/search-params';

/** The connection list's filters and page, as they appear in the URL (shareable, Back restores them). */
export const connectionsSearch = z.object({
  ...paging,
  clientid: text,
  username: text,
  /** Exact match instead of the broker's substring search. */
  exact: searchFlag,
  ip: text,
  state: searchEnum(['connected', 'disconnected']),
  node: text,
  proto_ver: text,
  /** datetime-local values (the user's zone), inclusive bounds of connected_at. */
  from: text,
  to: text,
  /** Where the page starts in the broker's cursor listing (opaque); `page` serves a broker without one. */
  cursor: text,
});

export type ConnectionsSearch = z.infer<typeof connectionsSearch>;

const toEpochMs = (local: string | undefined) => {
  if (!local) return undefined;
  const ms = new Date(local).getTime();
  return Number.isNaN(ms) ? undefined : ms;
};

/** URL state → the broker's query: fuzzy like_* by default, exact clientid/username when asked (the cursor aside). */
export function toClientsParams(search: ConnectionsSearch): GetClientsParams {
  const fuzzy = !search.exact;
  return {
    page: search.page,
    limit: search.limit,
    ...(search.clientid ? (fuzzy ? { like_clientid: search.clientid } : { clientid: [search.clientid] }) : {}),
    ...(search.username ? (fuzzy ? { like_username: search.username } : { username: [search.username] }) : {}),
    ip_address: search.ip || undefined,
    conn_state: search.state,
    node: search.node || undefined,
    proto_ver: search.proto_ver || undefined,
    gte_connected_at: toEpochMs(search.from),
    lte_connected_at: toEpochMs(search.to),
  };
}
