import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { FilterForm } from '../../components/FilterForm';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { TruncatedText } from '../../components/TruncatedText';
import { useGetNodes } from '../../generated/endpoints/nodes/nodes';
import { useGetSubscriptions } from '../../generated/endpoints/subscriptions/subscriptions';
import type { EmqxMgmtApiSubscriptionsSubscription } from '../../generated/model';
import { ClientLink } from '../connections/ClientLink';
import { toSubscriptionsParams } from './subscriptions-search';
import { hasActiveFilters } from '../../components/FilterForm';
import { ClearFiltersButton } from '../../components/EmptyState';

const route = getRouteApi('/_auth/subscriptions/subscription');

/** A shared subscription's filter reads `$share/<group>/<topic>`: the group is shown on its own. */
export function shareGroupOf(topic: string | undefined): string | undefined {
  return /^\$share\/([^/]+)\//.exec(topic ?? '')?.[1];
}

export function SubscriptionsView() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/subscriptions/subscription' });
  const subscriptions = useGetSubscriptions(toSubscriptionsParams(search), { query: { placeholderData: (previous) => previous } });
  const nodes = useGetNodes();
  const { page, limit, ...filters } = search;
  const yesNo = (flag: number | undefined) => (flag === undefined ? '–' : flag ? t`Yes` : t`No`);

  const columns: Column<EmqxMgmtApiSubscriptionsSubscription>[] = [
    {
      id: 'clientid',
      header: t`Client ID`,
      // A process that subscribed without a client ID is listed with clientid null (emqx_mgmt_api_subscriptions:format/2).
      sortValue: (s) => s.clientid ?? undefined,
      cell: (s) => (s.clientid === null ? '–' : <ClientLink clientId={s.clientid} />),
    },
    { id: 'topic', header: t`Topic`, sortValue: (s) => s.topic, cell: (s) => (s.topic ? <TruncatedText value={s.topic} copyLabel={t`Copy topic`} /> : '–') },
    { id: 'share', header: t`Share group`, cell: (s) => shareGroupOf(s.topic) ?? '–' },
    { id: 'qos', header: t`QoS`, numeric: true, sortValue: (s) => s.qos, cell: (s) => s.qos ?? '–' },
    { id: 'nl', header: t`No local`, cell: (s) => yesNo(s.nl) },
    { id: 'rap', header: t`Retain as published`, cell: (s) => yesNo(s.rap) },
    { id: 'rh', header: t`Retain handling`, numeric: true, cell: (s) => s.rh ?? '–' },
    { id: 'node', header: t`Node`, sortValue: (s) => s.node, cell: (s) => s.node ?? '–' },
  ];

  return (
    <>
      <PageHeader title={<Trans>Subscriptions</Trans>} />
      <FilterForm
        key={JSON.stringify(filters)}
        label={t`Filter subscriptions`}
        value={filters}
        onApply={(next) => void navigate({ search: { ...next, page: 1, limit } })}
        fields={[
          { name: 'clientid', label: t`Client ID`, kind: 'text' },
          { name: 'topic', label: t`Topic`, kind: 'text' },
          { name: 'qos', label: t`QoS`, kind: 'select', options: [['0', '0'], ['1', '1'], ['2', '2']] },
          { name: 'share_group', label: t`Share group`, kind: 'text' },
          { name: 'node', label: t`Node`, kind: 'select', options: (nodes.data ?? []).map((n) => [n.node ?? '', n.node ?? '']) },
          // match_topic keeps the subscriptions whose filter the topic, read as a filter, covers
          // (emqx_mgmt_api_subscriptions:run_fuzzy_filter/2: emqx_topic:match(Subscribed, Given)).
          { name: 'matching', label: t`Read the topic as a filter: list the subscriptions it covers (+ and # allowed)`, kind: 'checkbox' },
        ]}
      />
      <DataTable
        label={t`Subscriptions`}
        columns={columns}
        rows={subscriptions.data?.data}
        rowKey={(s) => `${s.node}|${s.clientid}|${s.topic}`}
        paged
        {...queryState(subscriptions)}
        empty={hasActiveFilters(filters) ? <Trans>No subscription matches these filters</Trans> : <Trans>No client has subscribed.</Trans>}
        emptyAction={hasActiveFilters(filters) ? <ClearFiltersButton onClear={() => void navigate({ search: { page: 1, limit } })} /> : undefined}
      />
      <Pagination
        page={page}
        limit={limit}
        count={subscriptions.data?.meta?.count}
        hasNext={subscriptions.data?.meta?.hasnext ?? false}
        onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      />
    </>
  );
}
