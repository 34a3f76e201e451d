/** Reading and changing cluster links: the generated calls, and what to read again after a change. */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getGetClusterLinksLinkByNameMetricsQueryKey,
  getGetClusterLinksLinkByNameQueryKey,
  getGetClusterLinksQueryKey,
  putClusterLinksLinkByName,
} from '../../generated/endpoints/cluster/cluster';
import type { ClusterLinkLinkConfigResponse } from '../../generated/model';
import { toForm, toUpdateBody } from './cluster-link-form';

/** Status and counters move on the broker: screens read them again this often, in the background. */
export const CLUSTER_LINK_POLL_MS = 10_000;

/** What the broker adds to a link's answer and the document leaves out: the status on each node. */
export interface LinkNodeStatus {
  node: string;
  status: string;
  reason?: unknown;
}

export type ClusterLinkAnswer = ClusterLinkLinkConfigResponse & { node_status?: LinkNodeStatus[] };

/** The list and, for a named link, its detail and metrics. */
export async function invalidateClusterLinks(queryClient: QueryClient, name?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetClusterLinksQueryKey() }),
    ...(name === undefined
      ? []
      : [
          queryClient.invalidateQueries({ queryKey: getGetClusterLinksLinkByNameQueryKey(name) }),
          queryClient.invalidateQueries({ queryKey: getGetClusterLinksLinkByNameMetricsQueryKey(name) }),
        ]),
  ]);
}

/**
 * Turns a link on or off: PUT takes the whole link, so it goes back with `enable` changed (a masked
 * password goes back masked, so the broker keeps the stored one).
 */
export function useSetClusterLinkEnabled() {
  const queryClient = useQueryClient();
  return async (link: ClusterLinkAnswer, enable: boolean): Promise<void> => {
    await putClusterLinksLinkByName(link.name, toUpdateBody({ ...toForm(link), enable }));
    await invalidateClusterLinks(queryClient, link.name);
  };
}
