import { Code, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { RowAction } from '../../../components/RowAction';
import { ColumnChooser } from '../../../components/ColumnChooser';
import { DataTable, type Column } from '../../../components/DataTable';
import { Pagination } from '../../../components/Pagination';
import { TruncatedText } from '../../../components/TruncatedText';
import { useStoredColumns } from '../../../components/use-stored-columns';
import { WriteAction } from '../../../components/WriteAction';
import { getGetActionsQueryKey } from '../../../generated/endpoints/actions/actions';
import type { RuleEngineRuleInfo } from '../../../generated/model';
import { NO_VALUE } from '../../../i18n/format';
import { pageOf } from '../../schema-registry/schema-list-search';
import { DeleteBridgeDialog } from '../detail/DeleteBridgeDialog';
import { parseResourceId, type Bridge } from '../model/bridge';
import { BRIDGE_LIST_POLL_MS, BRIDGES_POLL_MS, useBridges, useRulesUsing } from '../model/queries';
import { rulesUsing } from '../model/rules-using';
import { useDataIntegrationMetrics } from '../model/use-data-integration';
import { ResourceStatus } from '../shared/ResourceStatus';
import { DIRECTION_LABELS } from '../shared/status-labels';
import { useBridgeEnable } from '../shared/use-bridge-enable';
import { BridgeMetricCell, BridgeRulesCell, type MetricOrigin } from './BridgeCells';
import { BridgeFilters } from './BridgeFilters';
import { filterBridges, hasFilters, type BridgeListSearch } from './bridges-search';
import { typeLabel } from '../../../i18n/labels/type-labels';
import { ToggleSwitch } from '../../../components/ToggleSwitch';
import { ClearFiltersButton } from '../../../components/EmptyState';
import { RelativeTime } from '../../../components/RelativeTime';
import { sortRows, type SortState } from '../../../components/table-sort';
import { ActionLink } from '../../../components/ActionLink';

/** Columns the user may hide; the name (the link) and the row's actions always show. */
const OPTIONAL_COLUMNS = ['type', 'direction', 'connector', 'status', 'enable', 'rules', 'matched', 'success', 'failed', 'rate', 'created_at', 'description'];

interface BridgeListPanelProps {
  search: BridgeListSearch;
  onSearch: (search: BridgeListSearch) => void;
}

/**
 * The data bridges (actions and sources) with their connector, status, rules and counters, a page at
 * a time. The counters of every action come in one polled request; only the rows on the page ask
 * for their own (sources, or all of them on a broker without that request), and only the rules
 * using the page's bridges are read.
 */
export function BridgeListPanel({ search, onSearch }: BridgeListPanelProps) {
  const { t, i18n } = useLingui();
  // The counters wait for the list (see useDataIntegrationMetrics), which is read below: its poll
  // depends on them. The render its answer causes sees it in the cache.
  const listed = useQueryClient().getQueryData(getGetActionsQueryKey()) !== undefined;
  const counters = useDataIntegrationMetrics(listed);
  const { bridges, isError, refetch } = useBridges(counters.unavailable ? BRIDGES_POLL_MS : BRIDGE_LIST_POLL_MS);
  const enable = useBridgeEnable();
  const [deleting, setDeleting] = useState<Bridge>();
  const [visible, setVisible] = useStoredColumns('bridges', OPTIONAL_COLUMNS);

  const { page: asked, limit, ...filters } = search;
  // Every bridge is here: a sort orders all of them, then the page is cut.
  const [sort, setSort] = useState<SortState>();
  const sortValues = {
    name: (b: Bridge) => b.name,
    type: (b: Bridge) => typeLabel(i18n, b.type),
    direction: (b: Bridge) => b.direction,
    status: (b: Bridge) => b.status,
    created_at: (b: Bridge) => b.createdAt,
  };
  const sortable = Object.entries(sortValues).map(([id, sortValue]) => ({ id, header: id, sortValue }));
  const matching = bridges ? sortRows(filterBridges(bridges, filters), sortable, sort, i18n.locale) : undefined;
  // A page past the end (rows deleted, a filter narrowed) shows the last one.
  const page = Math.max(1, Math.min(asked, Math.ceil((matching?.length ?? 0) / limit)));
  const rows = matching && pageOf(matching, { page, limit });
  const rules = useRulesUsing(rows);
  // The bridges are new objects on every render (read from two queries): rows are told apart by kind and id.
  const usersOf = (b: Pick<Bridge, 'id' | 'kind'>): RuleEngineRuleInfo[] | undefined => (rules.data ? rulesUsing(b, rules.data) : undefined);
  const originOf = (b: Bridge): MetricOrigin =>
    b.kind === 'source' || counters.unavailable ? { own: true } : { own: false, point: counters.snapshot?.actions.get(b.id) };
  const types = [...new Set((bridges ?? []).map((b) => b.type))];

  const columns: Column<Bridge>[] = [
    {
      id: 'name',
      header: t`Name`,
      sortValue: sortValues.name,
      cell: (b) => (
        <TruncatedText value={b.name} copyLabel={t`Copy bridge name`} maxW="14rem">
          <ChakraLink asChild color="fg.link">
            <Link to="/bridge/detail/$id" params={{ id: b.id }} search={b.kind === 'source' ? { kind: 'source' } : {}}>
              {b.name}
            </Link>
          </ChakraLink>
        </TruncatedText>
      ),
    },
    { id: 'type', header: t`Type`, sortValue: sortValues.type, cell: (b) => <Text whiteSpace="nowrap">{typeLabel(i18n, b.type)}</Text> },
    { id: 'direction', header: t`Direction`, priority: 'medium', sortValue: sortValues.direction, cell: (b) => i18n._(DIRECTION_LABELS[b.direction]) },
    {
      id: 'connector',
      header: t`Connector`,
      cell: (b) => (
        <Code size="sm" variant="plain" whiteSpace="nowrap">
          {parseResourceId(b.connectorId)?.name ?? b.connectorId}
        </Code>
      ),
    },
    { id: 'status', header: t`Status`, sortValue: sortValues.status, cell: (b) => <ResourceStatus status={b.status} enable={b.enable} nodeStatus={b.nodeStatus} reason={b.statusReason} /> },
    {
      id: 'enable',
      header: t`Enabled`,
      cell: (b) => {
        const id = b.id;
        return (
          <WriteAction>
            <ToggleSwitch label={t`Enable bridge ${id}`} hideLabel checked={b.enable} disabled={enable.isPending} onChange={(checked) => void enable.toggle(b, checked)} />
          </WriteAction>
        );
      },
    },
    { id: 'rules', header: t`Rules`, cell: (b) => <BridgeRulesCell rules={usersOf(b)} /> },
    { id: 'matched', header: t`Matched`, numeric: true, cell: (b) => <BridgeMetricCell bridge={b} metric="matched" origin={originOf(b)} /> },
    { id: 'success', header: t`Success`, numeric: true, cell: (b) => <BridgeMetricCell bridge={b} metric="success" origin={originOf(b)} /> },
    { id: 'failed', header: t`Failed`, numeric: true, cell: (b) => <BridgeMetricCell bridge={b} metric="failed" origin={originOf(b)} /> },
    { id: 'rate', header: t`Rate (per second)`, numeric: true, cell: (b) => <BridgeMetricCell bridge={b} metric="rate" origin={originOf(b)} /> },
    { id: 'created_at', header: t`Created at`, priority: 'low', sortValue: sortValues.created_at, cell: (b) => <RelativeTime value={b.createdAt} /> },
    {
      id: 'description',
      header: t`Description`,
      cell: (b) => (b.description ? <TruncatedText value={b.description} copyLabel={t`Copy description`} maxW="10rem" /> : <Text color="fg.muted">{NO_VALUE}</Text>),
    },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (b) => {
        const id = b.id;
        return (
          <RowAction label={t`Delete bridge ${id}`} danger onClick={() => setDeleting(b)}>
            <Trash2 />
          </RowAction>
        );
      },
    },
  ];
  const optional = columns.filter((column) => OPTIONAL_COLUMNS.includes(column.id));
  const shown = columns.filter((column) => !OPTIONAL_COLUMNS.includes(column.id) || visible.includes(column.id));

  const createLink = (secondary?: boolean) => (
    <ActionLink secondary={secondary}>
      <Link to="/bridge/create">
        <Plus />
        <Trans>Create</Trans>
      </Link>
    </ActionLink>
  );

  return (
    <Stack gap="0">
      <HStack justify="flex-end" gap="2" mb="3">
        <ColumnChooser columns={optional} visible={visible} onChange={setVisible} />
        {createLink()}
      </HStack>
      <BridgeFilters key={JSON.stringify(filters)} value={filters} types={types} onApply={(next) => onSearch({ ...next, page: 1, limit })} />
      <DataTable
        label={t`Data bridges`}
        columns={shown}
        rows={rows}
        rowKey={(b) => `${b.kind}:${b.id}`}
        sorting={{ sort, onSort: setSort }}
        loading={!rows && !isError}
        error={isError}
        onRetry={() => void refetch()}
        empty={hasFilters(filters) ? <Trans>No bridge matches these filters</Trans> : <Trans>No data bridge yet</Trans>}
        emptyAction={hasFilters(filters) ? <ClearFiltersButton onClear={() => onSearch({ page: 1, limit })} /> : createLink(true)}
      />
      <Pagination page={page} limit={limit} count={matching?.length} hasNext={false} onChange={(next) => onSearch({ ...search, ...next })} />
      <DeleteBridgeDialog bridge={deleting} rules={deleting ? usersOf(deleting) : []} onCancel={() => setDeleting(undefined)} onDeleted={() => setDeleting(undefined)} />
    </Stack>
  );
}
