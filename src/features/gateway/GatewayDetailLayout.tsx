import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link as RouterLink, Outlet } from '@tanstack/react-router';
import { TabLinks } from '../../app/SectionTabs';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { useGetGateways } from '../../generated/endpoints/gateways/gateways';
import { valueLabel } from '../../i18n/labels/labels';
import { GatewayEnableSwitch } from './GatewayEnableSwitch';
import { GatewayStatusBadge } from './list/GatewayStatusBadge';
import { gatewayStatus, isGatewayName } from './model/gateways';

const route = getRouteApi('/_auth/gateway/detail/$name');

const GATEWAY_TABS = [
  { part: 'settings', label: msg`Settings` },
  { part: 'listeners', label: msg`Listeners` },
  { part: 'auth', label: msg`Authentication` },
  { part: 'connections', label: msg`Connections` },
];

/** A loaded gateway: its name, status and switch over the tabs; an unloaded one offers its setup. */
export function GatewayDetailLayout() {
  const { i18n } = useLingui();
  const { name } = route.useParams();
  const gateways = useGetGateways();
  const base = `/gateway/detail/${encodeURIComponent(name)}`;
  if (!isGatewayName(name)) {
    return (
      <>
        <PageHeader title={name} titleAside={<Badge colorPalette="red">{i18n._(msg`Not found`)}</Badge>} />
        <Text color="fg.muted">
          <Trans>There is no gateway named {name}.</Trans>
        </Text>
      </>
    );
  }
  const overview = gateways.data?.find((g) => g.name === name);
  const status = gatewayStatus(overview);
  const label = valueLabel(i18n, name);
  return (
    <>
      <PageHeader title={label} titleAside={gateways.data ? <GatewayStatusBadge status={status} nodes={overview?.node_status} /> : undefined}>
        {gateways.data && status !== 'unloaded' ? (
          <GatewayEnableSwitch name={name} enabled={status === 'running'} connections={overview?.current_connections ?? 0} label={i18n._(msg`Enabled`)} />
        ) : null}
      </PageHeader>
      {!gateways.data ? (
        gateways.isError ? null : <Loading />
      ) : status === 'unloaded' ? (
        <HStack gap="3">
          <Text color="fg.muted">
            <Trans>This gateway is not enabled yet.</Trans>
          </Text>
          <Button size="sm" colorPalette="brand" asChild>
            <RouterLink to="/gateway/create/$name" params={{ name }}>
              <Trans>Set it up</Trans>
            </RouterLink>
          </Button>
        </HStack>
      ) : (
        <>
          <TabLinks tabs={GATEWAY_TABS.map((tab) => ({ href: `${base}/${tab.part}`, label: tab.label }))} />
          <Outlet />
        </>
      )}
    </>
  );
}
