import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { succeeded } from '../../../api/succeeded';
import { Loading } from '../../../components/Loading';
import { MetricCards } from '../../../components/metrics/MetricCards';
import { MetricsUnreadable } from '../../../components/metrics/MetricsUnreadable';
import { NodeMetricsTable, type MetricColumn } from '../../../components/metrics/NodeMetricsTable';
import { ResetStatistics } from '../../../components/metrics/ResetStatistics';
import { Section } from '../../../components/Section';
import { putActionsByIdMetricsReset } from '../../../generated/endpoints/actions/actions';
import { putSourcesByIdMetricsReset } from '../../../generated/endpoints/sources/sources';
import { formatDateTime, formatDecimal, formatNumber, NO_VALUE } from '../../../i18n/format';
import type { Bridge, Metrics } from '../model/bridge';
import { bridgeMetricsKey, DETAIL_METRICS_POLL_MS, useBridgeMetrics } from '../shared/use-bridge-metrics';

type Counter = 'matched' | 'success' | 'failed' | 'dropped' | 'retried' | 'queuing' | 'inflight' | 'late_reply' | 'received' | 'rate' | 'rate_last5m' | 'rate_max';

const RATES: readonly Counter[] = ['rate', 'rate_last5m', 'rate_max'];

/**
 * The bridge's counters for the cluster and on each node, refreshed while shown, with "Reset
 * statistics" after confirmation.
 */
export function BridgeStatistics({ bridge }: { bridge: Bridge }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { metrics, isError, refetch } = useBridgeMetrics(bridge, DETAIL_METRICS_POLL_MS);
  const reset = useMutation({ mutationFn: () => (bridge.kind === 'action' ? putActionsByIdMetricsReset(bridge.id) : putSourcesByIdMetricsReset(bridge.id)) });

  async function resetStatistics() {
    const ok = await succeeded(reset.mutateAsync());
    if (ok) void queryClient.invalidateQueries({ queryKey: bridgeMetricsKey(bridge) });
    return ok;
  }
  const value = (metrics: Metrics, counter: Counter) => {
    const raw = metrics[counter];
    if (raw === undefined) return NO_VALUE;
    // Rates are per second, as the broker computes them.
    return RATES.includes(counter) ? formatDecimal(raw, 2, i18n.locale) : formatNumber(raw, i18n.locale);
  };

  const counters: { counter: Counter; label: string }[] = [
    { counter: 'matched', label: t`Matched` },
    { counter: 'success', label: t`Sent successfully` },
    { counter: 'failed', label: t`Sent failed` },
    { counter: 'dropped', label: t`Dropped` },
    { counter: 'retried', label: t`Retried` },
    { counter: 'queuing', label: t`Queuing` },
    { counter: 'inflight', label: t`Sent inflight` },
    { counter: 'late_reply', label: t`Late reply` },
    { counter: 'received', label: t`Received` },
    { counter: 'rate', label: t`Rate (per second)` },
    { counter: 'rate_last5m', label: t`Rate in last 5 minutes (per second)` },
    { counter: 'rate_max', label: t`Maximum rate (per second)` },
  ];
  const columns: MetricColumn<Metrics>[] = counters.map(({ counter, label }) => ({ key: counter, label, value: (metrics) => value(metrics, counter) }));
  // The figures that tell most about this direction: what rules sent out, or what came in.
  const featured: Counter[] = bridge.direction === 'egress' ? ['matched', 'success', 'failed', 'dropped', 'rate'] : ['received', 'rate', 'rate_last5m', 'rate_max'];

  let body;
  if (metrics) {
    const c = metrics.cluster;
    const lastReset = c.last_reset === undefined ? undefined : formatDateTime(c.last_reset, i18n.locale);
    body = (
      <Stack gap="4">
        <MetricCards cards={featured.map((counter) => ({ label: counters.find((column) => column.counter === counter)?.label ?? counter, value: value(c, counter) }))} />
        {lastReset !== undefined ? (
          <Text color="fg.muted">
            <Trans>Last reset: {lastReset}</Trans>
          </Text>
        ) : null}
        <NodeMetricsTable label={t`Statistics per node`} nodes={metrics.nodes} cluster={metrics.cluster} columns={columns} />
      </Stack>
    );
  } else if (isError) {
    body = <MetricsUnreadable onRetry={() => void refetch()} />;
  } else {
    body = <Loading size="sm" />;
  }

  return (
    <Section id="bridge-statistics" title={<Trans>Statistics</Trans>}>
      <Stack gap="3">
        <ResetStatistics reset={resetStatistics} busy={reset.isPending} disabled={!metrics}>
          <Trans>The counters of this bridge start again from zero on every node.</Trans>
        </ResetStatistics>
        {body}
      </Stack>
    </Section>
  );
}
