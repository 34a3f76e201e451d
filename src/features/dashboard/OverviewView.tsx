import { Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { HistoryCharts } from './history/HistoryCharts';
import type { HistoryRangeId } from './history/monitor-history';
import { LiveStats } from './LiveStats';
import { OverviewNodes } from './OverviewNodes';

const route = getRouteApi('/_auth/dashboard/overview');

/**
 * The cluster at a glance: live levels, message rates, totals, history, nodes and active alarms.
 * Each part holds its own queries, so a poll re-renders only the part it feeds: the live numbers
 * every two seconds, the charts once a minute. A part that cannot draw the broker's answer fails
 * alone: each card and each chart holds its own boundary, the nodes table sits in one.
 */
export function OverviewView() {
  const { range } = route.useSearch();
  const navigate = useNavigate({ from: '/dashboard/overview' });
  const onRangeChange = useCallback((next: HistoryRangeId) => void navigate({ search: { range: next }, replace: true }), [navigate]);

  return (
    <Stack gap="6">
      <PageHeader title={<Trans>Overview</Trans>} />
      <LiveStats />
      <HistoryCharts range={range} onRangeChange={onRangeChange} />
      <WidgetBoundary>
        <OverviewNodes />
      </WidgetBoundary>
    </Stack>
  );
}
