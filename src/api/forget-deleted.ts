import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

export interface Deleted<T> {
  /** The object's path as its queries are keyed (`/clients/${id}`): those of the paths below it go too. */
  path: string;
  /** The lists that showed it (a key matches every page and filter of one), and which of their items it is. */
  lists?: { queryKey: QueryKey; is: (item: T) => boolean }[];
}

/**
 * After a delete: the object leaves the lists at once, then, once no screen shows it any more (its
 * rows gone, its detail left), every query of it leaves the cache. Asked again or read again by an
 * invalidation, such a query is a 404 in the browser's console; removed while a screen still uses
 * it, it is built anew and fetched. Refresh the lists only after this resolves.
 */
export async function forgetDeleted<T = Record<string, unknown>>(queryClient: QueryClient, { path, lists = [] }: Deleted<T>): Promise<void> {
  for (const { queryKey, is } of lists) queryClient.setQueriesData({ queryKey }, (data: unknown) => without(data, is));
  const predicate = (query: Query) => {
    const head = query.queryKey[0];
    return typeof head === 'string' && (head === path || head.startsWith(`${path}/`));
  };
  await unobserved(queryClient, predicate);
  queryClient.removeQueries({ predicate });
}

/** A list as the API sends it: the items, or an object holding them (`{ data, meta }`, `{ sources }`). */
function without<T>(data: unknown, is: (item: T) => boolean): unknown {
  const keep = (items: T[]) => items.filter((item) => !is(item));
  if (Array.isArray(data)) return keep(data as T[]);
  if (typeof data !== 'object' || data === null) return data;
  return Object.fromEntries(Object.entries(data).map(([field, value]) => [field, Array.isArray(value) ? keep(value as T[]) : value]));
}

/** Resolves once no mounted screen observes any query the predicate picks. */
function unobserved(queryClient: QueryClient, predicate: (query: Query) => boolean): Promise<void> {
  const cache = queryClient.getQueryCache();
  const observed = () => cache.findAll({ predicate }).some((query) => query.getObserversCount() > 0);
  return new Promise((resolve) => {
    if (!observed()) return resolve();
    const stop = cache.subscribe((event) => {
      if (event.type === 'observerRemoved' && !observed()) {
        stop();
        resolve();
      }
    });
  });
}
