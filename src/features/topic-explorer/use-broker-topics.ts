import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getGetMqttRetainerMessagesQueryKey, getMqttRetainerMessages } from '../../generated/endpoints/retainer/retainer';
import { getGetTopicsQueryKey, getTopics } from '../../generated/endpoints/topics/topics';
import type { PublicMeta } from '../../generated/model';
import type { ExplorerTopic } from './explorer-tree';

/** A page this large keeps a cluster of 100,000 topics to a hundred requests, each asked for. */
export const TOPICS_PAGE = 1_000;

interface Page {
  topics: string[];
  meta?: PublicMeta;
}

const nextPage = (last: Page, _pages: Page[], page: number) => (last.meta?.hasnext && last.topics.length ? page + 1 : undefined);

/**
 * What the broker knows of topics over HTTP: its routing table (`GET /topics`) and its retained
 * messages, a page of each at first and more on demand ("Load more"), never all at once.
 */
export function useBrokerTopics() {
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
      return { topics: (answer.data ?? []).flatMap((m) => (m.topic ? [m.topic] : [])), meta: answer.meta };
    },
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const topics = useMemo<ExplorerTopic[]>(
    () => [
      ...(routed.data?.pages.flatMap((p) => p.topics.map((topic) => ({ topic, routed: true }))) ?? []),
      ...(retained.data?.pages.flatMap((p) => p.topics.map((topic) => ({ topic, retained: true }))) ?? []),
    ],
    [routed.data, retained.data],
  );
  const count = (query: typeof routed) => ({ read: query.data?.pages.reduce((n, p) => n + p.topics.length, 0) ?? 0, total: query.data?.pages[0]?.meta?.count });
  return {
    topics,
    routed: count(routed),
    retained: count(retained),
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
