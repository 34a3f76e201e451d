import { z } from 'zod';
import { PAGE_SIZES } from './Pagination';

/**
 * Pieces of list screens' URL state. A hand-edited URL is repaired, never fatal: the router
 * reads `?clientid=123` as the number 123, so text fields take numbers back as text.
 */
export const searchText = z.union([z.string(), z.number()]).transform(String).optional().catch(undefined);

export const paging = {
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(20)
    .default(20),
};
