import * as z from 'zod/mini';
import { paging, searchEnum, searchText } from '../../components/search-params';
import { SCHEMA_TYPES } from './model/source-problem';

/** The schema list's search and page, as they appear in the URL (shareable, Back restores them). */
export const schemaListSearch = z.object({
  ...paging,
  /** Part of the name, any case. */
  name: searchText,
  type: searchEnum(SCHEMA_TYPES),
});

export type SchemaListSearch = z.infer<typeof schemaListSearch>;

/**
 * The broker lists every schema at once: the search and the paging happen here, in the list's
 * (the broker's) order.
 */
export function filterSchemas<T extends { name: string; type: string }>(schemas: readonly T[], search: Pick<SchemaListSearch, 'name' | 'type'>): T[] {
  const part = search.name?.trim().toLowerCase() ?? '';
  return schemas.filter((s) => (!part || s.name.toLowerCase().includes(part)) && (!search.type || s.type === search.type));
}

export function pageOf<T>(rows: readonly T[], { page, limit }: { page: number; limit: number }): T[] {
  return rows.slice((page - 1) * limit, page * limit);
}
