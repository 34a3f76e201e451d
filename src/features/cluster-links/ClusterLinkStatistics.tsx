import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { succeeded } from '../../api/succeeded';
import { MetricsUnreadable } from '../../components/metrics/MetricsUnreadable';
import { MetricCards } from '../../components/metrics/MetricCards';
import { NodeMetricsTable } from '../../components/metrics/NodeMetricsTable';
import { ResetStatistics } from '../../components/metrics/ResetStatistics';
import { Section } from '../../components/Section';
import { StaleNote, UnknownStatus } from '../../components/StaleNote';
import { getGetClusterLinksLinkByNameMetricsQueryKey, putClusterLinksLinkByNameMetricsReset, useGetClusterLinksLinkByNameMetrics } from '../../generated/endpoints/cluster/cluster';
import { formatDecimal, formatNumber } from '../../i18n/format';
import { CLUSTER_LINK_POLL_MS, type ClusterLinkAnswer } from './cluster-link-queries';
import { ClusterLinkStatusWord } from './ClusterLinkStatusBadge';
import { linkStatus } from './cluster-link-status';

/** The broker's figures for a link (the document types them as open objects): the router's and the forwarding resource's. */
interface LinkCounters {
  routes?: number;
  matched?: number;
  success?: number;
  failed?: number;
  dropped?: number;
  retried?: number;
  queuing?: number;
  inflight?: number;
  rate?: number;
  rate_last5m?: number;
  rate_max?: number;
  /** Set on the rows of the nodes, not on the cluster's. */
  node?: string;
}

function countersOf(metrics: unknown): LinkCounters {
  const m = (metrics ?? {}) as { router?: LinkCounters; forwarding?: LinkCounters };
  return { ...m.forwarding, routes: m.router?.routes };
}

/** The link's figures for the cluster, then its status and figures on each node, and a reset. */
export function ClusterLinkStatistics({ link }: { link: ClusterLinkAnswer }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const staleId = useId();
  const metrics = useGetClusterLinksLinkByNameMetrics(link.name, { query: { refetchInterval: pollEvery(CLUSTER_LINK_POLL_MS) }, request: { background: true } });
  const staleSince = useStaleSince(metrics);
  const stale = staleSince !== undefined;
  const [resetting, setResetting] = useState(false);
  const n = (value: number | undefined) => formatNumber(value ?? 0, i18n.locale);
  const rate = (value: number | undefined) => formatDecimal(value ?? 0, 2, i18n.locale);
  const total = countersOf(metrics.data?.metrics);
  // A disabled link reads Disabled on every node; an enabled one, what its node answered.
  const nodeStatus = (node: string) => linkStatus(link.enable, link.node_status?.find((s) => s.node === node)?.status);

  async function reset() {
    setResetting(true);
    const ok = await succeeded(putClusterLinksLinkByNameMetricsReset(link.name));
    setResetting(false);
    if (ok) void queryClient.invalidateQueries({ queryKey: getGetClusterLinksLinkByNameMetricsQueryKey(link.name) });
    return ok;
  }

  const cards = [
    { label: t`Routes`, value: n(total.routes) },
    { label: t`Forwarded`, value: n(total.matched) },
    { label: t`Succeeded`, value: n(total.success) },
    { label: t`Failed`, value: n(total.failed) },
    { label: t`Rate (per second)`, value: rate(total.rate) },
  ];
  const nodes = (metrics.data?.node_metrics ?? [])
    .map((entry) => ({ node: entry.node ?? '', ...countersOf(entry.metrics) }))
    .sort((a, b) => a.node.localeCompare(b.node));

  return (
    <Section id="cluster-link-statistics" title={<Trans>Statistics</Trans>}>
      <Stack gap="4">
        <ResetStatistics reset={reset} busy={resetting} disabled={!metrics.data}>
          <Trans>The forwarding counters of this link start again from zero on every node.</Trans>
        </ResetStatistics>
        {metrics.isError && !metrics.data ? (
          <MetricsUnreadable onRetry={() => void metrics.refetch()} />
        ) : (
          <>
            {stale ? <StaleNote at={staleSince} id={staleId} /> : null}
            <MetricCards cards={cards} muted={stale} describedBy={stale ? staleId : undefined} />
            <NodeMetricsTable
              label={t`Statistics per node`}
              nodes={nodes}
              cluster={total}
              columns={[
                {
                  key: 'status',
                  label: t`Status`,
                  text: true,
                  value: (c) => (c.node === undefined ? null : stale ? <UnknownStatus /> : <ClusterLinkStatusWord status={nodeStatus(c.node)} />),
                },
                { key: 'routes', label: t`Routes`, value: (c) => n(c.routes) },
                { key: 'matched', label: t`Forwarded`, value: (c) => n(c.matched) },
                { key: 'success', label: t`Succeeded`, value: (c) => n(c.success) },
                { key: 'failed', label: t`Failed`, value: (c) => n(c.failed) },
                { key: 'dropped', label: t`Dropped`, value: (c) => n(c.dropped) },
                { key: 'inflight', label: t`Inflight`, value: (c) => n(c.inflight) },
                { key: 'rate', label: t`Rate (per second)`, value: (c) => rate(c.rate) },
              ]}
              muted={stale}
              describedBy={stale ? staleId : undefined}
            />
          </>
        )}
      </Stack>
    </Section>
  );
}
