import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { DataTable, queryState } from '../../components/DataTable';
import { FilterForm } from '../../components/FilterForm';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { TruncatedText } from '../../components/TruncatedText';
import { useGetNodes } from '../../generated/endpoints/nodes/nodes';
import { useGetTopics } from '../../generated/endpoints/topics/topics';
import { toTopicsParams } from './subscriptions-search';
import { hasActiveFilters } from '../../components/FilterForm';
import { ClearFiltersButton } from '../../components/EmptyState';

const route = getRouteApi('/_auth/subscriptions/topics');

/** The cluster's routing table: which topics have subscribers, on which node. */
export function TopicsView() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/subscriptions/topics' });
  const topics = useGetTopics(toTopicsParams(search), { query: { placeholderData: (previous) => previous } });
  const nodes = useGetNodes();
  const { page, limit, ...filters } = search;
  return (
    <>
      <PageHeader title={<Trans>Topics</Trans>} />
      <FilterForm
        key={JSON.stringify(filters)}
        label={t`Filter topics`}
        value={filters}
        onApply={(next) => void navigate({ search: { ...next, page: 1, limit } })}
        fields={[
          { name: 'topic', label: t`Topic`, kind: 'text' },
          { name: 'node', label: t`Node`, kind: 'select', options: (nodes.data ?? []).map((n) => [n.node ?? '', n.node ?? '']) },
        ]}
      />
      <DataTable
        label={t`Topics`}
        columns={[
          { id: 'topic', header: t`Topic`, cell: (row) => <TruncatedText value={row.topic} copyLabel={t`Copy topic`} /> },
          { id: 'node', header: t`Node`, cell: (row) => row.node },
          { id: 'session', header: t`Session`, cell: (row) => row.session ?? '–' },
        ]}
        rows={topics.data?.data}
        rowKey={(row) => `${row.node}|${row.topic}|${row.session ?? ''}`}
        {...queryState(topics)}
        empty={hasActiveFilters(filters) ? <Trans>No topic matches these filters</Trans> : <Trans>No topic is subscribed to.</Trans>}
        emptyAction={hasActiveFilters(filters) ? <ClearFiltersButton onClear={() => void navigate({ search: { page: 1, limit } })} /> : undefined}
      />
      <Pagination
        page={page}
        limit={limit}
        count={topics.data?.meta?.count}
        hasNext={topics.data?.meta?.hasnext ?? false}
        onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      />
    </>
  );
}
