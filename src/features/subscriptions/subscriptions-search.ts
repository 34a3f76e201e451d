import * as z from 'zod/mini';
import { paging, searchFlag, searchInt, searchText } from '../../components/search-params';
import type { GetSubscriptionsParams, GetTopicsParams } from '../../generated/model';

export const subscriptionsSearch = z.object({
  ...paging,
  clientid: searchText,
  topic: searchText,
  /** Treat `topic` as a topic name and find the subscriptions whose filters match it. */
  matching: searchFlag,
  qos: searchInt(0, 2),
  share_group: searchText,
  node: searchText,
});

export type SubscriptionsSearch = z.infer<typeof subscriptionsSearch>;

export function toSubscriptionsParams(search: SubscriptionsSearch): GetSubscriptionsParams {
  return {
    page: search.page,
    limit: search.limit,
    clientid: search.clientid || undefined,
    ...(search.topic ? (search.matching ? { match_topic: search.topic } : { topic: search.topic }) : {}),
    qos: search.qos,
    share_group: search.share_group || undefined,
    node: search.node || undefined,
  };
}

export const topicsSearch = z.object({ ...paging, topic: searchText, node: searchText });

export type TopicsSearch = z.infer<typeof topicsSearch>;

export function toTopicsParams(search: TopicsSearch): GetTopicsParams {
  return { page: search.page, limit: search.limit, topic: search.topic || undefined, node: search.node || undefined };
}
