import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { forgetDeleted } from '../../../api/forget-deleted';
import { succeeded } from '../../../api/succeeded';
import { toaster } from '../../../app/toaster';
import { RowAction } from '../../../components/RowAction';
import { ColumnChooser } from '../../../components/ColumnChooser';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type Column } from '../../../components/DataTable';
import { CreateRuleButton } from '../CreateRuleButton';
import { PageHeader } from '../../../components/PageHeader';
import { Pagination } from '../../../components/Pagination';
import { TruncatedText } from '../../../components/TruncatedText';
import { useStoredColumns } from '../../../components/use-stored-columns';
import { WriteAction } from '../../../components/WriteAction';
import { getGetRulesByIdQueryKey, getGetRulesQueryKey, getRulesById, useDeleteRulesById, useGetRules, usePutRulesById } from '../../../generated/endpoints/rules/rules';
import type { RuleEngineRuleInfo } from '../../../generated/model';
import { NO_VALUE } from '../../../i18n/format';
import { RuleFilters } from './RuleFilters';
import { useDataIntegrationMetrics } from '../../bridges/model/use-data-integration';
import { RuleMetricCell, RuleOutputsCell, RuleSourcesCell, type RuleMetricOrigin } from './RuleCells';
import { withEnable } from './rule-body';
import { toRulesParams } from './rules-search';
import { useCopyRule } from './use-copy-rule';
import { ToggleSwitch } from '../../../components/ToggleSwitch';
import { hasActiveFilters } from '../../../components/FilterForm';
import { ClearFiltersButton } from '../../../components/EmptyState';
import { RelativeTime } from '../../../components/RelativeTime';

const route = getRouteApi('/_auth/rules/');

/** Columns the user may hide; the id (the link) and the row's actions always show. */
const OPTIONAL_COLUMNS = ['description', 'from', 'outputs', 'enable', 'matched', 'passed', 'failed', 'noResult', 'rate', 'created_at'];
/** Shown until the user chooses: the creation time waits in the chooser, so the counters fit beside the rest. */
const DEFAULT_COLUMNS = OPTIONAL_COLUMNS.filter((id) => id !== 'created_at');

