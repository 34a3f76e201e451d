/**
 * Reading and changing durable storage: the generated queries, and the two requests whose answer
 * the broker sends as bare text under `application/json` (minirest passes a binary body through as
 * it is): `202 OK` after a replica change. Read as JSON, `OK` is no JSON at all, so these are asked
 * for raw (`responseType: 'blob'`), as downloads are. (The session count's bare digits are a JSON
 * number: the document is corrected in scripts/openapi/corrections-ds.ts.)
 */
import { useQueries, type QueryClient } from '@tanstack/react-query';
import { customFetch } from '../../api/http';
import { pollEvery } from '../../api/poll';
import {
  getGetDsSitesBySiteQueryKey,
  getGetDsSitesBySiteQueryOptions,
  getGetDsSitesQueryKey,
  getGetDsStoragesByDsQueryKey,
  getGetDsStoragesByDsQueryOptions,
  getGetDsStoragesByDsReplicasQueryKey,
  useGetDsSites,
  useGetDsStorages,
} from '../../generated/endpoints/durable-storage/durable-storage';
import { useGetSessionsCount } from '../../generated/endpoints/clients/clients';

/** Sites go up and down, and shards change hands, over minutes. */
const POLL_MS = 15_000;
/** While a replica is being added or removed, the shards are read this often to follow it. */
export const MOVING_POLL_MS = 5_000;

/** Where session persistence is off, every `/ds` operation answers 404 "Durable storage is disabled". */
const DISABLED_IS_AN_ANSWER = { background: true, silentStatuses: [404] };

export function useSites() {
  const list = useGetDsSites({ query: { refetchInterval: pollEvery(POLL_MS) }, request: DISABLED_IS_AN_ANSWER });
  const details = useQueries({
    queries: (list.data ?? []).map((site) => getGetDsSitesBySiteQueryOptions(site, { query: { refetchInterval: pollEvery(POLL_MS) }, request: DISABLED_IS_AN_ANSWER })),
  });
  return { list, details };
}

export function useStorages(moving: boolean) {
  const list = useGetDsStorages({ query: { refetchInterval: pollEvery(POLL_MS) }, request: DISABLED_IS_AN_ANSWER });
  const details = useQueries({
    queries: (list.data ?? []).map((ds) =>
      getGetDsStoragesByDsQueryOptions(ds, { query: { refetchInterval: pollEvery(moving ? MOVING_POLL_MS : POLL_MS) }, request: DISABLED_IS_AN_ANSWER }),
    ),
  });
  return { list, details };
}

/** GET /sessions_count: the sessions in the cluster's registry (emqx_cm_registry_keeper:count/1). */
export function useSessionsCount() {
  return useGetSessionsCount(undefined, { query: { refetchInterval: pollEvery(POLL_MS) }, request: { background: true } });
}

const replicaUrl = (ds: string, site: string) => `/ds/storages/${encodeURIComponent(ds)}/replicas/${encodeURIComponent(site)}`;

/** PUT …/replicas/{site}: the broker starts copying the storage's shards to the site and answers 202 at once. */
export const addReplica = (ds: string, site: string): Promise<Response> => customFetch<Response>({ url: replicaUrl(ds, site), method: 'PUT', responseType: 'blob' });

/** DELETE …/replicas/{site}: the broker starts moving the shards off the site and answers 202 at once. */
export const removeReplica = (ds: string, site: string): Promise<Response> => customFetch<Response>({ url: replicaUrl(ds, site), method: 'DELETE', responseType: 'blob' });

/** After a change: the storage's shards and replica list, and what each site holds. */
export async function invalidateStorage(queryClient: QueryClient, ds: string, sites: readonly string[]): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetDsStoragesByDsQueryKey(ds) }),
    queryClient.invalidateQueries({ queryKey: getGetDsStoragesByDsReplicasQueryKey(ds) }),
    queryClient.invalidateQueries({ queryKey: getGetDsSitesQueryKey() }),
    ...sites.map((site) => queryClient.invalidateQueries({ queryKey: getGetDsSitesBySiteQueryKey(site) })),
  ]);
}
