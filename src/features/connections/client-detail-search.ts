import * as z from 'zod/mini';
import { searchEnum } from '../../components/search-params';

export const CLIENT_DETAIL_TABS = ['overview', 'subscriptions', 'messages', 'authorization'] as const;
export type ClientDetailTab = (typeof CLIENT_DETAIL_TABS)[number];

/** The open tab lives in the URL; no tab means the overview. */
export const clientDetailSearch = z.object({ tab: searchEnum(CLIENT_DETAIL_TABS) });
