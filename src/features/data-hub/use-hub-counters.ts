import { useQuery } from '@tanstack/react-query';
import { pollEvery } from '../../api/poll';
import { HUB_KINDS, type HubKind, type HubKindId } from './hub-kinds';

export interface HubCounters {
  matched: number;
  succeeded: number;
  failed: number;
}

/** Counters move with the traffic: read again this often while the list shows. */
export const HUB_POLL_MS = 10_000;

/** A broker that serves no JSON here (EMQX 6 refuses it with a 400), or no endpoint at all. */
const ABSENT = [400, 404, 405, 406, 501];

/** Every item's counters from the Prometheus JSON of 5.8 (one request, summed over the cluster), by name. */
export function readHubCounters(kind: HubKind, answer: unknown): Map<string, HubCounters> | undefined {
  const list = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[kind.countersKey] : undefined;
  if (!Array.isArray(list)) return undefined;
  const out = new Map<string, HubCounters>();
  for (const entry of list as Record<string, unknown>[]) {
    const value = (series: string) => Number(entry[`${kind.seriesPrefix}_${series}`] ?? 0);
    if (typeof entry.validation_name === 'string') out.set(entry.validation_name, { matched: value('matched'), succeeded: value('succeeded'), failed: value('failed') });
  }
  return out;
}

/** The counters of the whole list in one poll (no request per row); undefined where the broker does not say. */
export function useHubCounters(kindId: HubKindId, enabled: boolean): Map<string, HubCounters> | undefined {
  const { data } = useQuery({
    enabled,
    queryKey: ['data-hub-counters', kindId],
    queryFn: async ({ signal }) => readHubCounters(HUB_KINDS[kindId], await HUB_KINDS[kindId].counters({ background: true, silentStatuses: ABSENT }, signal)) ?? null,
    refetchInterval: pollEvery(HUB_POLL_MS),
  });
  return data ?? undefined;
}
