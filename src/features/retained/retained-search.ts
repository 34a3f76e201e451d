import * as z from 'zod/mini';
import { paging, searchText } from '../../components/search-params';
import type { GetMqttRetainerMessagesParams } from '../../generated/model';

/** The list's page and topic filter (wildcards allowed) live in the URL. */
export const retainedSearch = z.object({ ...paging, topic: searchText });

export type RetainedSearch = z.infer<typeof retainedSearch>;

export function toRetainedParams(search: RetainedSearch): GetMqttRetainerMessagesParams {
  return { page: search.page, limit: search.limit, topic: search.topic || undefined };
}
