/** Reading and changing ExHook servers: the generated calls, and what to read again after a change. */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getGetExhooksByNameHooksQueryKey, getGetExhooksByNameQueryKey, getGetExhooksQueryKey, putExhooksByName } from '../../generated/endpoints/ex-hook/ex-hook';
import type { ExhookDetailServerInfo } from '../../generated/model';
import { toBody, toForm } from './exhook-form';

/** Status and counters move on the broker: screens read them again this often, in the background. */
export const EXHOOK_POLL_MS = 10_000;

/** The list and, for a named server, its detail and hooks. */
export async function invalidateExhooks(queryClient: QueryClient, name?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetExhooksQueryKey() }),
    ...(name === undefined
      ? []
      : [queryClient.invalidateQueries({ queryKey: getGetExhooksByNameQueryKey(name) }), queryClient.invalidateQueries({ queryKey: getGetExhooksByNameHooksQueryKey(name) })]),
  ]);
}

/**
 * Turns a server on or off: its whole configuration goes back with `enable` changed (the broker's
 * PUT takes the whole object; a masked TLS key password goes back masked, so the broker keeps it).
 */
export function useSetExhookEnabled() {
  const queryClient = useQueryClient();
  return async (server: ExhookDetailServerInfo, enable: boolean): Promise<void> => {
    await putExhooksByName(server.name, toBody({ ...toForm(server as unknown as Record<string, unknown>), enable }));
    await invalidateExhooks(queryClient, server.name);
  };
}
