import { Alert, Badge, Button, Code, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError, readErrorBody } from '../../api/api-error';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import type { AuditAudit } from '../../generated/model';
import { useGetNodes } from '../../generated/endpoints/nodes/nodes';
import { formatDateTime } from '../../i18n/format';
import { RelativeTime } from '../../components/RelativeTime';
import { goneTargets } from './audit-target';
import { AuditTargetName } from './AuditTargetName';
import { argsText, createdAtMs, entryKey, present } from './audit-entry';
import { AuditEntryDialog } from './AuditEntryDialog';
import { AuditFilters } from './AuditFilters';
import { useAuditPage } from './audit-queries';
import { toAuditParams } from './audit-search';
import { AuditResult } from './AuditResult';
import { throughLabel } from './through';
import { hasActiveFilters } from '../../components/FilterForm';
import { ClearFiltersButton } from '../../components/EmptyState';

const route = getRouteApi('/_auth/audit');

interface Row {
  entry: AuditAudit;
  key: string;
  /** A newer entry on the page deleted the object: no link to it. */
  gone: boolean;
}

/** Who changed what, when, from where, and how it ended: filtered and paged by the broker, newest first. */
export function AuditLogView() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const audit = useAuditPage(toAuditParams(search));
  const nodes = useGetNodes();
  const [open, setOpen] = useState<Row>();
  const { page, limit, ...filters } = search;
  const entries = audit.data?.data;
  const gone = entries ? goneTargets(entries) : undefined;
  const rows: Row[] | undefined = entries?.map((entry, index) => ({ entry, key: entryKey(entry, index), gone: gone?.has(index) ?? false }));
  const refused = isApiError(audit.error) && audit.error.status === 400 ? (readErrorBody(audit.error.body)?.message ?? audit.error.message) : undefined;
  const disabled = refused !== undefined && /disabled/i.test(refused);

  const columns: Column<Row>[] = [
    { id: 'time', header: t`Time`, cell: ({ entry }) => <RelativeTime value={createdAtMs(entry.created_at) ?? entry.created_at} /> },
    { id: 'user', header: t`User`, cell: ({ entry }) => present(entry.source) ?? '–' },
    { id: 'ip', header: t`Source IP`, priority: 'medium', cell: ({ entry }) => present(entry.source_ip) ?? '–' },
    { id: 'node', header: t`Node`, priority: 'low', cell: ({ entry }) => <Text fontSize="sm">{entry.node}</Text> },
    {
      id: 'method',
      header: t`Method`,
      cell: ({ entry }) => {
        const method = present(entry.http_method);
        return <Badge variant="outline">{method ? method.toUpperCase() : throughLabel(entry.from, (m) => i18n._(m))}</Badge>;
      },
    },
    { id: 'target', header: t`Changed`, cell: ({ entry, gone }) => <AuditTargetName entry={entry} gone={gone} /> },
    {
      id: 'operation',
      header: t`Operation`,
      priority: 'low',
      cell: ({ entry }) => (
        <Code fontSize="xs" overflowWrap="anywhere">
          {present(entry.operation_id) ?? argsText(entry.args) ?? present(entry.operation_type) ?? '–'}
        </Code>
      ),
    },
    { id: 'result', header: t`Result`, cell: ({ entry }) => <AuditResult entry={entry} /> },
    {
      id: 'details',
      header: <Trans>Details</Trans>,
      cell: (row) => {
        const { entry } = row;
        const at = createdAtMs(entry.created_at);
        const what = `${present(entry.http_method)?.toUpperCase() ?? entry.from ?? ''} ${present(entry.operation_id) ?? ''}`.trim();
        const when = at === undefined ? '' : formatDateTime(at, i18n.locale);
        return (
          <Button size="xs" variant="outline" aria-label={t`View ${what} at ${when}`} onClick={() => setOpen(row)}>
            <Trans>View</Trans>
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title={<Trans>Audit log</Trans>} />
      <Text color="fg.muted" mb="4" fontSize="sm">
        <Trans>Every change made through the dashboard, the REST API and the command line, newest first. Passwords and secrets are masked by the broker.</Trans>
      </Text>
      {disabled ? (
        <Alert.Root status="info" mb="4" maxW="3xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The audit log is turned off on this broker</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>
                Turn on the audit log handler in{' '}
                <ChakraLink asChild color="fg.link">
                  <Link to="/log">Log settings</Link>
                </ChakraLink>{' '}
                to record changes from then on.
              </Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <AuditFilters
        key={JSON.stringify(filters)}
        value={filters}
        nodes={nodes.data?.map((n) => n.node ?? '').filter(Boolean) ?? []}
        onApply={(next) => void navigate({ search: { ...next, page: 1, limit } })}
      />
      {refused !== undefined && !disabled ? (
        <Text role="alert" color="fg.error" fontSize="sm" mb="3">
          <Trans>The broker refused these filters: {refused}</Trans>
        </Text>
      ) : null}
      <DataTable
        label={t`Audit log`}
        columns={columns}
        rows={refused === undefined ? rows : []}
        rowKey={(r) => r.key}
        loading={audit.isFetching && !rows}
        error={audit.isError && refused === undefined}
        onRetry={() => void audit.refetch()}
        empty={disabled ? <Trans>Nothing recorded.</Trans> : <Trans>No entry matches these filters.</Trans>}
        emptyAction={!disabled && hasActiveFilters(filters) ? <ClearFiltersButton onClear={() => void navigate({ search: { page: 1, limit } })} /> : undefined}
      />
      <Pagination
        page={page}
        limit={limit}
        count={audit.data?.meta?.count}
        hasNext={audit.data?.meta?.hasnext ?? false}
        onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      />
      <AuditEntryDialog entry={open?.entry} gone={open?.gone ?? false} onClose={() => setOpen(undefined)} />
    </>
  );
}
