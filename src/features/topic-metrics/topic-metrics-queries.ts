/** What the topic metrics screens read again, and how often. */
import type { QueryClient } from '@tanstack/react-query';
import { getGetMqttTopicMetricsQueryKey } from '../../generated/endpoints/mqtt/mqtt';

/** Counts move every second on the broker and its rates are 5-second averages: read them about as often. */
export const TOPIC_METRICS_POLL_MS = 5_000;

const LIST_KEY = getGetMqttTopicMetricsQueryKey()[0];

/** After a change: the list and every topic's detail (their keys all start with the list's path). */
export function invalidateTopicMetrics(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(LIST_KEY) });
}
