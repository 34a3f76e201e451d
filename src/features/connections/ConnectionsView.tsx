import { Button } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Download, LogOut } from 'lucide-react';
import { useState } from 'react';
import { ColumnChooser } from '../../components/ColumnChooser';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { downloadText, toCsv } from '../../components/csv';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { useStoredColumns } from '../../components/use-stored-columns';
import { getGetClientsQueryKey, useGetClients, usePostClientsKickoutBulk } from '../../generated/endpoints/clients/clients';
import { useGetNodes } from '../../generated/endpoints/nodes/nodes';
import { toaster } from '../../app/toaster';
import { ConnectionFilters } from './ConnectionFilters';
import { DEFAULT_CONNECTION_COLUMNS, useConnectionColumns } from './connection-columns';
import { toClientsParams } from './connections-search';
import { WriteAction } from '../../components/WriteAction';

const route = getRouteApi('/_auth/connections/');

export function ConnectionsView() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/connections/' });
  const queryClient = useQueryClient();
  const clients = useGetClients(toClientsParams(search), { query: { placeholderData: (previous) => previous } });
  const nodes = useGetNodes();
  const allColumns = useConnectionColumns();
  const [visible, setVisible] = useStoredColumns('connections', DEFAULT_CONNECTION_COLUMNS);
  const columns = allColumns.filter((column) => visible.includes(column.id));
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const kickOut = usePostClientsKickoutBulk();

  const rows = clients.data?.data;
  const { page, limit, ...filters } = search;

  function exportCsv() {
    const header = columns.map((column) => String(column.id));
    downloadText(`connections-page-${page}.csv`, toCsv(header, (rows ?? []).map((row) => columns.map((column) => column.value(row)))));
  }

  async function confirmKickOut() {
    await kickOut.mutateAsync({ data: selected }).then(
      () => {
        toaster.create({ type: 'success', title: t`${plural(selected.length, { one: 'Kicked out # client', other: 'Kicked out # clients' })}` });
        setSelected([]);
      },
      () => undefined,
    );
    setConfirming(false);
    await queryClient.invalidateQueries({ queryKey: getGetClientsQueryKey().slice(0, 1) });
  }

  return (
    <>
      <PageHeader title={<Trans>Connections</Trans>}>
        <WriteAction>
          <Button size="sm" colorPalette="red" variant="outline" disabled={selected.length === 0} onClick={() => setConfirming(true)}>
            <LogOut />
            <Trans>Kick out ({selected.length})</Trans>
          </Button>
        </WriteAction>
        <Button size="sm" variant="outline" disabled={!rows?.length} onClick={exportCsv}>
          <Download />
          <Trans>Export page as CSV</Trans>
        </Button>
        <ColumnChooser columns={allColumns} visible={visible} onChange={setVisible} />
      </PageHeader>
      <ConnectionFilters
        key={JSON.stringify(filters)}
        value={filters}
        nodes={nodes.data ?? []}
        onApply={(next) => {
          setSelected([]);
          void navigate({ search: { ...next, page: 1, limit } });
        }}
      />
      <DataTable
        label={t`Connections`}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.clientid ?? ''}
        loading={clients.isFetching && !rows}
        error={clients.isError}
        onRetry={() => void clients.refetch()}
        empty={<Trans>No connection matches these filters</Trans>}
        selection={{ selected, onChange: setSelected, rowLabel: (c) => t`Select ${c.clientid ?? ''}` }}
      />
      <Pagination
        page={page}
        limit={limit}
        count={clients.data?.meta?.count}
        hasNext={clients.data?.meta?.hasnext ?? false}
        onChange={(next) => {
          setSelected([]);
          void navigate({ search: (prev) => ({ ...prev, ...next }) });
        }}
      />
      <ConfirmDialog
        open={confirming}
        destructive
        busy={kickOut.isPending}
        title={<Plural value={selected.length} one="Kick out # client?" other="Kick out # clients?" />}
        confirmLabel={<Trans>Kick out</Trans>}
        onConfirm={() => void confirmKickOut()}
        onCancel={() => setConfirming(false)}
      >
        <Trans>Their connections are closed now; clients that reconnect come back.</Trans>
      </ConfirmDialog>
    </>
  );
}
