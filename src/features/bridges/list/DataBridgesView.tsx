import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { TabLinks } from '../../../app/SectionTabs';
import { Loading } from '../../../components/Loading';
import { PageHeader } from '../../../components/PageHeader';
import { ConnectorsPanel } from '../connectors/ConnectorsPanel';
import { BridgeListPanel } from './BridgeListPanel';
import type { DataBridgeTab } from './bridges-search';

const route = getRouteApi('/_auth/bridge/dataBridge');

// The graph library loads only when the topology is opened.
const TopologyPanel = lazy(() => import('../../flow/TopologyPanel'));

const TABS: { tab: DataBridgeTab; label: MessageDescriptor }[] = [
  { tab: 'bridges', label: msg`Bridges` },
  { tab: 'connectors', label: msg`Connectors` },
  { tab: 'topology', label: msg`Topology` },
];

/** `/bridge/dataBridge`: the bridges, their connectors and the topology, one view each, the view in the URL. */
export function DataBridgesView() {
  const { t } = useLingui();
  const { tab = 'bridges', ...search } = route.useSearch();
  const navigate = useNavigate({ from: '/bridge/dataBridge' });
  return (
    <>
      <PageHeader title={<Trans>Data bridges</Trans>} />
      <TabLinks
        label={t`Data bridges`}
        // The bridges view is the page's address without a tab; the others drop the list's filters.
        tabs={TABS.map((entry) => ({ href: '/bridge/dataBridge', label: entry.label, search: entry.tab === 'bridges' ? {} : { tab: entry.tab }, current: entry.tab === tab }))}
      />
      {tab === 'bridges' ? <BridgeListPanel search={search} onSearch={(next) => void navigate({ search: { ...next, tab: undefined } })} /> : null}
      {tab === 'connectors' ? <ConnectorsPanel /> : null}
      {tab === 'topology' ? (
        <Suspense fallback={<Loading size="sm" />}>
          <TopologyPanel />
        </Suspense>
      ) : null}
    </>
  );
}
