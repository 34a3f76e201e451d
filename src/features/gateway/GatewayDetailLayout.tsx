import { msg } from '@lingui/core/macro';
import { getRouteApi, Outlet } from '@tanstack/react-router';
import { TabLinks } from '../../app/SectionTabs';

const route = getRouteApi('/_auth/gateway/detail/$name');

const GATEWAY_TABS = [
  { part: 'settings', label: msg`Settings` },
  { part: 'listeners', label: msg`Listeners` },
  { part: 'auth', label: msg`Authentication` },
  { part: 'connections', label: msg`Connections` },
];

export function GatewayDetailLayout() {
  const { name } = route.useParams();
  const base = `/gateway/detail/${encodeURIComponent(name)}`;
  return (
    <>
      <TabLinks tabs={GATEWAY_TABS.map((tab) => ({ href: `${base}/${tab.part}`, label: tab.label }))} />
      <Outlet />
    </>
  );
}
