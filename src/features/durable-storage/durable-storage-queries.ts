/**
 * Reading and changing durable storage. A replica change answers `202 OK` as bare text (read as
 * nothing by src/api/http.ts); the session count's bare digits are a JSON number (the document is
 * corrected in scripts/openapi/corrections-ds.ts).
 */
import { useQueries, type QueryClient } from '@tanstack/react-query';
import { pollEvery } from '../../api/poll';
import {
  getGetDsSitesBySiteQueryKey,
  getGetDsSitesBySiteQueryOptions,
  getGetDsSitesQueryKey,
  getGetDsStoragesByDsQueryKey,
  getGetDsStoragesByDsQueryOptions,
  deleteDsStoragesByDsReplicasBySite,
  putDsStoragesByDsReplicasBySite,
  useGetDsSites,
  useGetDsStorages,
} from '../../generated/endpoints/durable-storage/durable-storage';
import { useGetSessionsCount } from '../../generated/endpoints/clients/clients';
import { changeProgress, type ReplicaChange } from './durable-storage-model';

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

/** A storage is read often only while a change asked of it is still under way (its shards show when one is done). */
export function useStorages(asked: readonly ReplicaChange[]) {
  const list = useGetDsStorages({ query: { refetchInterval: pollEvery(POLL_MS) }, request: DISABLED_IS_AN_ANSWER });
  const details = useQueries({
    queries: (list.data ?? []).map((ds) =>
      getGetDsStoragesByDsQueryOptions(ds, {
        query: {
          refetchInterval: (query) => {
            const storage = query.state.data;
            const moving = asked.some((change) => change.ds === ds && (!storage || !changeProgress(change, storage).finished));
            return pollEvery(moving ? MOVING_POLL_MS : POLL_MS)(query);
          },
        },
        request: DISABLED_IS_AN_ANSWER,
      }),
    ),
  });
  return { list, details };
}

/** GET /sessions_count: the sessions in the cluster's registry (emqx_cm_registry_keeper:count/1). */
export function useSessionsCount() {
  return useGetSessionsCount(undefined, { query: { refetchInterval: pollEvery(POLL_MS) }, request: { background: true } });
}

/** PUT …/replicas/{site}: the broker starts copying the storage's shards to the site and answers 202 at once. */
export const addReplica = (ds: string, site: string): Promise<void> => putDsStoragesByDsReplicasBySite(ds, site);

/** DELETE …/replicas/{site}: the broker starts moving the shards off the site and answers 202 at once. */
export const removeReplica = (ds: string, site: string): Promise<void> => deleteDsStoragesByDsReplicasBySite(ds, site);

/** After a change: the storage's shards and replica list, and what each site holds. */
export async function invalidateStorage(queryClient: QueryClient, ds: string, sites: readonly string[]): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetDsStoragesByDsQueryKey(ds) }),
    queryClient.invalidateQueries({ queryKey: getGetDsSitesQueryKey() }),
    ...sites.map((site) => queryClient.invalidateQueries({ queryKey: getGetDsSitesBySiteQueryKey(site) })),
  ]);
}
