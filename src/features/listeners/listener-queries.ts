import type { QueryClient } from '@tanstack/react-query';

/**
 * Every listener query (`/listeners`, `/listeners/{id}`, `/listeners_status`): one change moves the
 * list's status, the detail and the limiter's rates at once.
 */
export function invalidateListeners(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/listeners') });
}
