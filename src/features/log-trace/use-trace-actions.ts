/** Stopping and deleting a trace, with the spec's success toasts and what shows it read again. */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { deleteTraceByName, getGetTraceByNameLogDetailQueryKey, putTraceByNameStop } from '../../generated/endpoints/trace/trace';
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

  /** `beforeRefresh` runs once it is gone, before the list is read again (leave its detail screen there). */
  async function remove(name: string, beforeRefresh?: () => void): Promise<boolean> {
    setBusy(name);
    const ok = await succeeded(deleteTraceByName(name));
    setBusy(undefined);
    if (ok) {
      toaster.create({ type: 'success', title: t`Delete Log Trace Successfully` });
      beforeRefresh?.();
      queryClient.removeQueries({ queryKey: getGetTraceByNameLogDetailQueryKey(name) });
    }
    await invalidateTraces(queryClient);
    return ok;
  }

  return { busy, stop, remove };
}
