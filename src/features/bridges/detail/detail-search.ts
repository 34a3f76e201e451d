import * as z from 'zod/mini';
import { searchEnum } from '../../../components/search-params';

export const BRIDGE_DETAIL_TABS = ['overview', 'settings'] as const;
export type BridgeDetailTab = (typeof BRIDGE_DETAIL_TABS)[number];

/** The open tab (none: the overview) and whether the id names a source (none: the action; an MQTT bridge may be both). */
export const bridgeDetailSearch = z.object({ tab: searchEnum(BRIDGE_DETAIL_TABS), kind: searchEnum(['action', 'source']) });
