/**
 * Which optional APIs the connected broker has. Editions and versions differ (the open-source
 * 5.8 build has no alarms, topic metrics, delayed publish, monitoring integration, schema
 * registry…), so after login the console asks each optional endpoint once: a 404 means absent.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useQueries, type QueryClient } from '@tanstack/react-query';
import { isApiError, readErrorBody } from './api-error';
import { customFetch } from './http';
import { useSession } from './use-session';
import { whenIdle } from './when-idle';

export type Capability =
  | 'alarms'
  | 'topicMetrics'
  | 'delayedPublish'
  | 'slowSubscriptions'
  | 'monitoringIntegration'
  | 'schemaRegistry'
  | 'dataHub'
  | 'externalRegistries'
  | 'license'
  | 'backups'
  | 'audit'
  | 'nodeMaintenance'
  | 'clusterLinking'
  | 'durableStorage'
  | 'sso';

interface CapabilityProbe {
  /** A cheap GET that exists exactly when the capability does. */
  url: string;
  params?: Record<string, unknown>;
  name: MessageDescriptor;
  /** A 404 whose message says the feature is switched off: present, and its screen says how to switch it on. */
  off?: RegExp;
}

export const CAPABILITIES: Record<Capability, CapabilityProbe> = {
  alarms: { url: '/alarms', params: { limit: 1 }, name: msg`Alarms` },
  topicMetrics: { url: '/mqtt/topic_metrics', name: msg`Topic metrics` },
  delayedPublish: { url: '/mqtt/delayed', name: msg`Delayed publish` },
  slowSubscriptions: { url: '/slow_subscriptions/settings', name: msg`Slow subscriptions` },
  monitoringIntegration: { url: '/prometheus', name: msg`Monitoring integration` },
  schemaRegistry: { url: '/schema_registry', name: msg`Schema registry` },
  dataHub: { url: '/schema_validations', name: msg`Schema validation and message transformation` },
  externalRegistries: { url: '/schema_registry_external', name: msg`External schema registries` },
  license: { url: '/license', name: msg`License` },
  backups: { url: '/data/files', params: { limit: 1 }, name: msg`Backups` },
  audit: { url: '/audit', params: { limit: 1 }, name: msg`Audit log` },
  // Public and cheap (load balancers poll it); 503 while the node is evacuated still means present.
  nodeMaintenance: { url: '/load_rebalance/availability_check', name: msg`Node maintenance` },
  clusterLinking: { url: '/cluster/links', name: msg`Cluster linking` },
  // 404 "Durable storage is disabled" where session persistence is off (emqx_mgmt_api_ds:check_enabled/2).
  durableStorage: { url: '/ds/sites', name: msg`Durable storage`, off: /disabled/ },
  sso: { url: '/sso', name: msg`Single sign-on` },
};

export type Capabilities = Partial<Record<Capability, boolean>>;

const ABSENT_STATUSES = [404, 405, 501];
const CAPABILITY_KEYS = Object.keys(CAPABILITIES) as Capability[];

async function probe(queryClient: QueryClient, { url, params, off }: CapabilityProbe): Promise<boolean> {
  try {
    // Under the key the generated hooks give the same GET: a screen part that has read it already (the licence
    // banner reads /license at once) answers the probe, and one that reads it later finds the answer.
    await queryClient.ensureQueryData({
      queryKey: params ? [url, params] : [url],
      queryFn: ({ signal }) => customFetch({ url, method: 'GET', params, signal }, { background: true, silentStatuses: [400, 403, ...ABSENT_STATUSES, 500, 503], handleTimeout: true }),
    });
    return true;
  } catch (error) {
    // Only "no such endpoint" hides a feature; a failing or slow endpoint still exists.
    if (!isApiError(error) || error.status === undefined || !ABSENT_STATUSES.includes(error.status)) return true;
    return off?.test(readErrorBody(error.body)?.message ?? '') === true;
  }
}

/** The answers in so far. Module-level: a new function each render would combine again on every render. */
const known = (results: { data?: boolean }[]): Capabilities =>
  Object.fromEntries(results.flatMap((result, i) => (result.data === undefined ? [] : [[CAPABILITY_KEYS[i], result.data]])));

/**
 * Probed once per session, each on its own: a slow endpoint holds back only what needs it. A
 * capability is undefined until its answer is in: then nothing is hidden yet, and nothing that
 * needs it may query (an absent API would answer 404 with a toast).
 */
export function useCapabilities(): Capabilities {
  const session = useSession();
  return useQueries({
    queries: CAPABILITY_KEYS.map((key) => ({
      queryKey: ['capabilities', session?.username, key],
      queryFn: async ({ client }) => {
        // After the first screen has asked for its own data: eight probes at once would take the
        // connections a cold deep link's first rows wait for.
        await whenIdle();
        return probe(client, CAPABILITIES[key]);
      },
      enabled: !!session,
      staleTime: Infinity,
      gcTime: Infinity,
    })),
    combine: known,
  });
}

/** True once the probe found the API: what a query of an optional API waits for. */
export function useCapability(capability: Capability): boolean | undefined {
  return useCapabilities()[capability];
}
