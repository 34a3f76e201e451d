import * as z from 'zod/mini';
import { listQuery, searchEnum } from '../../components/search-params';

export const AUTHZ_DETAIL_TABS = ['settings', 'rules'] as const;
export const RULE_KINDS = ['clients', 'users', 'all'] as const;

/** The open tab, whose rules (clients, users, all), and their page and search live in the URL. */
export const authzDetailSearch = z.object({ tab: searchEnum(AUTHZ_DETAIL_TABS), rules: searchEnum(RULE_KINDS), ...listQuery });

export type AuthzDetailSearch = z.infer<typeof authzDetailSearch>;
