import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { spreadInterval } from '../../../api/poll';
import type { RuleEngineRuleInfo } from '../../../generated/model';
import { formatDecimal, formatNumber, NO_VALUE } from '../../../i18n/format';
import type { Bridge } from '../model/bridge';
import type { ActionPoint } from '../model/data-integration';
import { LIST_METRICS_POLL_MS, useBridgeMetrics } from '../shared/use-bridge-metrics';

export type ListMetric = 'matched' | 'success' | 'failed' | 'rate';

function MetricValue({ metric, value }: { metric: ListMetric; value: number | undefined }) {
  const { i18n } = useLingui();
  if (value === undefined) return <Text color="fg.muted">{NO_VALUE}</Text>;
  return metric === 'rate' ? formatDecimal(value, 2, i18n.locale) : formatNumber(value, i18n.locale);
}

/** The bridge's own metrics, polled while its row is on screen (the row's cells share one query). */
function OwnMetric({ bridge, metric }: { bridge: Bridge; metric: ListMetric }) {
  const cluster = useBridgeMetrics(bridge, spreadInterval(bridge.id, LIST_METRICS_POLL_MS)).metrics?.cluster;
  return <MetricValue metric={metric} value={cluster?.[metric]} />;
}

/**
 * Where a row's counters come from: the point of the aggregated answer (`point`, undefined until it
 * has one), or, with `own`, the bridge's own metrics (sources, which the aggregate leaves out, and
 * every row when the broker has no aggregate).
 */
export type MetricOrigin = { own: true } | { own: false; point: ActionPoint | undefined };

/** One of the bridge's cluster-wide counters. */
export function BridgeMetricCell({ bridge, metric, origin }: { bridge: Bridge; metric: ListMetric; origin: MetricOrigin }) {
  if (origin.own) return <OwnMetric bridge={bridge} metric={metric} />;
  return <MetricValue metric={metric} value={origin.point?.[metric]} />;
}

/** The rules that send to the bridge or read from it, each a link to the rule. */
export function BridgeRulesCell({ rules }: { rules: readonly RuleEngineRuleInfo[] | undefined }) {
  if (!rules?.length) return <Text color="fg.muted">{NO_VALUE}</Text>;
  return (
    <Stack gap="1">
      {rules.map((rule) => (
        <ChakraLink key={rule.id} asChild color="fg.link" whiteSpace="nowrap">
          <Link to="/rules/detail/$id" params={{ id: rule.id }}>
            {rule.id}
          </Link>
        </ChakraLink>
      ))}
    </Stack>
  );
}
