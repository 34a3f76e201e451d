import { Dialog, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { isApiError } from '../../api/api-error';
import { pollEvery, spreadInterval } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { DataTable, type Column } from '../../components/DataTable';
import { FactList } from '../../components/FactList';
import { InfoDialog } from '../../components/InfoDialog';
import { Loading } from '../../components/Loading';
import { StaleNote } from '../../components/StaleNote';
import { TruncatedText } from '../../components/TruncatedText';
import { useGetMqttTopicMetricsByTopic } from '../../generated/endpoints/mqtt/mqtt';
import { formatDateTime, formatDecimal, formatNumber, NO_VALUE } from '../../i18n/format';
import { apiTime, readTopicFlows, type Flow } from './topic-metrics-model';
import { TOPIC_METRICS_POLL_MS } from './topic-metrics-queries';

interface QosRow {
  label: string;
  in: Flow;
  out: Flow;
  /** The row that adds up the others. */
  total?: boolean;
}

interface TopicMetricDetailDialogProps {
  /** The topic shown; undefined when the dialog is closed. */
  topic: string | undefined;
  onClose: () => void;
}

/** One topic's messages in, out and dropped, split by QoS, read again while the dialog is open. */
export function TopicMetricDetailDialog({ topic, onClose }: TopicMetricDetailDialogProps) {
  const { t, i18n } = useLingui();
  const metric = useGetMqttTopicMetricsByTopic(topic ?? '', {
    query: { enabled: topic !== undefined, refetchInterval: pollEvery(spreadInterval(`topic-metric:${topic}`, TOPIC_METRICS_POLL_MS)) },
    request: { background: true, silentStatuses: [404] },
  });
  const data = topic !== undefined ? metric.data : undefined;
  const staleSince = useStaleSince(metric);
  const staleId = useId();
  const stale = staleSince !== undefined;
  // A 404 means the topic is no longer counted; another failure leaves the last answer, marked stale.
  const gone = (isApiError(metric.error) && metric.error.status === 404) || (metric.isError && !data);
  const flows = readTopicFlows(data?.metrics);
  const count = (f: Flow) => formatNumber(f.count, i18n.locale);
  const rate = (f: Flow) => formatDecimal(f.rate, 2, i18n.locale);
  const when = (value: unknown) => {
    const date = apiTime(value);
    return date ? formatDateTime(date, i18n.locale) : NO_VALUE;
  };
  const dropped = count(flows.dropped);
  const droppedRate = rate(flows.dropped);
  const rows: QosRow[] = [
    { label: t`QoS 0`, ...flows.byQos[0]! },
    { label: t`QoS 1`, ...flows.byQos[1]! },
    { label: t`QoS 2`, ...flows.byQos[2]! },
    { label: t`All`, in: flows.in, out: flows.out, total: true },
  ];
  const columns: Column<QosRow>[] = [
    { id: 'qos', header: <Trans>QoS</Trans>, cell: (row) => row.label },
    { id: 'in', header: <Trans>Incoming</Trans>, numeric: true, cell: (row) => count(row.in) },
    { id: 'in-rate', header: <Trans>Incoming per second</Trans>, numeric: true, cell: (row) => rate(row.in) },
    { id: 'out', header: <Trans>Outgoing</Trans>, numeric: true, cell: (row) => count(row.out) },
    { id: 'out-rate', header: <Trans>Outgoing per second</Trans>, numeric: true, cell: (row) => rate(row.out) },
  ];

  return (
    <InfoDialog
      open={topic !== undefined}
      size="lg"
      title={
        <TruncatedText value={topic ?? ''} copyLabel={t`Copy topic`} maxW="full" block>
          <Dialog.Title>{topic}</Dialog.Title>
        </TruncatedText>
      }
      onClose={onClose}
    >
      {metric.isPending ? (
        <Loading />
      ) : gone ? (
        <Text role="alert">
          <Trans>The broker no longer counts this topic.</Trans>
        </Text>
      ) : (
        <Stack gap="4">
          {stale ? <StaleNote at={staleSince} id={staleId} /> : null}
          <FactList
            staleNoteId={stale ? staleId : undefined}
            facts={[
              [t`Counting since`, when(data?.create_time)],
              [t`Dropped`, t`${dropped} (${droppedRate} per second)`],
            ]}
          />
          <DataTable
            label={t`Messages by QoS`}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.label}
            rowProps={(row) => (row.total ? { fontWeight: 'semibold' } : {})}
            staleNoteId={stale ? staleId : undefined}
          />
          <Text fontSize="sm" color="fg.muted">
            <Trans>Outgoing counts every delivery to a subscriber, at the QoS the subscription was granted; rates are averaged over the last 5 seconds.</Trans>
          </Text>
        </Stack>
      )}
    </InfoDialog>
  );
}