/** The rules: what each reads and where its results go, enabled or not, with their counters. */
export function RulesView() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/rules/' });
  const queryClient = useQueryClient();
  // A page at a time, filtered by the broker; the counters of every rule come in one polled request.
  const rules = useGetRules(toRulesParams(search), { query: { placeholderData: (previous) => previous } });
  const counters = useDataIntegrationMetrics(rules.data !== undefined);
  const originOf = (r: RuleEngineRuleInfo): RuleMetricOrigin => (counters.unavailable ? { own: true } : { own: false, point: counters.snapshot?.rules.get(r.id) });
  const update = usePutRulesById();
  const remove = useDeleteRulesById();
  const copy = useCopyRule();
  const [deleting, setDeleting] = useState<string>();
  const [visible, setVisible] = useStoredColumns('rules', DEFAULT_COLUMNS);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetRulesQueryKey().slice(0, 1) });

  const rows = rules.data?.data;
  const { page, limit, ...filters } = search;

  // The switches stay disabled until the list is read again, so a second click never acts on the state before the first.
  async function toggle(rule: RuleEngineRuleInfo, enable: boolean) {
    // The broker replaces the whole rule: send it as it is now, not as the list read it, so
    // another operator's change since is not undone.
    const fresh = await getRulesById(rule.id).catch(() => undefined);
    if (!fresh || !(await succeeded(update.mutateAsync({ id: rule.id, data: withEnable(fresh, enable) })))) return;
    const id = rule.id;
    toaster.create({ type: 'success', title: enable ? t`Rule ${id} enabled` : t`Rule ${id} disabled` });
    await refresh();
  }

  async function duplicate(rule: RuleEngineRuleInfo) {
    const copied = await copy.mutateAsync(rule).catch(() => undefined);
    if (copied === undefined) return;
    toaster.create({ type: 'success', title: t`Rule copied as ${copied}`, description: t`The copy is disabled until you enable it.` });
    await refresh();
  }

  async function confirmDelete(id: string) {
    const ok = await succeeded(remove.mutateAsync({ id }));
    setDeleting(undefined);
    if (!ok) return;
    toaster.create({ type: 'success', title: t`Rule ${id} deleted` });
    // The last row of a later page gone: show the page before instead of an empty one.
    if (rows?.length === 1 && page > 1) void navigate({ search: (prev) => ({ ...prev, page: page - 1 }) });
    await forgetDeleted(queryClient, { path: getGetRulesByIdQueryKey(id)[0], lists: [{ queryKey: getGetRulesQueryKey().slice(0, 1), is: (rule: RuleEngineRuleInfo) => rule.id === id }] });
    await refresh();
  }

  const columns: Column<RuleEngineRuleInfo>[] = [
    {
      id: 'id',
      header: t`Rule ID`,
      sortValue: (r) => r.id,
      cell: (r) => (
        <TruncatedText value={r.id} copyLabel={t`Copy rule ID`} maxW="12rem">
          <ChakraLink asChild color="fg.link">
            <Link to="/rules/detail/$id" params={{ id: r.id }}>
              {r.id}
            </Link>
          </ChakraLink>
        </TruncatedText>
      ),
    },
    {
      id: 'description',
      header: t`Description`,
      priority: 'low',
      sortValue: (r) => r.description,
      cell: (r) => (r.description ? <TruncatedText value={r.description} copyLabel={t`Copy description`} maxW="10rem" /> : <Text color="fg.muted">{NO_VALUE}</Text>),
    },
    { id: 'from', header: t`SQL source`, cell: (r) => <RuleSourcesCell rule={r} /> },
    { id: 'outputs', header: t`Outputs`, cell: (r) => <RuleOutputsCell rule={r} /> },
    {
      id: 'enable',
      header: t`Enabled`,
      cell: (r) => {
        const id = r.id;
        return (
          <WriteAction>
            <ToggleSwitch label={t`Enable rule ${id}`} hideLabel checked={r.enable !== false} disabled={update.isPending || rules.isFetching} onChange={(checked) => void toggle(r, checked)} />
          </WriteAction>
        );
      },
    },
    { id: 'matched', header: t`Matched`, numeric: true, cell: (r) => <RuleMetricCell id={r.id} metric="matched" origin={originOf(r)} /> },
    { id: 'passed', header: t`Passed`, numeric: true, cell: (r) => <RuleMetricCell id={r.id} metric="passed" origin={originOf(r)} /> },
    { id: 'failed', header: t`Failed`, numeric: true, cell: (r) => <RuleMetricCell id={r.id} metric="failed" origin={originOf(r)} /> },
    { id: 'noResult', header: t`No result`, numeric: true, priority: 'low', cell: (r) => <RuleMetricCell id={r.id} metric="noResult" origin={originOf(r)} /> },
    { id: 'rate', header: t`Rate (per second)`, numeric: true, cell: (r) => <RuleMetricCell id={r.id} metric="rate" origin={originOf(r)} /> },
    { id: 'created_at', header: t`Created at`, priority: 'medium', sortValue: (r) => r.created_at, cell: (r) => <RelativeTime value={r.created_at} /> },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (r) => {
        const id = r.id;
        return (
          <HStack gap="1">
            <RowAction label={t`Copy rule ${id}`} disabled={copy.isPending} onClick={() => void duplicate(r)}>
              <Copy />
            </RowAction>
            <RowAction label={t`Delete rule ${id}`} danger onClick={() => setDeleting(id)}>
              <Trash2 />
            </RowAction>
          </HStack>
        );
      },
    },
  ];
  const optional = columns.filter((column) => OPTIONAL_COLUMNS.includes(column.id));
  const shown = columns.filter((column) => !OPTIONAL_COLUMNS.includes(column.id) || visible.includes(column.id));

  return (
    <>
      <PageHeader title={<Trans>Rules</Trans>}>
        <ColumnChooser columns={optional} visible={visible} onChange={setVisible} />
        <CreateRuleButton />
      </PageHeader>
      <RuleFilters key={JSON.stringify(filters)} value={filters} onApply={(next) => void navigate({ search: { ...next, page: 1, limit } })} />
      <DataTable
        label={t`Rules`}
        columns={shown}
        rows={rows}
        rowKey={(r) => r.id}
        paged
        loading={rules.isFetching && !rows}
        error={rules.isError}
        onRetry={() => void rules.refetch()}
        empty={hasActiveFilters(filters) ? <Trans>No rule matches these filters</Trans> : <Trans>No rule yet: a rule picks messages and events with SQL and sends them to actions.</Trans>}
        emptyAction={
          hasActiveFilters(filters) ? (
            <ClearFiltersButton onClear={() => void navigate({ search: { page: 1, limit } })} />
          ) : (
            <CreateRuleButton secondary />
          )
        }
      />
      <Pagination
        page={page}
        limit={limit}
        count={rules.data?.meta?.count}
        hasNext={rules.data?.meta?.hasnext ?? false}
        onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        destructive
        busy={remove.isPending}
        title={<Trans>Delete rule {deleting}?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => deleting !== undefined && void confirmDelete(deleting)}
        onCancel={() => setDeleting(undefined)}
      >
        <Trans>Messages and events stop going through it; its outputs and statistics are removed with it.</Trans>
      </ConfirmDialog>
    </>
  );
}
