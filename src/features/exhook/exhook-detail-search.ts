import * as z from 'zod/mini';
import { searchEnum } from '../../components/search-params';

export const EXHOOK_DETAIL_TABS = ['overview', 'hooks', 'settings'] as const;

/** The open tab lives in the URL; no tab means the overview. */
export const exhookDetailSearch = z.object({ tab: searchEnum(EXHOOK_DETAIL_TABS) });

export type ExhookDetailSearch = z.infer<typeof exhookDetailSearch>;
