import { useInfiniteQuery, useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  getGetMqttRetainerMessagesQueryKey,
  getGetMqttRetainerMessagesQueryOptions,
  getMqttRetainerMessages,
} from '../../generated/endpoints/retainer/retainer';
import { getGetTopicsQueryKey, getTopics } from '../../generated/endpoints/topics/topics';
import type { GetMqttRetainerMessages200, PublicMeta } from '../../generated/model';
import { levelsToFetch, type ExplorerTopic } from './explorer-tree';

/** A page this large keeps a cluster of 100,000 topics to a hundred requests, each asked for. */
export const TOPICS_PAGE = 1_000;

interface Page {
  topics: string[];
  meta?: PublicMeta;
}

const nextPage = (last: Page, _pages: Page[], page: number) => (last.meta?.hasnext && last.topics.length ? page + 1 : undefined);

const levelParams = (path: string) => ({ topic: `${path}/#`, limit: TOPICS_PAGE });

const retainedTopicsOf = (answer: GetMqttRetainerMessages200 | undefined) => (answer?.data ?? []).flatMap((m) => (m.topic ? [m.topic] : []));

// Outside the component: a stable `combine` lets react-query hand back the same array until an answer changes.
const combineLevels = (results: Pick<UseQueryResult<GetMqttRetainerMessages200, unknown>, 'data'>[]) => results.map((r) => r.data);

/**
 * What the broker knows of topics over HTTP: its routing table (`GET /topics`) and its retained
 * messages, a page of each at first and more on demand ("Load more"), never all at once. While
 * retained pages are left, each opened level asks for the retained messages under it, so the part
 * of the tree the user looks at fills in without reading the whole listing.
 */
export function useBrokerTopics(open: ReadonlySet<string>) {
  const queryClient = useQueryClient();
  const routed = useInfiniteQuery({
    queryKey: [...getGetTopicsQueryKey({ limit: TOPICS_PAGE }), 'explorer'],
    queryFn: async ({ pageParam, signal }): Promise<Page> => {
      const answer = await getTopics({ page: pageParam, limit: TOPICS_PAGE }, undefined, signal);
      return { topics: (answer.data ?? []).flatMap((t) => (t.topic ? [t.topic] : [])), meta: answer.meta };
    },
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const retained = useInfiniteQuery({
    queryKey: [...getGetMqttRetainerMessagesQueryKey({ limit: TOPICS_PAGE }), 'explorer'],
    queryFn: async ({ pageParam, signal }): Promise<Page> => {
      const answer = await getMqttRetainerMessages({ page: pageParam, limit: TOPICS_PAGE }, undefined, signal);
      return { topics: retainedTopicsOf(answer), meta: answer.meta };
    },
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  // Read from the cache while rendering: a level's answer re-renders this through useQueries below.
  const complete = (path: string) => queryClient.getQueryData<GetMqttRetainerMessages200>(getGetMqttRetainerMessagesQueryKey(levelParams(path)))?.meta?.hasnext === false;
  const levels = retained.hasNextPage ? levelsToFetch(open, complete) : [];
  const levelAnswers = useQueries({ queries: levels.map((path) => getGetMqttRetainerMessagesQueryOptions(levelParams(path))), combine: combineLevels });

  const retainedTopics = useMemo(
    () => new Set([...(retained.data?.pages.flatMap((p) => p.topics) ?? []), ...levelAnswers.flatMap(retainedTopicsOf)]),
    [retained.data, levelAnswers],
  );
  const topics = useMemo<ExplorerTopic[]>(
    () => [
      ...(routed.data?.pages.flatMap((p) => p.topics.map((topic) => ({ topic, routed: true }))) ?? []),
      ...[...retainedTopics].map((topic) => ({ topic, retained: true })),
    ],
    [routed.data, retainedTopics],
  );
  const retainedTotal = retained.data?.pages[0]?.meta?.count;
  return {
    topics,
    /** Routes read (one per topic filter and node) of how many. */
    routed: { read: routed.data?.pages.reduce((n, p) => n + p.topics.length, 0) ?? 0, total: routed.data?.pages[0]?.meta?.count },
    retained: { read: retainedTopics.size, total: retainedTotal },
    loading: routed.isPending || retained.isPending,
    error: routed.isError && retained.isError,
    hasMore: routed.hasNextPage || retained.hasNextPage,
    loadingMore: routed.isFetchingNextPage || retained.isFetchingNextPage,
    loadMore: () => {
      if (routed.hasNextPage) void routed.fetchNextPage();
      if (retained.hasNextPage) void retained.fetchNextPage();
    },
    refetch: () => Promise.all([routed.refetch(), retained.refetch()]),
  };
}
