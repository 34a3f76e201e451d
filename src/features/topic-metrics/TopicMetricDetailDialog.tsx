import { DataList, Dialog, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { isApiError } from '../../api/api-error';
import { pollEvery, spreadInterval } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { InfoDialog } from '../../components/InfoDialog';
import { Loading } from '../../components/Loading';
import { StaleNote } from '../../components/StaleNote';
import { TruncatedText } from '../../components/TruncatedText';
import { useGetMqttTopicMetricsByTopic } from '../../generated/endpoints/mqtt/mqtt';
import { formatDateTime, formatDecimal, formatNumber, NO_VALUE } from '../../i18n/format';
import { apiTime, readTopicFlows, type Flow } from './topic-metrics-model';
import { TOPIC_METRICS_POLL_MS } from './topic-metrics-queries';

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
  const rows: [string, { in: Flow; out: Flow }][] = [
    [t`QoS 0`, flows.byQos[0]!],
    [t`QoS 1`, flows.byQos[1]!],
    [t`QoS 2`, flows.byQos[2]!],
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
        <Stack gap="4" color={stale ? 'fg.muted' : undefined}>
          {stale ? <StaleNote at={staleSince} id={staleId} /> : null}
          <DataList.Root orientation="horizontal" size="sm" aria-describedby={stale ? staleId : undefined}>
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>Counting since</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>{when(data?.create_time)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>Last reset</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>{data?.reset_time === undefined ? <Trans>Never</Trans> : when(data.reset_time)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>Dropped</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>
                <Trans>
                  {dropped} ({droppedRate} per second)
                </Trans>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Table.Root size="sm" aria-label={t`Messages by QoS`} aria-describedby={stale ? staleId : undefined}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>QoS</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Incoming</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Incoming per second</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Outgoing</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Outgoing per second</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body fontVariantNumeric="tabular-nums">
              {rows.map(([label, f]) => (
                <Table.Row key={label}>
                  <Table.Cell>{label}</Table.Cell>
                  <Table.Cell textAlign="end">{count(f.in)}</Table.Cell>
                  <Table.Cell textAlign="end">{rate(f.in)}</Table.Cell>
                  <Table.Cell textAlign="end">{count(f.out)}</Table.Cell>
                  <Table.Cell textAlign="end">{rate(f.out)}</Table.Cell>
                </Table.Row>
              ))}
              <Table.Row fontWeight="semibold">
                <Table.Cell>
                  <Trans>All</Trans>
                </Table.Cell>
                <Table.Cell textAlign="end">{count(flows.in)}</Table.Cell>
                <Table.Cell textAlign="end">{rate(flows.in)}</Table.Cell>
                <Table.Cell textAlign="end">{count(flows.out)}</Table.Cell>
                <Table.Cell textAlign="end">{rate(flows.out)}</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
          <Text fontSize="sm" color="fg.muted">
            <Trans>Outgoing counts every delivery to a subscriber, at the QoS the subscription was granted; rates are averaged over the last 5 seconds.</Trans>
          </Text>
        </Stack>
      )}
    </InfoDialog>
  );
}
