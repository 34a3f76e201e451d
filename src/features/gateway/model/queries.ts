import type { QueryClient } from '@tanstack/react-query';

/**
 * Every gateway query (`/gateways`, `/gateways/{name}`, its listeners): loading, enabling or a
 * listener change moves the list's status and counts, the detail's title and its tabs at once.
 */
export function invalidateGateways(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/gateways') });
}
