/** What to read again after a schema changes. */
import type { QueryClient } from '@tanstack/react-query';
import { getGetSchemaRegistryByNameQueryKey, getGetSchemaRegistryQueryKey } from '../../generated/endpoints/schema-registry/schema-registry';

/** The list and, for a named schema, its detail. */
export async function invalidateSchemas(queryClient: QueryClient, name?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetSchemaRegistryQueryKey() }),
    ...(name === undefined ? [] : [queryClient.invalidateQueries({ queryKey: getGetSchemaRegistryByNameQueryKey(name) })]),
  ]);
}
