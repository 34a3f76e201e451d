import { Button } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Download, LogOut } from 'lucide-react';
import { useState } from 'react';
import { RowAction } from '../../components/RowAction';
import { ColumnChooser } from '../../components/ColumnChooser';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { downloadText, toCsv } from '../../components/csv';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { useStoredColumns } from '../../components/use-stored-columns';
import { getGetClientsQueryKey, getGetClientsV2QueryKey, usePostClientsKickoutBulk } from '../../generated/endpoints/clients/clients';
import { useGetNodes } from '../../generated/endpoints/nodes/nodes';
import { toaster } from '../../app/toaster';
import { ConnectionFilters } from './ConnectionFilters';
import { DEFAULT_CONNECTION_COLUMNS, useConnectionColumns } from './connection-columns';
import type { ConnectionsSearch } from './connections-search';
import { useClientPages } from './use-client-pages';
import { CursorPagination } from '../../components/CursorPagination';
import { placeOf, stepForward } from '../../components/cursor-trail';
import { WriteAction } from '../../components/WriteAction';
import { hasActiveFilters } from '../../components/FilterForm';
import { ClearFiltersButton } from '../../components/EmptyState';

const route = getRouteApi('/_auth/connections/');

export function ConnectionsView() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/connections/' });
  const queryClient = useQueryClient();
  const nodes = useGetNodes();
  const allColumns = useConnectionColumns();
  const [visible, setVisible] = useStoredColumns('connections', DEFAULT_CONNECTION_COLUMNS);
  const columns = allColumns.filter((column) => visible.includes(column.id));
  const clients = useClientPages(search, columns.flatMap((column) => column.fields));
  const [selected, setSelected] = useState<string[]>([]);
  // The clients a kick-out would close: the selected ones, or one row's.
  const [kicking, setKicking] = useState<string[]>();
  const kickOut = usePostClientsKickoutBulk();

  const rows = clients.rows;
  const { page, limit, cursor, ...filters } = search;
  const trailKey = `connections:${JSON.stringify(filters)}:${limit}`;
  const place = placeOf(trailKey, cursor);
  const go = (next: Partial<ConnectionsSearch>) => {
    setSelected([]);
    void navigate({ search: (prev) => ({ ...prev, cursor: undefined, ...next }) });
  };

  function exportCsv() {
    const header = columns.map((column) => String(column.id));
    const name = clients.mode === 'page' ? `connections-page-${page}.csv` : `connections-page-${place.pageNumber ?? 'later'}.csv`;
    downloadText(name, toCsv(header, (rows ?? []).map((row) => columns.map((column) => column.value(row)))));
  }

  async function confirmKickOut(ids: string[]) {
    await kickOut.mutateAsync({ data: ids }).then(
      () => {
        toaster.create({ type: 'success', title: t`${plural(ids.length, { one: 'Kicked out # client', other: 'Kicked out # clients' })}` });
        setSelected((current) => current.filter((id) => !ids.includes(id)));
      },
      () => undefined,
    );
    setKicking(undefined);
    await Promise.all([getGetClientsQueryKey(), getGetClientsV2QueryKey()].map((key) => queryClient.invalidateQueries({ queryKey: key.slice(0, 1) })));
  }

  return (
    <>
      <PageHeader title={<Trans>Connections</Trans>}>
        <WriteAction>
          <Button size="sm" colorPalette="red" variant="outline" disabled={selected.length === 0} onClick={() => setKicking(selected)}>
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
        columns={[
          ...columns,
          {
            id: 'actions',
            header: t`Actions`,
            cell: (c) => (
              <RowAction label={t`Kick out ${c.clientid ?? ''}`} danger onClick={() => setKicking([c.clientid ?? ''])}>
                <LogOut />
              </RowAction>
            ),
          },
        ]}
        rows={rows}
        rowKey={(c) => c.clientid ?? ''}
        paged
        loading={clients.isFetching && !rows}
        error={clients.isError}
        onRetry={() => void clients.refetch()}
        empty={
          cursor ? <Trans>No more connections: the previous page was the last.</Trans> : hasActiveFilters(filters) ? <Trans>No connection matches these filters</Trans> : <Trans>No client is connected.</Trans>
        }
        emptyAction={!cursor && hasActiveFilters(filters) ? <ClearFiltersButton onClear={() => void navigate({ search: { page: 1, limit } })} /> : undefined}
        selection={{ selected, onChange: setSelected, rowLabel: (c) => t`Select ${c.clientid ?? ''}` }}
      />
      {clients.mode === 'page' ? (
        <Pagination page={page} limit={limit} count={clients.count} hasNext={clients.hasNext} onChange={(next) => go(next)} />
      ) : (
        <CursorPagination
          pageNumber={place.pageNumber}
          limit={limit}
          isFirst={cursor === undefined}
          hasPrevious={place.previous !== undefined}
          hasNext={clients.hasNext}
          onFirst={() => go({})}
          onPrevious={() => go({ cursor: place.previous?.cursor })}
          onNext={() => {
            if (!clients.nextCursor) return;
            stepForward(trailKey, cursor, clients.nextCursor);
            go({ cursor: clients.nextCursor });
          }}
          onLimit={(next) => go({ limit: next, page: 1 })}
        />
      )}
      <ConfirmDialog
        open={kicking !== undefined}
        destructive
        busy={kickOut.isPending}
        title={<Plural value={kicking?.length ?? 0} one="Kick out # client?" other="Kick out # clients?" />}
        confirmLabel={<Trans>Kick out</Trans>}
        onConfirm={() => kicking && void confirmKickOut(kicking)}
        onCancel={() => setKicking(undefined)}
      >
        <Trans>Their connections are closed now; clients that reconnect come back.</Trans>
      </ConfirmDialog>
    </>
  );
}
