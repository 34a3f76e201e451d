import { QueryClient } from '@tanstack/react-query';

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
