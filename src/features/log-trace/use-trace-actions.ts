/** Stopping and deleting a trace, with the spec's success toasts (docs/product-spec.md §8) and what shows it read again. */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { forgetDeleted } from '../../api/forget-deleted';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { deleteTraceByName, getGetTraceQueryKey, putTraceByNameStop } from '../../generated/endpoints/trace/trace';
import { invalidateTraces } from './trace-queries';

export function useTraceActions() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  /** The trace a stop or delete is on its way for. */
  const [busy, setBusy] = useState<string>();

  async function stop(name: string): Promise<boolean> {
    setBusy(name);
    const ok = await succeeded(putTraceByNameStop(name));
    setBusy(undefined);
    if (ok) toaster.create({ type: 'success', title: t`Stop Log Trace Successfully` });
    await invalidateTraces(queryClient, name);
    return ok;
  }

  /** `leave` runs once it is gone: its detail screen goes there. */
  async function remove(name: string, leave?: () => void): Promise<boolean> {
    setBusy(name);
    const ok = await succeeded(deleteTraceByName(name));
    setBusy(undefined);
    if (ok) {
      toaster.create({ type: 'success', title: t`Delete Log Trace Successfully` });
      leave?.();
      await forgetDeleted(queryClient, { path: `${getGetTraceQueryKey()[0]}/${name}`, lists: [{ queryKey: getGetTraceQueryKey(), is: (trace) => trace.name === name }] });
    }
    await invalidateTraces(queryClient);
    return ok;
  }

  return { busy, stop, remove };
}
