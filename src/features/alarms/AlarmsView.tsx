import { Box, Button, Code } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { TruncatedText } from '../../components/TruncatedText';
import { getGetAlarmsQueryKey, useDeleteAlarms, useGetAlarms } from '../../generated/endpoints/alarms/alarms';
import type { EmqxMgmtApiAlarmsAlarm } from '../../generated/model';
import { formatDateTime, formatDuration } from '../../i18n/format';
import { WriteAction } from '../../components/WriteAction';

const ALARMS_REFRESH_MS = 30_000;

/** Current alarms (activated) or the history of deactivated ones, which can be cleared. */
export function AlarmsView({ activated }: { activated: boolean }) {
  const { t, i18n } = useLingui();
  const path = activated ? '/alarm/current-alarm' : '/alarm/history-alarm';
  const { page, limit } = useSearch({ from: activated ? '/_auth/alarm/current-alarm' : '/_auth/alarm/history-alarm' });
  const navigate = useNavigate({ from: path });
  const queryClient = useQueryClient();
  const alarms = useGetAlarms({ activated, page, limit }, { query: { refetchInterval: pollEvery(ALARMS_REFRESH_MS), placeholderData: (previous) => previous } });
  const staleSince = useStaleSince(alarms);
  const clear = useDeleteAlarms();
  const [confirming, setConfirming] = useState(false);
  const time = (value: string | undefined) => (!value || value === 'infinity' ? '–' : formatDateTime(value, i18n.locale));

  const columns: Column<EmqxMgmtApiAlarmsAlarm>[] = [
    // Names carry client IDs (conn_congestion/<clientid>/<username>): one line, whole in the tooltip. Messages are prose and wrap.
    { id: 'name', header: t`Alarm`, sortValue: (a) => a.name, cell: (a) => (a.name ? <TruncatedText value={a.name} copyLabel={t`Copy alarm name`} maxW="22rem" /> : '–') },
    { id: 'message', header: t`Message`, cell: (a) => a.message ?? '–' },
    { id: 'node', header: t`Node`, sortValue: (a) => a.node, cell: (a) => a.node ?? '–' },
    { id: 'activated', header: t`Activated at`, sortValue: (a) => a.activate_at, cell: (a) => time(a.activate_at) },
    ...(activated ? [] : [{ id: 'deactivated', header: t`Deactivated at`, cell: (a: EmqxMgmtApiAlarmsAlarm) => time(a.deactivate_at) }]),
    { id: 'duration', header: t`Duration`, sortValue: (a) => a.duration, cell: (a) => (a.duration === undefined ? '–' : formatDuration(a.duration, i18n.locale)) },
    {
      id: 'details',
      header: t`Details`,
      cell: (a) =>
        a.details && Object.keys(a.details).length ? (
          <Box as="details" maxW="md">
            <summary>
              <Trans>Show</Trans>
            </summary>
            {/* Broker data is shown as text, never as markup. */}
            <Code as="pre" display="block" whiteSpace="pre-wrap" p="2" mt="1" fontSize="xs">
              {JSON.stringify(a.details, null, 2)}
            </Code>
          </Box>
        ) : (
          '–'
        ),
    },
  ];

  async function confirmClear() {
    await clear.mutateAsync().then(
      () => toaster.create({ type: 'success', title: t`Alarm history cleared` }),
      () => undefined,
    );
    setConfirming(false);
    await queryClient.invalidateQueries({ queryKey: getGetAlarmsQueryKey().slice(0, 1) });
    if (page !== 1) await navigate({ search: { page: 1, limit } });
  }

  return (
    <>
      <PageHeader title={activated ? <Trans>Current alarms</Trans> : <Trans>Alarm history</Trans>}>
        {activated ? null : (
          <WriteAction>
            <Button size="sm" colorPalette="red" variant="outline" disabled={!alarms.data?.data?.length} onClick={() => setConfirming(true)}>
              <Trash2 />
              <Trans>Clear history</Trans>
            </Button>
          </WriteAction>
        )}
      </PageHeader>
      <DataTable
        label={activated ? t`Current alarms` : t`Alarm history`}
        columns={columns}
        rows={alarms.data?.data}
        rowKey={(a) => `${a.node}|${a.name}|${a.activate_at}`}
        paged
        {...queryState(alarms)}
        staleSince={staleSince}
        empty={activated ? <Trans>No active alarm: all is well.</Trans> : <Trans>No alarm in the history</Trans>}
      />
      <Pagination
        page={page}
        limit={limit}
        count={alarms.data?.meta?.count}
        hasNext={alarms.data?.meta?.hasnext ?? false}
        onChange={(next) => void navigate({ search: next })}
      />
      <ConfirmDialog
        open={confirming}
        destructive
        busy={clear.isPending}
        title={<Trans>Clear the alarm history?</Trans>}
        confirmLabel={<Trans>Clear history</Trans>}
        onConfirm={() => void confirmClear()}
        onCancel={() => setConfirming(false)}
      >
        <Trans>Deactivated alarms are deleted on every node. Current alarms stay.</Trans>
      </ConfirmDialog>
    </>
  );
}
