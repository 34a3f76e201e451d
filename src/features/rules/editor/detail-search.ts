import * as z from 'zod/mini';
import { searchEnum } from '../../../components/search-params';

export const RULE_DETAIL_TABS = ['overview', 'settings'] as const;
export type RuleDetailTab = (typeof RULE_DETAIL_TABS)[number];

/** The open tab lives in the URL; no tab means the overview. */
export const ruleDetailSearch = z.object({ tab: searchEnum(RULE_DETAIL_TABS) });
