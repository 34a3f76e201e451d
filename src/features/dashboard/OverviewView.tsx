import { Box, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { getRouteApi, Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useGetAlarms } from '../../generated/endpoints/alarms/alarms';
import { useGetMetrics, useGetMonitorCurrent } from '../../generated/endpoints/metrics/metrics';
import { useGetNodes } from '../../generated/endpoints/nodes/nodes';
import { useNodeColumns } from './node-columns';

const OVERVIEW_NODE_COLUMNS = ['node', 'status', 'role', 'version', 'uptime', 'connections', 'memory', 'load'];

const LIVE_REFRESH_MS = 2_000;

// The charts library is the heaviest code on this screen: live numbers show before it loads.
const HistoryCharts = lazy(() => import('./history/HistoryCharts'));

const route = getRouteApi('/_auth/dashboard/overview');

/** A live number, named by its label (a group, for assistive technology); where a list shows what it counts, the label links there. */
function Stat({ label, value, to }: { label: ReactNode; value: number | undefined; to?: string }) {
  const { i18n } = useLingui();
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} borderWidth="1px" borderRadius="md" p="4">
      <Text id={labelId} fontSize="sm" color="fg.muted">
        {to ? (
          <Link asChild color="fg.muted" _hover={{ color: 'colorPalette.fg' }}>
            <RouterLink to={to}>{label}</RouterLink>
          </Link>
        ) : (
          label
        )}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold">
        {value === undefined ? '–' : i18n.number(value)}
      </Text>
    </Box>
  );
}

/**
 * The cluster at a glance: live levels, message rates, totals, nodes and active alarms.
 * GET /monitor_current's `*_rate` figures are messages per second (the broker divides the change
 * since its last sample by the time between; its document's "per 10 seconds" is wrong).
 */
export function OverviewView() {
  const { t } = useLingui();
  const { range } = route.useSearch();
  const navigate = useNavigate({ from: '/dashboard/overview' });
  const nodeColumns = useNodeColumns().filter((column) => OVERVIEW_NODE_COLUMNS.includes(column.id));
  // Polling runs in the background: it never moves the progress bar.
  const current = useGetMonitorCurrent({
    query: { refetchInterval: LIVE_REFRESH_MS, refetchIntervalInBackground: false },
    request: { background: true },
  });
  const nodes = useGetNodes();
  const alarms = useGetAlarms({ activated: true, limit: 1 });
  const metrics = useGetMetrics({ aggregate: true });
  const live = current.data;
  // With aggregate=true the broker answers one object for the cluster, not one per node.
  const clusterMetrics = metrics.data && !Array.isArray(metrics.data) ? metrics.data : undefined;

  return (
    <Stack gap="6">
      <PageHeader title={<Trans>Overview</Trans>} />
      {/* Clients and subscriptions; messages per second (as the charts below) and alarms; what is stored and totals since start. */}
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Stat label={<Trans>Connections</Trans>} value={live?.connections} to="/connections" />
        <Stat label={<Trans>Live connections</Trans>} value={live?.live_connections} />
        <Stat label={<Trans>Subscriptions</Trans>} value={live?.subscriptions} to="/subscriptions/subscription" />
        <Stat label={<Trans>Shared subscriptions</Trans>} value={live?.shared_subscriptions} />
        <Stat label={<Trans>Incoming messages per second</Trans>} value={live?.received_msg_rate} />
        <Stat label={<Trans>Outgoing messages per second</Trans>} value={live?.sent_msg_rate} />
        <Stat label={<Trans>Dropped messages per second</Trans>} value={live?.dropped_msg_rate} />
        <Stat label={<Trans>Active alarms</Trans>} value={alarms.data?.meta?.count} to="/alarm/current-alarm" />
        <Stat label={<Trans>Topics</Trans>} value={live?.topics} to="/subscriptions/topics" />
        <Stat label={<Trans>Retained messages</Trans>} value={live?.retained_msg_count} to="/retained" />
        <Stat label={<Trans>Messages received since start</Trans>} value={clusterMetrics?.['messages.received']} />
        <Stat label={<Trans>Messages sent since start</Trans>} value={clusterMetrics?.['messages.sent']} />
      </SimpleGrid>
      <Suspense fallback={null}>
        <HistoryCharts range={range} onRangeChange={(next) => void navigate({ search: { range: next }, replace: true })} />
      </Suspense>
      <DataTable
        label={t`Nodes`}
        columns={nodeColumns}
        rows={nodes.data}
        rowKey={(n) => n.node ?? ''}
        loading={nodes.isFetching && !nodes.data}
        error={nodes.isError}
        onRetry={() => void nodes.refetch()}
      />
    </Stack>
  );
}
