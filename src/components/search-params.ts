// zod/mini: the search schemas load with every page, and full zod would add ~20 KB gzip to each.
import * as z from 'zod/mini';

/**
 * Pieces of screens' URL state. A hand-edited URL is repaired, never fatal: the router
 * reads `?clientid=123` as the number 123, so text fields take numbers back as text.
 */
export const searchText = z.catch(z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))), undefined);

export const searchFlag = z.catch(z.optional(z.boolean()), undefined);

export const searchEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.catch(z.optional(z.enum(values)), undefined);

/** An optional whole number within bounds; anything else is dropped. */
export const searchInt = (min: number, max: number) =>
  z.catch(z.optional(z.coerce.number().check(z.refine(Number.isInteger), z.minimum(min), z.maximum(max))), undefined);

/** The page sizes a list offers and a URL may ask for: the broker lists at most 100 rows a page. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export const paging = {
  page: z._default(z.catch(z.coerce.number().check(z.refine(Number.isInteger), z.minimum(1)), 1), 1),
  limit: z._default(z.catch(z.coerce.number().check(z.refine((n) => (PAGE_SIZES as readonly number[]).includes(n))), 20), 20),
};

/** A paged list searched by one text (`like`): what a list inside a detail screen keeps in the URL. */
export const listQuery = { ...paging, like: searchText };

export interface ListQuery {
  page: number;
  limit: number;
  like?: string;
}
