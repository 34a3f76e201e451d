import { Button, HStack, SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { isNotFound } from '../../../api/api-error';
import { succeeded } from '../../../api/succeeded';
import { toaster } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Loading } from '../../../components/Loading';
import { Section } from '../../../components/Section';
import { WriteAction } from '../../../components/WriteAction';
import { getGetRulesByIdMetricsQueryKey, usePutRulesByIdMetricsReset } from '../../../generated/endpoints/rules/rules';
import { formatDecimal, formatNumber } from '../../../i18n/format';
import type { RuleCounters, RuleMetricsView } from './rule-metrics';
import { useRuleMetrics } from './use-rule-metrics';

interface MetricColumn {
  label: string;
  value: (counters: RuleCounters) => string;
}

/** Nodes in rows, the cluster's sums in the last one, a column per counter. */
function MetricsTable({ label, view, columns }: { label: string; view: RuleMetricsView; columns: MetricColumn[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Node</Trans>
            </Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.label} textAlign="end" whiteSpace="nowrap">
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {view.nodes.map((node) => (
            <Table.Row key={node.node}>
              <Table.Cell>{node.node}</Table.Cell>
              {columns.map((column) => (
                <Table.Cell key={column.label} textAlign="end" fontVariantNumeric="tabular-nums">
                  {column.value(node)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell>
              <Trans>Cluster</Trans>
            </Table.Cell>
            {columns.map((column) => (
              <Table.Cell key={column.label} textAlign="end" fontVariantNumeric="tabular-nums">
                {column.value(view.cluster)}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function StatCards({ cards }: { cards: { label: string; value: string }[] }) {
  return (
    <SimpleGrid columns={{ base: 2, md: cards.length }} gap="4">
      {cards.map((card) => (
        <Stat.Root key={card.label} borderWidth="1px" borderRadius="l2" p="3">
          <Stat.Label>{card.label}</Stat.Label>
          <Stat.ValueText fontVariantNumeric="tabular-nums">{card.value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

/**
 * A rule's counters on each node and for the cluster, for its SQL and for its outputs, refreshed
 * while shown, with "Reset statistics" after confirmation. The overview tab of the rule's detail.
 */
export function RuleOverview({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { metrics, isError, error, refetch } = useRuleMetrics(id);
  const reset = usePutRulesByIdMetricsReset();
  const [confirming, setConfirming] = useState(false);
  const n = (value: number) => formatNumber(value, i18n.locale);
  const rate = (value: number) => formatDecimal(value, 2, i18n.locale);

  async function confirmReset() {
    const ok = await succeeded(reset.mutateAsync({ id }));
    setConfirming(false);
    if (!ok) return;
    toaster.create({ type: 'success', title: t`Reset successfully` });
    await queryClient.invalidateQueries({ queryKey: getGetRulesByIdMetricsQueryKey(id) });
  }

  const ruleColumns: MetricColumn[] = [
    { label: t`Matched`, value: (c) => n(c.matched) },
    { label: t`Passed`, value: (c) => n(c.passed) },
    { label: t`Failed`, value: (c) => n(c.failed) },
    { label: t`Exception`, value: (c) => n(c.exception) },
    { label: t`No result`, value: (c) => n(c.noResult) },
    { label: t`Rate (per second)`, value: (c) => rate(c.rate) },
    { label: t`Max rate (per second)`, value: (c) => rate(c.rateMax) },
    { label: t`Last 5 minutes (per second)`, value: (c) => rate(c.rateLast5m) },
  ];
  const outputColumns: MetricColumn[] = [
    { label: t`Total`, value: (c) => n(c.actions.total) },
    { label: t`Success`, value: (c) => n(c.actions.success) },
    { label: t`Failed`, value: (c) => n(c.actions.failed) },
    { label: t`Out of service`, value: (c) => n(c.actions.outOfService) },
    { label: t`Unknown`, value: (c) => n(c.actions.unknown) },
  ];

  let body;
  if (metrics) {
    const c = metrics.cluster;
    body = (
      <Stack gap="6">
        <Section id="rule-metrics" title={<Trans>Rule metrics</Trans>}>
          <Stack gap="4">
            <StatCards
              cards={[
                { label: t`Matched`, value: n(c.matched) },
                { label: t`Passed`, value: n(c.passed) },
                { label: t`Failed`, value: n(c.failed) },
                { label: t`No result`, value: n(c.noResult) },
                { label: t`Rate (per second)`, value: rate(c.rate) },
              ]}
            />
            <MetricsTable label={t`Rule metrics per node`} view={metrics} columns={ruleColumns} />
          </Stack>
        </Section>
        <Section id="rule-output-metrics" title={<Trans>Output metrics</Trans>}>
          <MetricsTable label={t`Output metrics per node`} view={metrics} columns={outputColumns} />
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
    body = (
      <HStack gap="3">
        <Text color="fg.muted">
          <Trans>The metrics could not be read.</Trans>
        </Text>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          <Trans>Retry</Trans>
        </Button>
      </HStack>
    );
  } else {
    body = <Loading size="sm" />;
  }

  return (
    <Stack gap="4">
      <HStack justify="flex-end">
        <WriteAction>
          <Button size="sm" variant="outline" disabled={!metrics} onClick={() => setConfirming(true)}>
            <RotateCcw />
            <Trans>Reset statistics</Trans>
          </Button>
        </WriteAction>
      </HStack>
      {body}
      <ConfirmDialog
        open={confirming}
        busy={reset.isPending}
        title={<Trans>Reset statistics?</Trans>}
        confirmLabel={<Trans>Reset</Trans>}
        onConfirm={() => void confirmReset()}
        onCancel={() => setConfirming(false)}
      >
        <Trans>The counters of this rule and its outputs start again from zero on every node.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
