import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { succeeded } from '../../../api/succeeded';
import { toaster } from '../../../app/toaster';
import { putActionsByIdEnableByEnable } from '../../../generated/endpoints/actions/actions';
import { putSourcesByIdEnableByEnable } from '../../../generated/endpoints/sources/sources';
import type { Bridge } from '../model/bridge';
import { invalidateBridgeLists } from '../model/queries';

/** Enables or disables an action or a source (its own operation: the rest of its configuration is not sent). */
export function useBridgeEnable() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ bridge, enable }: { bridge: Pick<Bridge, 'id' | 'kind'>; enable: boolean }) =>
      bridge.kind === 'action' ? putActionsByIdEnableByEnable(bridge.id, enable) : putSourcesByIdEnableByEnable(bridge.id, enable),
  });

  async function toggle(bridge: Pick<Bridge, 'id' | 'kind'>, enable: boolean): Promise<void> {
    const ok = await succeeded(mutation.mutateAsync({ bridge, enable }));
    const id = bridge.id;
    if (ok) toaster.create({ type: 'success', title: enable ? t`Bridge ${id} enabled` : t`Bridge ${id} disabled` });
    await invalidateBridgeLists(queryClient);
  }

  return { toggle, isPending: mutation.isPending };
}
