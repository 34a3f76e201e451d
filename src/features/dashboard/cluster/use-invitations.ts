import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { RequestOptions } from '../../../api/http';
import { pollEvery } from '../../../api/poll';
import { toaster } from '../../../app/toaster';
import { getGetClusterInvitationQueryOptions, getGetClusterQueryKey, useGetClusterInvitation } from '../../../generated/endpoints/cluster/cluster';
import { getGetNodesQueryKey } from '../../../generated/endpoints/nodes/nodes';
import { invitationRows, settledInvitation, type InvitationRow } from './cluster-model';

/** While an invitation is under way its status is read this often; a join takes seconds. */
const FOLLOW_MS = 1_000;
/** Longer than the broker waits for a node: past it, the list alone goes on showing the invitation. */
const GIVE_UP_MS = 120_000;

const OPTIONS: { request: RequestOptions } = { request: { background: true, silentStatuses: [404] } };

/**
 * The broker's invitation tasks (`/cluster/invitation`), read often while one is under way. An
 * invitation sent from this screen is followed until it settles: then the screen says whether the
 * node joined, and reads the node list again.
 */
export function useInvitations(): { rows: InvitationRow[]; follow: (node: string) => void } {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Brokers before 5.5 have no asynchronous invitations (404): the screen then shows none.
  const status = useGetClusterInvitation({ query: { refetchInterval: pollEvery(FOLLOW_MS, (query) => (query.state.data?.in_progress?.length ?? 0) > 0) }, ...OPTIONS });
  const rows = useMemo(() => invitationRows(status.data), [status.data]);

  async function follow(node: string) {
    const until = Date.now() + GIVE_UP_MS;
    while (mounted.current && Date.now() < until) {
      // Shares the list's cache: what is read here shows in the list too.
      const data = await queryClient.fetchQuery({ ...getGetClusterInvitationQueryOptions(OPTIONS), staleTime: 0 }).catch(() => undefined);
      const outcome = settledInvitation(invitationRows(data), node);
      if (outcome) {
        if (outcome.state === 'succeeded') toaster.create({ type: 'success', title: t`${node} joined the cluster` });
        else toaster.create({ type: 'error', title: t`${node} could not join the cluster`, description: outcome.reason });
        await Promise.all([queryClient.invalidateQueries({ queryKey: getGetNodesQueryKey() }), queryClient.invalidateQueries({ queryKey: getGetClusterQueryKey() })]);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, FOLLOW_MS));
    }
  }

  return { rows, follow: (node) => void follow(node) };
}
