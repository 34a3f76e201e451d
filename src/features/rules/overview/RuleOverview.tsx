import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { isNotFound } from '../../../api/api-error';
import { succeeded } from '../../../api/succeeded';
import { Loading } from '../../../components/Loading';
import { MetricCards } from '../../../components/metrics/MetricCards';
import { MetricsUnreadable } from '../../../components/metrics/MetricsUnreadable';
import { NodeMetricsTable, type MetricColumn } from '../../../components/metrics/NodeMetricsTable';
import { ResetStatistics } from '../../../components/metrics/ResetStatistics';
import { Section } from '../../../components/Section';
import { getGetRulesByIdMetricsQueryKey, usePutRulesByIdMetricsReset } from '../../../generated/endpoints/rules/rules';
import { formatDecimal, formatNumber } from '../../../i18n/format';
import type { RuleCounters } from './rule-metrics';
import { useRuleMetrics } from './use-rule-metrics';

/**
 * A rule's counters on each node and for the cluster, for its SQL and for its outputs, refreshed
 * while shown, with "Reset statistics" after confirmation. The overview tab of the rule's detail.
 */
export function RuleOverview({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { metrics, isError, error, refetch } = useRuleMetrics(id);
  const reset = usePutRulesByIdMetricsReset();
  const n = (value: number) => formatNumber(value, i18n.locale);
  const rate = (value: number) => formatDecimal(value, 2, i18n.locale);

  async function resetStatistics() {
    const ok = await succeeded(reset.mutateAsync({ id }));
    if (ok) void queryClient.invalidateQueries({ queryKey: getGetRulesByIdMetricsQueryKey(id) });
    return ok;
  }

  const ruleColumns: MetricColumn<RuleCounters>[] = [
    { key: 'matched', label: t`Matched`, value: (c) => n(c.matched) },
    { key: 'passed', label: t`Passed`, value: (c) => n(c.passed) },
    { key: 'failed', label: t`Failed`, value: (c) => n(c.failed) },
    { key: 'exception', label: t`Exception`, value: (c) => n(c.exception) },
    { key: 'noResult', label: t`No result`, value: (c) => n(c.noResult) },
    { key: 'rate', label: t`Rate (per second)`, value: (c) => rate(c.rate) },
    { key: 'rateMax', label: t`Max rate (per second)`, value: (c) => rate(c.rateMax) },
    { key: 'rateLast5m', label: t`Last 5 minutes (per second)`, value: (c) => rate(c.rateLast5m) },
  ];
  const outputColumns: MetricColumn<RuleCounters>[] = [
    { key: 'total', label: t`Total`, value: (c) => n(c.actions.total) },
    { key: 'success', label: t`Success`, value: (c) => n(c.actions.success) },
    { key: 'failed', label: t`Failed`, value: (c) => n(c.actions.failed) },
    { key: 'outOfService', label: t`Out of service`, value: (c) => n(c.actions.outOfService) },
    { key: 'unknown', label: t`Unknown`, value: (c) => n(c.actions.unknown) },
  ];

  let body;
  if (metrics) {
    const c = metrics.cluster;
    body = (
      <Stack gap="6">
        <Section id="rule-metrics" title={<Trans>Rule metrics</Trans>}>
          <Stack gap="4">
            <MetricCards
              cards={[
                { label: t`Matched`, value: n(c.matched) },
                { label: t`Passed`, value: n(c.passed) },
                { label: t`Failed`, value: n(c.failed) },
                { label: t`No result`, value: n(c.noResult) },
                { label: t`Rate (per second)`, value: rate(c.rate) },
              ]}
            />
            <NodeMetricsTable label={t`Rule metrics per node`} nodes={metrics.nodes} cluster={metrics.cluster} columns={ruleColumns} />
          </Stack>
        </Section>
        <Section id="rule-output-metrics" title={<Trans>Output metrics</Trans>}>
          <NodeMetricsTable label={t`Output metrics per node`} nodes={metrics.nodes} cluster={metrics.cluster} columns={outputColumns} />
        </Section>
      </Stack>
    );
  } else if (isNotFound(error)) {
    body = (
      <Text role="alert" color="fg.muted">
        <Trans>There is no rule with this ID.</Trans>
      </Text>
    );
  } else if (isError) {
    body = <MetricsUnreadable onRetry={() => void refetch()} />;
  } else {
    body = <Loading size="sm" />;
  }

  return (
    <Stack gap="4">
      <ResetStatistics reset={resetStatistics} busy={reset.isPending} disabled={!metrics}>
        <Trans>The counters of this rule and its outputs start again from zero on every node.</Trans>
      </ResetStatistics>
      {body}
    </Stack>
  );
}
