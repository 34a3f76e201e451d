/**
 * Which optional APIs the connected broker has. Editions and versions differ (the open-source
 * 5.8 build has no alarms, topic metrics, delayed publish, monitoring integration, schema
 * registry…), so after login the console asks each optional endpoint once: a 404 means absent.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { customFetch } from './http';
import { useSession } from './use-session';

export type Capability =
  | 'alarms'
  | 'topicMetrics'
  | 'delayedPublish'
  | 'slowSubscriptions'
  | 'monitoringIntegration'
  | 'schemaRegistry'
  | 'backups'
  | 'audit';

interface CapabilityProbe {
  /** A cheap GET that exists exactly when the capability does. */
  url: string;
  params?: Record<string, unknown>;
  name: MessageDescriptor;
}

export const CAPABILITIES: Record<Capability, CapabilityProbe> = {
  alarms: { url: '/alarms', params: { limit: 1 }, name: msg`Alarms` },
  topicMetrics: { url: '/mqtt/topic_metrics', name: msg`Topic metrics` },
  delayedPublish: { url: '/mqtt/delayed', name: msg`Delayed publish` },
  slowSubscriptions: { url: '/slow_subscriptions/settings', name: msg`Slow subscriptions` },
  monitoringIntegration: { url: '/prometheus', name: msg`Monitoring integration` },
  schemaRegistry: { url: '/schema_registry', name: msg`Schema registry` },
  backups: { url: '/data/files', params: { limit: 1 }, name: msg`Backups` },
  audit: { url: '/audit', params: { limit: 1 }, name: msg`Audit log` },
};

export type Capabilities = Record<Capability, boolean>;

const ABSENT_STATUSES = [404, 405, 501];

async function probe({ url, params }: CapabilityProbe): Promise<boolean> {
  try {
    await customFetch({ url, method: 'GET', params }, { background: true, silentStatuses: [400, 403, ...ABSENT_STATUSES, 500, 503], handleTimeout: true });
    return true;
  } catch (error) {
    // Only "no such endpoint" hides a feature; a failing or slow endpoint still exists.
    return !(isApiError(error) && error.status !== undefined && ABSENT_STATUSES.includes(error.status));
  }
}

export async function detectCapabilities(): Promise<Capabilities> {
  const entries = await Promise.all(
    (Object.keys(CAPABILITIES) as Capability[]).map(async (key) => [key, await probe(CAPABILITIES[key])] as const),
  );
  return Object.fromEntries(entries) as Capabilities;
}

/** Probed once per session; undefined until the answers are in (then nothing is hidden yet). */
export function useCapabilities(): Capabilities | undefined {
  const session = useSession();
  return useQuery({
    queryKey: ['capabilities', session?.username],
    queryFn: detectCapabilities,
    enabled: !!session,
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
}
