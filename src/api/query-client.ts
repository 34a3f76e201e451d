import { QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import { isApiError, NO_RESPONSE_CODES } from './api-error';
import { isBrokerUnreachable, subscribeReachability } from './reachability';
import { hasToleratedFields } from './tolerated';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // No automatic retries: a failure is reported once, and polling queries ask again on their own schedule.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 5_000,
      // Where either answer has departed fields, the new one is kept as it is: sharing would read every field (tolerated.ts).
      structuralSharing: (previous: unknown, next: unknown) => (hasToleratedFields(previous, next) ? next : replaceEqualDeep(previous, next)),
    },
  },
});

/**
 * When the broker answers again, every query on screen whose last fetch got no response asks at once: its
 * poll may be backed off for minutes, and until it asks its figures still say "as of" an old time
 * although the banner is gone. A query the broker refused (404, 500) is left to its own schedule.
 */
export function refetchFailedWhenBrokerIsBack(client: QueryClient): () => void {
  let wasUnreachable = isBrokerUnreachable();
  return subscribeReachability(() => {
    const unreachable = isBrokerUnreachable();
    if (wasUnreachable && !unreachable) {
      void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' && isApiError(query.state.error) && NO_RESPONSE_CODES.includes(query.state.error.code ?? '') }, { cancelRefetch: false });
    }
    wasUnreachable = unreachable;
  });
}

refetchFailedWhenBrokerIsBack(queryClient);
