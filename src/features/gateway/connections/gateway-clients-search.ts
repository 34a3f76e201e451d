import * as z from 'zod/mini';
import { paging, searchText as text } from '../../../components/search-params';
import type { GetGatewaysByNameClientsParams } from '../../../generated/model';

/** A gateway's client list: filters, page and the client whose detail is open, as the URL keeps them. */
export const gatewayClientsSearch = z.object({
  ...paging,
  clientid: text,
  username: text,
  ip: text,
  node: text,
  proto_ver: text,
  /** LwM2M devices are known by their endpoint name. */
  endpoint: text,
  /** The client whose detail is open. */
  client: text,
});

export type GatewayClientsSearch = z.infer<typeof gatewayClientsSearch>;

export type GatewayClientFilters = Omit<GatewayClientsSearch, 'page' | 'limit' | 'client'>;

/** URL state → the broker's query: client ID, username and endpoint are substring searches. */
export function toGatewayClientsParams(search: GatewayClientsSearch): GetGatewaysByNameClientsParams {
  return {
    page: search.page,
    limit: search.limit,
    like_clientid: search.clientid || undefined,
    like_username: search.username || undefined,
    ip_address: search.ip || undefined,
    node: search.node || undefined,
    proto_ver: search.proto_ver || undefined,
    like_endpoint_name: search.endpoint || undefined,
  };
}
