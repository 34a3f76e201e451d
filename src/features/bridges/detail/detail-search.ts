import * as z from 'zod/mini';
import { searchEnum } from '../../../components/search-params';
import type { Bridge, ChannelKind } from '../model/bridge';

export const BRIDGE_DETAIL_TABS = ['overview', 'settings'] as const;
export type BridgeDetailTab = (typeof BRIDGE_DETAIL_TABS)[number];

/**
 * The open tab (none: the overview) and, only for an id that an action and a source share, which
 * of the two the screen shows (none: the action).
 */
export const bridgeDetailSearch = z.object({ tab: searchEnum(BRIDGE_DETAIL_TABS), kind: searchEnum(['action', 'source']) });

/** The bridge the detail screen shows, out of every action and source. */
export function pickBridge(bridges: readonly Bridge[], id: string, kind: ChannelKind | undefined): Bridge | undefined {
  const matching = bridges.filter((bridge) => bridge.id === id);
  return matching.find((bridge) => bridge.kind === kind) ?? matching.find((bridge) => bridge.kind === 'action') ?? matching[0];
}
