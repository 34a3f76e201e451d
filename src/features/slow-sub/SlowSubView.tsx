import { Alert, Button, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { RotateCw, Settings } from 'lucide-react';
import { useState } from 'react';
import { pollEvery, spreadInterval } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import type { ListQuery } from '../../components/search-params';
import { TruncatedText } from '../../components/TruncatedText';
import { useSearchState } from '../../components/use-search-state';
import { deleteSlowSubscriptions, useGetSlowSubscriptions, useGetSlowSubscriptionsSettings } from '../../generated/endpoints/slow-subscriptions/slow-subscriptions';
import { formatNumber, NO_VALUE } from '../../i18n/format';
import { valueLabel } from '../../i18n/labels/labels';
import { ClientLink } from '../connections/ClientLink';
import { pageOf, rankRecords, SLOW_SUBS_FETCH, type RankedRecord } from './slow-sub-records';
import { sortRows, type SortState } from '../../components/table-sort';
import { RelativeTime } from '../../components/RelativeTime';
import { DangerButton } from '../../components/DangerButton';

const SLOW_SUBS_POLL_MS = 10_000;

type SlowSubSearch = Pick<ListQuery, 'page' | 'limit'>;

interface SlowSubViewProps {
  search?: SlowSubSearch;
  onSearch?: (patch: Partial<SlowSubSearch>) => void;
}

/**
 * The slowest subscriptions the broker recorded (its top-k per node), slowest first: who, which topic,
 * how long the delivery took, where and when. Nothing is recorded while the statistics are off.
 */
export function SlowSubView({ search, onSearch }: SlowSubViewProps) {
  const { t, i18n } = useLingui();
  const [{ page, limit }, setSearch] = useSearchState(search, onSearch, { page: 1, limit: 20 });
  const settings = useGetSlowSubscriptionsSettings();
  const enabled = settings.data?.enable === true;
  const records = useGetSlowSubscriptions(SLOW_SUBS_FETCH, {
    query: { enabled, refetchInterval: pollEvery(spreadInterval('slow-subscriptions', SLOW_SUBS_POLL_MS)) },
    request: { background: true },
  });
  const staleSince = useStaleSince(records);
  const [clearing, setClearing] = useState(false);
  const [busy, setBusy] = useState(false);
  const all = records.data?.data;
  const [sort, setSort] = useState<SortState>();

  async function clear() {
    setBusy(true);
    const ok = await succeeded(deleteSlowSubscriptions());
    setBusy(false);
    setClearing(false);
    if (!ok) return;
    toaster.create({ type: 'success', title: t`Slow subscription records cleared` });
    if (page !== 1) setSearch({ page: 1 });
    await records.refetch();
  }

  const columns: Column<RankedRecord>[] = [
    { id: 'rank', header: t`Rank`, numeric: true, cell: (r) => formatNumber(r.rank, i18n.locale) },
    { id: 'clientid', header: t`Client ID`, cell: (r) => <ClientLink clientId={r.clientid} /> },
    { id: 'topic', header: t`Topic`, cell: (r) => (r.topic ? <TruncatedText value={r.topic} copyLabel={t`Copy topic`} maxW="18rem" /> : NO_VALUE) },
    { id: 'timespan', header: t`Latency`, numeric: true, sortValue: (r) => r.timespan, cell: (r) => (r.timespan === undefined ? NO_VALUE : `${formatNumber(r.timespan, i18n.locale)} ms`) },
    { id: 'node', header: t`Node`, cell: (r) => r.node ?? NO_VALUE },
    { id: 'updated', header: t`Last update`, sortValue: (r) => r.last_update_time, cell: (r) => <RelativeTime value={r.last_update_time} /> },
  ];

  // Every record is here: the sort orders them all, then the page is cut.
  const ordered = all ? sortRows(rankRecords(all), columns, sort, i18n.locale) : undefined;
  const shown = ordered ? pageOf(ordered, page, limit) : undefined;
  const s = settings.data;
  const threshold = s?.threshold ?? NO_VALUE;
  const measured = valueLabel(i18n, s?.stats_type ?? 'whole', 'stats_type');
  const topK = s?.top_k_num ?? NO_VALUE;
  const expiry = s?.expire_interval ?? NO_VALUE;
  return (
    <>
      <PageHeader title={<Trans>Slow subscriptions</Trans>}>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/slow-sub/config">
            <Settings />
            <Trans>Settings</Trans>
          </RouterLink>
        </Button>
        <Button size="sm" variant="outline" loading={settings.isFetching || records.isFetching} loadingText={<Trans>Refresh</Trans>} onClick={() => void Promise.all([settings.refetch(), enabled ? records.refetch() : undefined])}>
          <RotateCw />
          <Trans>Refresh</Trans>
        </Button>
        <DangerButton disabled={!all?.length} onClick={() => setClearing(true)}>
          <Trans>Clear</Trans>
        </DangerButton>
      </PageHeader>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <Text role="alert" color="fg.muted">
          <Trans>The slow subscription settings could not be read.</Trans>
        </Text>
      ) : !enabled ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>Slow subscription statistics have not been enabled, please enable it first!</Trans>{' '}
            <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
              <RouterLink to="/slow-sub/config">
                <Trans>Enable them in the settings</Trans>
              </RouterLink>
            </Link>
          </Alert.Description>
        </Alert.Root>
      ) : (
        <>
          <Text color="fg.muted" mb="4" fontSize="sm">
            <Trans>
              Deliveries slower than {threshold} are recorded (latency: {measured}): the {topK} slowest subscriptions on each node, each kept for {expiry} after its last slow delivery.
            </Trans>
          </Text>
          <DataTable
            label={t`Slow subscriptions`}
            columns={columns}
            rows={shown?.rows}
            rowKey={(r) => `${r.node}|${r.clientid}|${r.topic}`}
            sorting={{ sort, onSort: setSort }}
            {...queryState(records)}
            staleSince={staleSince}
            empty={<Trans>No slow subscription recorded: every delivery was faster than the threshold.</Trans>}
          />
          <Pagination page={shown?.page ?? page} limit={limit} count={all?.length} hasNext={false} onChange={(next) => setSearch(next)} />
        </>
      )}
      <ConfirmDialog
        open={clearing}
        destructive
        busy={busy}
        title={<Trans>Clear the slow subscription records?</Trans>}
        confirmLabel={<Trans>Clear</Trans>}
        onConfirm={() => void clear()}
        onCancel={() => setClearing(false)}
      >
        <Trans>The records are deleted on every node, and recording starts again.</Trans>
      </ConfirmDialog>
    </>
  );
}
