import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { spreadInterval } from '../../../api/poll';
import type { RuleEngineRuleInfo } from '../../../generated/model';
import { formatDecimal, formatNumber, NO_VALUE } from '../../../i18n/format';
import type { Bridge } from '../model/bridge';
import { LIST_METRICS_POLL_MS, useBridgeMetrics } from '../shared/use-bridge-metrics';

export type ListMetric = 'matched' | 'success' | 'failed' | 'rate';

/** One of the bridge's cluster-wide counters (the row's cells share one polled query). */
export function BridgeMetricCell({ bridge, metric }: { bridge: Bridge; metric: ListMetric }) {
  const { i18n } = useLingui();
  const cluster = useBridgeMetrics(bridge, spreadInterval(bridge.id, LIST_METRICS_POLL_MS)).metrics?.cluster;
  if (!cluster || cluster[metric] === undefined) return <Text color="fg.muted">{NO_VALUE}</Text>;
  return metric === 'rate' ? formatDecimal(cluster.rate, 2, i18n.locale) : formatNumber(cluster[metric], i18n.locale);
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
