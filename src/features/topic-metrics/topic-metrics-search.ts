import * as z from 'zod/mini';
import { searchText } from '../../components/search-params';

/** The topic filter of the list lives in the URL. */
export const topicMetricsSearch = z.object({ topic: searchText });

export type TopicMetricsSearch = z.infer<typeof topicMetricsSearch>;
