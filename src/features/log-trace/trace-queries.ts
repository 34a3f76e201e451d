/** Reading and changing traces: the generated calls, the list's refresh, and what to read again after a change. */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pollEvery, spreadInterval } from '../../api/poll';
import { getGetTraceByNameLogDetailQueryKey, getGetTraceQueryKey, useGetTrace } from '../../generated/endpoints/trace/trace';
import type { TraceTrace } from '../../generated/model';
import { isActive, statusOf } from './trace-model';

/** While a trace runs or waits, its status and sizes are read again this often. */
export const TRACE_POLL_MS = 5000;

/** The traces, read again while any of them still runs or waits for its start. */
export function useTraces() {
  return useGetTrace({
    query: {
      refetchInterval: pollEvery(spreadInterval('trace-list', TRACE_POLL_MS), (query) => query.state.data?.some((trace) => isActive(statusOf(trace))) === true),
    },
    request: { background: true },
  });
}

/** The trace named, from the list (the API has no single-trace read). */
export function useTrace(name: string) {
  const list = useTraces();
  const trace: TraceTrace | undefined = list.data?.find((t) => t.name === name);
  return { list, trace };
}

export async function invalidateTraces(queryClient: QueryClient, name?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetTraceQueryKey() }),
    ...(name === undefined ? [] : [queryClient.invalidateQueries({ queryKey: getGetTraceByNameLogDetailQueryKey(name) })]),
  ]);
}

export const useInvalidateTraces = () => {
  const queryClient = useQueryClient();
  return (name?: string) => invalidateTraces(queryClient, name);
};
