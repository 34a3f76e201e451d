import { QueryClient } from '@tanstack/react-query';
import { isBrokerUnreachable, subscribeReachability } from './reachability';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // No automatic retries: a failure is reported once, and polling queries ask again on their own schedule.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 5_000,
    },
  },
});

/**
 * When the broker answers again, every query on screen whose last fetch failed asks at once: its
 * poll may be backed off for minutes, and until it asks its figures still say "as of" an old time
 * although the banner is gone.
 */
export function refetchFailedWhenBrokerIsBack(client: QueryClient): () => void {
  let wasUnreachable = isBrokerUnreachable();
  return subscribeReachability(() => {
    const unreachable = isBrokerUnreachable();
    if (wasUnreachable && !unreachable) {
      void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' }, { cancelRefetch: false });
    }
    wasUnreachable = unreachable;
  });
}

refetchFailedWhenBrokerIsBack(queryClient);
