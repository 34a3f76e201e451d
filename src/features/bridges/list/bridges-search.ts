import * as z from 'zod/mini';
import { paging, searchEnum, searchText } from '../../../components/search-params';
import type { Bridge } from '../model/bridge';
import { BRIDGE_STATUSES } from '../shared/status-labels';

export const DATA_BRIDGE_TABS = ['bridges', 'connectors', 'topology'] as const;
export type DataBridgeTab = (typeof DATA_BRIDGE_TABS)[number];

/** `/bridge/dataBridge`: the open tab, the bridge list's filters and page, in the URL (shareable, kept on reload). */
export const dataBridgeSearch = z.object({
  tab: searchEnum(DATA_BRIDGE_TABS),
  ...paging,
  type: searchText,
  direction: searchEnum(['egress', 'ingress']),
  status: searchEnum(BRIDGE_STATUSES as unknown as readonly [string, ...string[]]),
  name: searchText,
});

export type DataBridgeSearch = z.infer<typeof dataBridgeSearch>;
export type BridgeListSearch = Omit<DataBridgeSearch, 'tab'>;
export type BridgeFilters = Omit<BridgeListSearch, 'page' | 'limit'>;

/**
 * The broker lists every action and source at once: the filters apply here (and the list pages what
 * they keep). The name matches anywhere in the bridge's name, ignoring case.
 */
export function filterBridges(bridges: readonly Bridge[], filters: BridgeFilters): Bridge[] {
  const name = filters.name?.trim().toLowerCase();
  return bridges.filter(
    (bridge) =>
      (!filters.type || bridge.type === filters.type) &&
      (!filters.direction || bridge.direction === filters.direction) &&
      (!filters.status || bridge.status === filters.status) &&
      (!name || bridge.name.toLowerCase().includes(name)),
  );
}

export const hasFilters = (filters: BridgeFilters): boolean => Object.values(filters).some((value) => value !== undefined && value !== '');
