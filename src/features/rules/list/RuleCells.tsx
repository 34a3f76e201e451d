import { Badge, Code, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RuleEngineRuleInfo } from '../../../generated/model';
import { formatDecimal, formatNumber, NO_VALUE } from '../../../i18n/format';
import { typeLabel } from '../../../i18n/labels/type-labels';
import type { RuleCounters } from '../overview/rule-metrics';
import { useRuleMetrics } from '../overview/use-rule-metrics';
import { describeOutput, ruleSources, type RuleOutput, type RuleSource } from './rule-display';
import { spreadInterval } from '../../../api/poll';
import type { RulePoint } from '../../bridges/model/data-integration';

/** An action or source the rule names, linked to its page. */
function BridgeLink({ id, kind, children }: { id: string; kind: 'action' | 'source'; children: string }) {
  return (
    <ChakraLink asChild color="fg.link" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
      <Link to="/bridge/detail/$id" params={{ id }} search={kind === 'source' ? { kind: 'source' } : {}}>
        {children}
      </Link>
    </ChakraLink>
  );
}

function SourceLine({ source }: { source: RuleSource }) {
  const kind =
    source.kind === 'topic' ? <Trans context="rule source">Topic</Trans> : source.kind === 'event' ? <Trans context="rule source">Event</Trans> : <Trans context="rule source">Source</Trans>;
  return (
    <HStack gap="1.5" wrap="nowrap">
      <Badge size="sm" variant="outline" colorPalette={source.kind === 'topic' ? 'gray' : source.kind === 'event' ? 'purple' : 'blue'}>
        {kind}
      </Badge>
      {source.kind === 'source' ? (
        <BridgeLink id={source.id} kind="source">
          {source.value}
        </BridgeLink>
      ) : (
        <Code size="sm" variant="plain" whiteSpace="nowrap">
          {source.kind === 'topic' ? source.topic : source.value}
        </Code>
      )}
    </HStack>
  );
}

/** The rule's FROM: topics, client events and data sources, one a line. */
export function RuleSourcesCell({ rule }: { rule: RuleEngineRuleInfo }) {
  const sources = ruleSources(rule);
  if (!sources.length) return <Text color="fg.muted">{NO_VALUE}</Text>;
  return (
    <Stack gap="1">
      {sources.map((source, index) => (
        <SourceLine key={index} source={source} />
      ))}
    </Stack>
  );
}

function OutputLine({ output }: { output: RuleOutput }) {
  const { i18n } = useLingui();
  switch (output.kind) {
    case 'console':
      return (
        <Text>
          <Trans>Console</Trans>
        </Text>
      );
    case 'republish':
      return (
        <HStack gap="1.5" wrap="nowrap">
          <Text whiteSpace="nowrap">
            <Trans>Republish →</Trans>
          </Text>
          <Code size="sm" variant="plain" whiteSpace="nowrap">
            {output.topic}
          </Code>
        </HStack>
      );
    case 'function':
      return (
        <HStack gap="1.5" wrap="nowrap">
          <Text whiteSpace="nowrap">
            <Trans>Function</Trans>
          </Text>
          <Code size="sm" variant="plain" whiteSpace="nowrap">
            {output.name}
          </Code>
        </HStack>
      );
    case 'action':
      return (
        <HStack gap="1.5" wrap="nowrap">
          {output.type ? (
            <Badge size="sm" variant="outline">
              {typeLabel(i18n, output.type)}
            </Badge>
          ) : null}
          {output.type ? (
            <BridgeLink id={output.id} kind="action">
              {output.name}
            </BridgeLink>
          ) : (
            <Code size="sm" variant="plain" whiteSpace="nowrap">
              {output.name}
            </Code>
          )}
        </HStack>
      );
  }
}

/** What the rule does with its results: console, republish to a topic, actions of data integration. */
export function RuleOutputsCell({ rule }: { rule: RuleEngineRuleInfo }) {
  const outputs = (rule.actions ?? []).map(describeOutput);
  if (!outputs.length) return <Text color="fg.muted">{NO_VALUE}</Text>;
  return (
    <Stack gap="1">
      {outputs.map((output, index) => (
        <OutputLine key={index} output={output} />
      ))}
    </Stack>
  );
}

export type RuleMetricName = 'matched' | 'passed' | 'failed' | 'noResult' | 'rate';

/** Without the aggregated counters a page of up to 100 rules asks once per row: slower than the overview, and spread, so the broker stays light. */
const LIST_POLL_MS = 30_000;

function MetricValue({ metric, value }: { metric: RuleMetricName; value: number | undefined }) {
  const { i18n } = useLingui();
  if (value === undefined) return <Text color="fg.muted">{NO_VALUE}</Text>;
  return metric === 'rate' ? formatDecimal(value, 2, i18n.locale) : formatNumber(value, i18n.locale);
}

/** The rule's own metrics, polled while its row is on screen (the row's cells share one query). */
function OwnMetric({ id, metric }: { id: string; metric: RuleMetricName }) {
  const cluster: RuleCounters | undefined = useRuleMetrics(id, spreadInterval(id, LIST_POLL_MS)).metrics?.cluster;
  return <MetricValue metric={metric} value={cluster?.[metric]} />;
}

/**
 * Where a row's counters come from: the point of the aggregated answer (undefined until it has
 * one), or, with `own`, the rule's own metrics (a broker without the aggregated answer).
 */
export type RuleMetricOrigin = { own: true } | { own: false; point: RulePoint | undefined };

/** One of the rule's cluster-wide counters. */
export function RuleMetricCell({ id, metric, origin }: { id: string; metric: RuleMetricName; origin: RuleMetricOrigin }) {
  if (origin.own) return <OwnMetric id={id} metric={metric} />;
  return <MetricValue metric={metric} value={origin.point?.[metric]} />;
}
