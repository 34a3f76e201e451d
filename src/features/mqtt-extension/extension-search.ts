import * as z from 'zod/mini';
import { paging, searchEnum } from '../../components/search-params';

export const EXTENSION_TABS = ['rewrite', 'auto-subscribe', 'delayed'] as const;

export type ExtensionTab = (typeof EXTENSION_TABS)[number];

/** The open tab and the delayed message list's page live in the URL; no tab means the first. */
export const extensionSearch = z.object({ ...paging, tab: searchEnum(EXTENSION_TABS) });

export type ExtensionSearch = z.infer<typeof extensionSearch>;
