import { Alert, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FactList } from '../../components/FactList';
import { isApiError } from '../../api/api-error';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { getRouteApi } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { StaleNote, StaleStatus } from '../../components/StaleNote';
import { StatusBadge } from '../../components/StatusBadge';
import { useGetNodesByNode, useGetNodesByNodeStats } from '../../generated/endpoints/nodes/nodes';
import { formatDecimal, formatDuration, formatNumber } from '../../i18n/format';
import { valueLabel } from '../../i18n/labels/labels';
import { Section } from '../../components/Section';
import { HistoryCharts } from './history/HistoryCharts';
import type { HistoryRangeId } from './history/history-ranges';
import { NodeLiveStats } from './NodeLiveStats';

const route = getRouteApi('/_auth/dashboard/nodes/$nodeName');
const NODE_REFRESH_MS = 15_000;

/**
 * One node: its live rates and history, what it runs, how loaded it is, and its connection and
 * subscription counts, read again every 15 s. While that fails each part is muted under an "as of" note and the status reads Unknown.
 */
export function NodeDetailView() {
  const { t, i18n } = useLingui();
  const { nodeName } = route.useParams();
  const poll = { refetchInterval: pollEvery(NODE_REFRESH_MS) };
  const node = useGetNodesByNode(nodeName, { query: poll, request: { background: true, silentStatuses: [404] } });
  const stats = useGetNodesByNodeStats(nodeName, { query: poll, request: { background: true, silentStatuses: [404] } });
  const infoStale = useStaleSince(node);
  const statsStale = useStaleSince(stats);
  const infoNoteId = useId();
  const statsNoteId = useId();
  const info = node.data;
  const [range, setRange] = useState<HistoryRangeId>('1h');
  const num = (n: number | undefined) => (n === undefined ? '–' : formatNumber(n, i18n.locale));

  if (isApiError(node.error) && node.error.status === 404) {
    return (
      <>
        <PageHeader title={nodeName} />
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>The node {nodeName} is not part of this cluster.</Trans>
          </Alert.Title>
        </Alert.Root>
      </>
    );
  }

  const infoRows: [string, ReactNode][] = [
    [
      t`Status`,
      <StaleStatus key="s" since={infoStale}>
        <StatusBadge status={info?.node_status}>{info?.node_status ? valueLabel(i18n, info.node_status) : undefined}</StatusBadge>
      </StaleStatus>,
    ],
    [t`Role`, info?.role ? valueLabel(i18n, info.role) : '–'],
    [t`Version`, `${info?.version ?? '–'}${info?.edition ? ` (${info.edition})` : ''}`],
    [t`Uptime`, info?.uptime === undefined ? '–' : formatDuration(info.uptime, i18n.locale)],
    [t`Erlang/OTP`, info?.otp_release ?? '–'],
    [t`Memory used / total`, `${info?.memory_used ?? '–'} / ${info?.memory_total ?? '–'}`],
    [t`CPU load (1, 5, 15 min)`, [info?.load1, info?.load5, info?.load15].map((l) => formatDecimal(l, 2, i18n.locale)).join(' · ')],
    [t`Erlang processes`, `${num(info?.process_used)} / ${num(info?.process_available)}`],
    [t`Max file descriptors`, num(info?.max_fds)],
    [t`Log path`, info?.log_path ?? '–'],
  ];
  const s = stats.data;
  const statRows: [string, number | undefined, number | undefined][] = [
    [t`Connections`, s?.['connections.count'], s?.['connections.max']],
    [t`Live connections`, s?.['live_connections.count'], s?.['live_connections.max']],
    [t`Sessions`, s?.['sessions.count'], s?.['sessions.max']],
    [t`Subscriptions`, s?.['subscriptions.count'], s?.['subscriptions.max']],
    [t`Shared subscriptions`, s?.['subscriptions.shared.count'], s?.['subscriptions.shared.max']],
    [t`Topics`, s?.['topics.count'], s?.['topics.max']],
    [t`Retained messages`, s?.['retained.count'], s?.['retained.max']],
    [t`Delayed messages`, s?.['delayed.count'], s?.['delayed.max']],
  ];

  return (
    <Stack gap="6">
      <PageHeader title={nodeName} />
      {/* Only for a node the cluster knows: an unknown one would be a 404 in the browser's console. */}
      {info ? <NodeLiveStats node={nodeName} /> : null}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Section id="node-info" framed title={<Trans>Node information</Trans>}>
          {infoStale === undefined ? null : <StaleNote at={infoStale} id={infoNoteId} />}
          <FactList facts={infoRows} staleNoteId={infoStale === undefined ? undefined : infoNoteId} />
        </Section>
        <Section id="node-stats" framed title={<Trans>Statistics (current / peak)</Trans>}>
          {statsStale === undefined ? null : <StaleNote at={statsStale} id={statsNoteId} />}
          <FactList facts={statRows.map(([label, count, max]) => [label, `${num(count)} / ${num(max)}`])} staleNoteId={statsStale === undefined ? undefined : statsNoteId} />
        </Section>
      </SimpleGrid>
      {info ? <HistoryCharts node={nodeName} range={range} onRangeChange={setRange} /> : null}
    </Stack>
  );
}
