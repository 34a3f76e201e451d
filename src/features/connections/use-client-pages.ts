/**
 * The connection list's rows, read as a large broker serves them best: by cursor over
 * `GET /clients_v2` (one node's table after another, never counting or skipping), asking only for
 * the fields of the visible columns. A broker without it (404) is read by page number over
 * `GET /clients` instead, for the rest of the session; so is one node's list, as the cursor
 * listing takes no node (emqx_mgmt_api_clients:fields(list_clients_v2_inputs)) and would ignore it.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { getClients, getClientsV2, getGetClientsQueryKey, getGetClientsV2QueryKey } from '../../generated/endpoints/clients/clients';
import type { EmqxMgmtApiClientsClient, GetClientsV2Params } from '../../generated/model';
import { toClientsParams, type ConnectionsSearch } from './connections-search';

/** Remembered with the session's queries: a broker that has no cursor listing will not grow one. */
const CURSOR_LISTING_MISSING = ['clients listing by cursor missing'] as const;

export interface ClientPages {
  rows: EmqxMgmtApiClientsClient[] | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
  /** `cursor`: Next follows `nextCursor`; `page`: the broker counts and pages by number. */
  mode: 'cursor' | 'page';
  nextCursor?: string;
  count?: number;
  hasNext: boolean;
}

export function useClientPages(search: ConnectionsSearch, fields: readonly string[]): ClientPages {
  const queryClient = useQueryClient();
  // Read again (a refetch of every query), it keeps what it knows.
  const cursorMissing = useQuery({ queryKey: CURSOR_LISTING_MISSING, queryFn: () => queryClient.getQueryData<boolean>(CURSOR_LISTING_MISSING) ?? false, staleTime: Infinity }).data === true;
  const { page, ...filters } = toClientsParams(search);
  const pageMode = cursorMissing || filters.node !== undefined;
  const fieldList = ['clientid', ...fields.filter((f) => f !== 'clientid')].join(',');
  const { node: _node, ...cursorFilters } = filters;
  const cursorParams: GetClientsV2Params = { ...cursorFilters, fields: fieldList, ...(search.cursor ? { cursor: search.cursor } : {}) };
  const pageParams = { ...filters, page, fields: fieldList };

  const byCursor = useQuery({
    queryKey: getGetClientsV2QueryKey(cursorParams),
    queryFn: async ({ signal }) => {
      try {
        return await getClientsV2(cursorParams, { silentStatuses: [404] }, signal);
      } catch (error) {
        if (isApiError(error) && error.status === 404) queryClient.setQueryData(CURSOR_LISTING_MISSING, true);
        throw error;
      }
    },
    enabled: !pageMode,
    placeholderData: keepPreviousData,
  });
  const byPage = useQuery({
    queryKey: getGetClientsQueryKey(pageParams),
    queryFn: ({ signal }) => getClients(pageParams, undefined, signal),
    enabled: pageMode,
    placeholderData: keepPreviousData,
  });

  if (pageMode) {
    return {
      mode: 'page',
      rows: byPage.data?.data,
      isFetching: byPage.isFetching,
      isError: byPage.isError,
      refetch: () => void byPage.refetch(),
      count: byPage.data?.meta?.count,
      hasNext: byPage.data?.meta?.hasnext ?? false,
    };
  }
  const nextCursor = byCursor.data?.meta.cursor;
  return {
    mode: 'cursor',
    rows: byCursor.data?.data,
    isFetching: byCursor.isFetching,
    isError: byCursor.isError,
    refetch: () => void byCursor.refetch(),
    nextCursor,
    hasNext: nextCursor !== undefined,
  };
}
