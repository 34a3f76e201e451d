import { Tabs } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Loading } from '../../../components/Loading';
import { PageHeader } from '../../../components/PageHeader';
import { ConnectorsPanel } from '../connectors/ConnectorsPanel';
import { BridgeListPanel } from './BridgeListPanel';
import { DATA_BRIDGE_TABS, type DataBridgeTab } from './bridges-search';

const route = getRouteApi('/_auth/bridge/dataBridge');

// The graph library loads only when the topology is opened.
const TopologyPanel = lazy(() => import('../../flow/TopologyPanel'));

const isTab = (value: string): value is DataBridgeTab => (DATA_BRIDGE_TABS as readonly string[]).includes(value);

/** `/bridge/dataBridge`: the bridges, their connectors and the topology, one tab each, the tab in the URL. */
export function DataBridgesView() {
  const { t } = useLingui();
  const { tab = 'bridges', ...search } = route.useSearch();
  const navigate = useNavigate({ from: '/bridge/dataBridge' });
  return (
    <>
      <PageHeader title={<Trans>Data bridges</Trans>} />
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) => {
          if (isTab(value)) void navigate({ search: (prev) => ({ ...prev, tab: value === 'bridges' ? undefined : value }) });
        }}
        lazyMount
        unmountOnExit
        variant="line"
      >
        <Tabs.List aria-label={t`Data bridges`} mb="4">
          <Tabs.Trigger value="bridges">
            <Trans>Bridges</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="connectors">
            <Trans>Connectors</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="topology">
            <Trans>Topology</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="bridges">
          <BridgeListPanel search={search} onSearch={(next) => void navigate({ search: { ...next, tab: undefined } })} />
        </Tabs.Content>
        <Tabs.Content value="connectors">
          <ConnectorsPanel />
        </Tabs.Content>
        <Tabs.Content value="topology">
          <Suspense fallback={<Loading size="sm" />}>
            <TopologyPanel />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
