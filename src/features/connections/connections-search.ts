import { z } from 'zod';
import type { GetClientsParams } from '../../generated/model';
import { PAGE_SIZES } from '../../components/Pagination';

/**
 * Free text from the URL. The router reads `?clientid=123` as the number 123, so numbers are
 * taken back as text; anything else a hand-edited URL holds is dropped rather than failing the page.
 */
const text = z.union([z.string(), z.number()]).transform(String).optional().catch(undefined);

/** The connection list's filters and page, as they appear in the URL (shareable, Back restores them). */
export const connectionsSearch = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(20)
    .default(20),
  clientid: text,
  username: text,
  /** Exact match instead of the broker's substring search. */
  exact: z.boolean().optional().catch(undefined),
  ip: text,
  state: z.enum(['connected', 'disconnected']).optional().catch(undefined),
  node: text,
  proto_ver: text,
  /** datetime-local values (the user's zone), inclusive bounds of connected_at. */
  from: text,
  to: text,
});

export type ConnectionsSearch = z.infer<typeof connectionsSearch>;

const toEpochMs = (local: string | undefined) => {
  if (!local) return undefined;
  const ms = new Date(local).getTime();
  return Number.isNaN(ms) ? undefined : ms;
};

/** URL state → the broker's query: fuzzy like_* by default, exact clientid/username when asked. */
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
