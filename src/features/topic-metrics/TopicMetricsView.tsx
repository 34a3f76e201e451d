import { Box, Button, Field, HStack, IconButton, Input, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ChartColumn, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { pollEvery, spreadInterval } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { RowAction } from '../../components/RowAction';
import { ClearFiltersButton } from '../../components/EmptyState';
import { ActionButton } from '../../components/ActionLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { TruncatedText } from '../../components/TruncatedText';
import { useSearchState } from '../../components/use-search-state';
import { WriteAction } from '../../components/WriteAction';
import { deleteMqttTopicMetricsByTopic, putMqttTopicMetrics, useGetMqttTopicMetrics } from '../../generated/endpoints/mqtt/mqtt';
import type { EmqxTopicMetricsApiTopicMetrics } from '../../generated/model';
import { formatDateTime, formatDecimal, formatNumber, NO_VALUE } from '../../i18n/format';
import { AddTopicMetricDialog } from './AddTopicMetricDialog';
import { TopicMetricDetailDialog } from './TopicMetricDetailDialog';
import { apiTime, filterTopics, readTopicFlows, type Flow } from './topic-metrics-model';
import { invalidateTopicMetrics, TOPIC_METRICS_POLL_MS } from './topic-metrics-queries';
import type { TopicMetricsSearch } from './topic-metrics-search';

/** What is being confirmed. */
type Pending = { kind: 'reset'; topic?: string } | { kind: 'delete'; topic: string };

interface TopicMetricsViewProps {
  search?: TopicMetricsSearch;
  onSearch?: (patch: Partial<TopicMetricsSearch>) => void;
}

/**
 * The topics the broker counts messages for: in, out and dropped with their rates, by QoS on demand;
 * add a topic, reset one or all, delete one.
 */
export function TopicMetricsView({ search, onSearch }: TopicMetricsViewProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [view, setView] = useSearchState(search, onSearch, {});
  const list = useGetMqttTopicMetrics({ query: { refetchInterval: pollEvery(spreadInterval('topic-metrics', TOPIC_METRICS_POLL_MS)) }, request: { background: true } });
  const staleSince = useStaleSince(list);
  const [adding, setAdding] = useState(false);
  const [detail, setDetail] = useState<string>();
  const [pending, setPending] = useState<Pending>();
  const [busy, setBusy] = useState(false);
  // What the dialog says: kept while it closes, so its words do not change on the way out.
  const [shown, setShown] = useState<Pending>();
  const shownTopic = shown?.topic;
  const ask = (next: Pending) => {
    setPending(next);
    setShown(next);
  };
  const all = list.data ?? [];
  const rows = list.data ? filterTopics(list.data, view.topic) : undefined;
  const matching = rows?.length ?? 0;

  const count = (f: Flow) => formatNumber(f.count, i18n.locale);
  const rate = (f: Flow) => formatDecimal(f.rate, 2, i18n.locale);
  const when = (value: unknown) => {
    const date = apiTime(value);
    return date ? formatDateTime(date, i18n.locale) : NO_VALUE;
  };

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    const ok = await succeeded(
      pending.kind === 'delete'
        ? deleteMqttTopicMetricsByTopic(pending.topic)
        : putMqttTopicMetrics(pending.topic === undefined ? { action: 'reset' } : { action: 'reset', topic: pending.topic }),
    );
    setBusy(false);
    setPending(undefined);
    const { topic } = pending;
    if (ok) toaster.create({ type: 'success', title: pending.kind === 'delete' ? t`Stopped counting ${topic}` : t`Reset successfully` });
    if (pending.kind === 'delete' && detail === pending.topic) setDetail(undefined);
    await invalidateTopicMetrics(queryClient);
  }

  const columns: Column<EmqxTopicMetricsApiTopicMetrics>[] = [
    { id: 'topic', header: t`Topic`, sortValue: (m) => m.topic, cell: (m) => <TruncatedText value={m.topic} copyLabel={t`Copy topic`} maxW="18rem" /> },
    { id: 'in', header: t`Incoming`, numeric: true, sortValue: (m) => readTopicFlows(m.metrics).in.count, cell: (m) => count(readTopicFlows(m.metrics).in) },
    { id: 'in-rate', header: t`Incoming per second`, numeric: true, cell: (m) => rate(readTopicFlows(m.metrics).in) },
    { id: 'out', header: t`Outgoing`, numeric: true, sortValue: (m) => readTopicFlows(m.metrics).out.count, cell: (m) => count(readTopicFlows(m.metrics).out) },
    { id: 'out-rate', header: t`Outgoing per second`, numeric: true, cell: (m) => rate(readTopicFlows(m.metrics).out) },
    { id: 'dropped', header: t`Dropped`, numeric: true, sortValue: (m) => readTopicFlows(m.metrics).dropped.count, cell: (m) => count(readTopicFlows(m.metrics).dropped) },
    { id: 'dropped-rate', header: t`Dropped per second`, numeric: true, cell: (m) => rate(readTopicFlows(m.metrics).dropped) },
    { id: 'created', header: t`Added`, priority: 'medium', sortValue: (m) => m.create_time, cell: (m) => <Text whiteSpace="nowrap">{when(m.create_time)}</Text> },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: ({ topic }) => (
        <HStack gap="1">
          <IconButton size="xs" variant="ghost" aria-label={t`Messages of ${topic} by QoS`} title={t`Messages of ${topic} by QoS`} onClick={() => setDetail(topic)}>
            <ChartColumn />
          </IconButton>
          <RowAction label={t`Reset ${topic}`} onClick={() => ask({ kind: 'reset', topic })}>
            <RotateCcw />
          </RowAction>
          <RowAction label={t`Delete ${topic}`} danger onClick={() => ask({ kind: 'delete', topic })}>
            <Trash2 />
          </RowAction>
        </HStack>
      ),
    },
  ];

  const createButton = (secondary?: boolean) => (
    <ActionButton secondary={secondary} onClick={() => setAdding(true)}>
      <Plus />
      <Trans>Add topic</Trans>
    </ActionButton>
  );

  return (
    <>
      <PageHeader title={<Trans>Topic metrics</Trans>}>
        <WriteAction>
          <Button size="sm" variant="outline" disabled={all.length === 0} onClick={() => ask({ kind: 'reset' })}>
            <RotateCcw />
            <Trans>Reset all</Trans>
          </Button>
        </WriteAction>
        {createButton()}
      </PageHeader>
      <Text color="fg.muted" mb="4" fontSize="sm">
        <Trans>For each topic added here, the broker counts the messages published to it (incoming), delivered to its subscribers (outgoing) and dropped.</Trans>
      </Text>
      <HStack justify="space-between" align="end" gap="4" wrap="wrap" mb="3">
        <Box role="search" aria-label={t`Filter topics`}>
          <Field.Root width="sm" maxW="full">
            <Field.Label>
              <Trans>Topic contains</Trans>
            </Field.Label>
            <Input size="sm" fontFamily="mono" type="search" value={view.topic ?? ''} onChange={(e) => setView({ topic: e.target.value || undefined })} />
          </Field.Root>
        </Box>
        {list.data ? (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {view.topic ? (
              <Trans>
                {matching} of <Plural value={all.length} one="# topic" other="# topics" />
              </Trans>
            ) : (
              <Plural value={all.length} one="# topic counted" other="# topics counted" />
            )}
          </Text>
        ) : null}
      </HStack>
      <DataTable
        label={t`Topic metrics`}
        columns={columns}
        rows={rows}
        rowKey={(m) => m.topic}
        {...queryState(list)}
        staleSince={staleSince}
        empty={all.length === 0 ? <Trans>No topic is counted yet: add one to see its messages.</Trans> : <Trans>No topic contains this text.</Trans>}
        emptyAction={all.length === 0 ? createButton(true) : <ClearFiltersButton onClear={() => setView({ topic: undefined })} />}
      />
      {adding ? (
        <AddTopicMetricDialog
          onClose={() => setAdding(false)}
          onAdded={(topic) => {
            setAdding(false);
            toaster.create({ type: 'success', title: t`Counting the messages of ${topic}` });
            void invalidateTopicMetrics(queryClient);
          }}
        />
      ) : null}
      <TopicMetricDetailDialog topic={detail} onClose={() => setDetail(undefined)} />
      <ConfirmDialog
        open={pending !== undefined}
        destructive={shown?.kind === 'delete'}
        busy={busy}
        title={
          shown?.kind === 'delete' ? (
            <Trans>Delete the metrics of {shownTopic}?</Trans>
          ) : shown?.topic !== undefined ? (
            <Trans>Reset the metrics of {shownTopic}?</Trans>
          ) : (
            <Trans>Reset the metrics of every topic?</Trans>
          )
        }
        confirmLabel={shown?.kind === 'delete' ? <Trans>Delete</Trans> : shown?.topic !== undefined ? <Trans>Reset</Trans> : <Trans>Reset all</Trans>}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(undefined)}
      >
        {shown?.kind === 'delete' ? (
          <Trans>The broker stops counting this topic, and its counts are lost.</Trans>
        ) : shown?.topic !== undefined ? (
          <Trans>Its counts go back to 0 on every node and counting starts again. The topic stays in the list.</Trans>
        ) : (
          <Trans>
            The counts of all <Plural value={all.length} one="# topic" other="# topics" /> go back to 0 on every node and counting starts again.
          </Trans>
        )}
      </ConfirmDialog>
    </>
  );
}
