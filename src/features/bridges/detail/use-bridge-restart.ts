import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { succeeded } from '../../../api/succeeded';
import { toaster } from '../../../app/toaster';
import { postActionsByIdAndOperation, postNodesByNodeActionsByIdAndOperation } from '../../../generated/endpoints/actions/actions';
import { postNodesByNodeSourcesByIdAndOperation, postSourcesByIdAndOperation } from '../../../generated/endpoints/sources/sources';
import type { Bridge } from '../model/bridge';
import { invalidateBridgeLists } from '../model/queries';

/** Reconnects a bridge on every node, or on one node (the broker's `start` operation). */
export function useBridgeRestart(bridge: Pick<Bridge, 'id' | 'kind'>) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (node: string | undefined) => {
      if (bridge.kind === 'action') return node === undefined ? postActionsByIdAndOperation(bridge.id, 'start') : postNodesByNodeActionsByIdAndOperation(node, bridge.id, 'start');
      return node === undefined ? postSourcesByIdAndOperation(bridge.id, 'start') : postNodesByNodeSourcesByIdAndOperation(node, bridge.id, 'start');
    },
  });

  async function restart(node?: string): Promise<void> {
    const ok = await succeeded(mutation.mutateAsync(node));
    const id = bridge.id;
    if (ok) toaster.create({ type: 'success', title: node === undefined ? t`Bridge ${id} reconnected` : t`Bridge ${id} reconnected on ${node}` });
    await invalidateBridgeLists(queryClient);
  }

  return { restart, isPending: mutation.isPending, node: mutation.isPending ? (mutation.variables ?? 'all') : undefined };
}
