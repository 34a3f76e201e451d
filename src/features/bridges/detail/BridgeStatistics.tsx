import { Button, HStack, SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { succeeded } from '../../../api/succeeded';
import { toaster } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Loading } from '../../../components/Loading';
import { Section } from '../../../components/Section';
import { WriteAction } from '../../../components/WriteAction';
import { putActionsByIdMetricsReset } from '../../../generated/endpoints/actions/actions';
import { putSourcesByIdMetricsReset } from '../../../generated/endpoints/sources/sources';
import { formatDateTime, formatDecimal, formatNumber, NO_VALUE } from '../../../i18n/format';
import type { Bridge, Metrics } from '../model/bridge';
import type { BridgeMetricsView } from '../shared/bridge-metrics';
import { bridgeMetricsKey, DETAIL_METRICS_POLL_MS, useBridgeMetrics } from '../shared/use-bridge-metrics';

type Counter = 'matched' | 'success' | 'failed' | 'dropped' | 'retried' | 'queuing' | 'inflight' | 'late_reply' | 'received' | 'rate' | 'rate_last5m' | 'rate_max';

const RATES: readonly Counter[] = ['rate', 'rate_last5m', 'rate_max'];

/** Nodes in rows, the cluster's sums in the last one, a column per counter. */
function MetricsTable({ label, view, columns }: { label: string; view: BridgeMetricsView; columns: { counter: Counter; label: string }[] }) {
  const { i18n } = useLingui();
  const value = (metrics: Metrics, counter: Counter) => {
    const raw = metrics[counter];
    if (raw === undefined) return NO_VALUE;
    // Rates are per second, as the broker computes them.
    return RATES.includes(counter) ? formatDecimal(raw, 2, i18n.locale) : formatNumber(raw, i18n.locale);
  };
  const cells = (metrics: Metrics) =>
    columns.map((column) => (
      <Table.Cell key={column.counter} textAlign="end" fontVariantNumeric="tabular-nums">
        {value(metrics, column.counter)}
      </Table.Cell>
    ));
  return (
    // Wider than most screens: the keyboard scrolls it once focused.
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={label} _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing' }}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Node</Trans>
            </Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.counter} textAlign="end" whiteSpace="nowrap">
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {view.nodes.map((node) => (
            <Table.Row key={node.node}>
              <Table.Cell>{node.node}</Table.Cell>
              {cells(node)}
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell>
              <Trans>Cluster</Trans>
            </Table.Cell>
            {cells(view.cluster)}
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * The bridge's counters for the cluster and on each node, refreshed while shown, with "Reset
 * statistics" after confirmation.
 */
export function BridgeStatistics({ bridge }: { bridge: Bridge }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { metrics, isError, refetch } = useBridgeMetrics(bridge, DETAIL_METRICS_POLL_MS);
  const reset = useMutation({ mutationFn: () => (bridge.kind === 'action' ? putActionsByIdMetricsReset(bridge.id) : putSourcesByIdMetricsReset(bridge.id)) });
  const [confirming, setConfirming] = useState(false);

  async function confirmReset() {
    const ok = await succeeded(reset.mutateAsync());
    setConfirming(false);
    if (!ok) return;
    toaster.create({ type: 'success', title: t`Reset successfully` });
    await queryClient.invalidateQueries({ queryKey: bridgeMetricsKey(bridge) });
  }

  const columns: { counter: Counter; label: string }[] = [
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
  // The figures that tell most about this direction: what rules sent out, or what came in.
  const featured: Counter[] = bridge.direction === 'egress' ? ['matched', 'success', 'failed', 'dropped', 'rate'] : ['received', 'rate', 'rate_last5m', 'rate_max'];

  let body;
  if (metrics) {
    const c = metrics.cluster;
    const lastReset = c.last_reset === undefined ? undefined : formatDateTime(c.last_reset, i18n.locale);
    body = (
      <Stack gap="4">
        <SimpleGrid columns={{ base: 2, md: featured.length }} gap="4">
          {featured.map((counter) => {
            const raw = c[counter];
            return (
              <Stat.Root key={counter} borderWidth="1px" borderRadius="l2" p="3">
                <Stat.Label>{columns.find((column) => column.counter === counter)?.label}</Stat.Label>
                <Stat.ValueText fontVariantNumeric="tabular-nums">
                  {raw === undefined ? NO_VALUE : RATES.includes(counter) ? formatDecimal(raw, 2, i18n.locale) : formatNumber(raw, i18n.locale)}
                </Stat.ValueText>
              </Stat.Root>
            );
          })}
        </SimpleGrid>
        {lastReset !== undefined ? (
          <Text color="fg.muted">
            <Trans>Last reset: {lastReset}</Trans>
          </Text>
        ) : null}
        <MetricsTable label={t`Statistics per node`} view={metrics} columns={columns} />
      </Stack>
    );
  } else if (isError) {
    body = (
      <HStack gap="3">
        <Text color="fg.muted">
          <Trans>The statistics could not be read.</Trans>
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
    <Section id="bridge-statistics" title={<Trans>Statistics</Trans>}>
      <HStack justify="flex-end" mb="3">
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
        <Trans>The counters of this bridge start again from zero on every node.</Trans>
      </ConfirmDialog>
    </Section>
  );
}
