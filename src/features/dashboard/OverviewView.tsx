import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useSession } from '../../api/use-session';
import { whenIdle } from '../../api/when-idle';
import { PageHeader } from '../../components/PageHeader';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { isLocale, prefetchMessages } from '../../i18n/i18n';
import { HistoryCharts } from './history/HistoryCharts';
import type { HistoryRangeId } from './history/history-ranges';
import { LiveStats } from './LiveStats';
import { OverviewNodes } from './OverviewNodes';

// Enterprise only, and after the figures an operator opens the overview for.
const LicenseCard = lazy(() => import('../license/summary/LicenseCard').then((m) => ({ default: m.LicenseCard })));

const route = getRouteApi('/_auth/dashboard/overview');

/**
 * The overview draws without the other screens' texts (src/i18n/i18n.ts): they load once its own
 * requests have all been answered, so the next screen opens without waiting for them. Watched on
 * the query cache until then, not through a hook that would render the page again at every poll.
 */
function usePrefetchOtherScreensTexts() {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  useEffect(() => {
    const locale = i18n.locale;
    if (!isLocale(locale)) return;
    let done = false;
    const check = () => {
      if (done || queryClient.isFetching() > 0) return;
      done = true;
      stop();
      void whenIdle().then(() => prefetchMessages(locale, ['screens']));
    };
    const stop = queryClient.getQueryCache().subscribe(check);
    check();
    return () => {
      done = true;
      stop();
    };
  }, [queryClient, i18n.locale]);
}

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
  usePrefetchOtherScreensTexts();
  const enterprise = useSession()?.edition === 'enterprise';

  return (
    <Stack gap="6">
      <PageHeader title={<Trans>Overview</Trans>} />
      <LiveStats />
      <HistoryCharts range={range} onRangeChange={onRangeChange} />
      <WidgetBoundary>
        <OverviewNodes />
      </WidgetBoundary>
      {enterprise ? (
        <WidgetBoundary>
          <Suspense fallback={null}>
            <LicenseCard />
          </Suspense>
        </WidgetBoundary>
      ) : null}
    </Stack>
  );
}
