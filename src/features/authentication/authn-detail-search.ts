import * as z from 'zod/mini';
import { listQuery, searchEnum } from '../../components/search-params';

export const AUTHN_DETAIL_TABS = ['overview', 'settings', 'users'] as const;

/** The open tab, and the users list's page and search, live in the URL; no tab means the overview. */
export const authnDetailSearch = z.object({ tab: searchEnum(AUTHN_DETAIL_TABS), ...listQuery });

export type AuthnDetailSearch = z.infer<typeof authnDetailSearch>;
