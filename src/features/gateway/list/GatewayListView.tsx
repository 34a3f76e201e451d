import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { Plus, Settings } from 'lucide-react';
import { useMemo } from 'react';
import { DataTable, type Column, queryState } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { WriteAction } from '../../../components/WriteAction';
import { useGetGateways } from '../../../generated/endpoints/gateways/gateways';
import type { EmqxGatewayApiGatewayOverview } from '../../../generated/model';
import { formatNumber } from '../../../i18n/format';
import { valueLabel } from '../../../i18n/labels/labels';
import { GatewayEnableSwitch } from '../GatewayEnableSwitch';
import { GATEWAY_NAMES, gatewayStatus, type GatewayName } from '../model/gateways';
import { GatewayListenersCell } from './GatewayListenersCell';
import { GatewayStatusBadge } from './GatewayStatusBadge';

interface Row {
  name: GatewayName;
  overview: EmqxGatewayApiGatewayOverview | undefined;
}

/** The five gateways with their status, connections and listeners; enable one, open or switch a loaded one. */
export function GatewayListView() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const gateways = useGetGateways();
  // The contract names enterprise gateways too: the console manages these five, always all of them.
  const rows = useMemo<Row[] | undefined>(() => gateways.data && GATEWAY_NAMES.map((name) => ({ name, overview: gateways.data.find((g) => g.name === name) })), [gateways.data]);

  const columns: Column<Row>[] = [
    {
      id: 'name',
      header: t`Gateway`,
      cell: ({ name }) => (
        <Text as="span" fontWeight="medium">
          {valueLabel(i18n, name)}
        </Text>
      ),
    },
    { id: 'status', header: t`Status`, cell: ({ overview }) => <GatewayStatusBadge status={gatewayStatus(overview)} nodes={overview?.node_status} /> },
    {
      id: 'connections',
      header: t`Connections`,
      numeric: true,
      cell: ({ overview }) => {
        if (gatewayStatus(overview) === 'unloaded') return '–';
        const current = formatNumber(overview?.current_connections ?? 0, i18n.locale);
        const max = overview?.max_connections === undefined ? '–' : formatNumber(overview.max_connections, i18n.locale);
        return t`${current} of ${max}`;
      },
    },
    {
      id: 'listeners',
      header: t`Listeners`,
      cell: ({ name, overview }) => (gatewayStatus(overview) === 'unloaded' ? '–' : <GatewayListenersCell name={name} overview={overview?.listeners} />),
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: ({ name, overview }) => {
        const label = valueLabel(i18n, name);
        const status = gatewayStatus(overview);
        if (status === 'unloaded')
          return (
            <WriteAction>
              {/* A button, not a link: a viewer's disabled control must not lead anywhere. */}
              <Button size="xs" colorPalette="brand" variant="outline" aria-label={t`Enable ${label}`} onClick={() => void navigate({ to: '/gateway/create/$name', params: { name } })}>
                <Plus />
                <Trans>Enable</Trans>
              </Button>
            </WriteAction>
          );
        return (
          <HStack gap="3">
            <Button size="xs" variant="outline" asChild aria-label={t`Settings of ${label}`}>
              <RouterLink to="/gateway/detail/$name/settings" params={{ name }}>
                <Settings />
                <Trans>Settings</Trans>
              </RouterLink>
            </Button>
            <GatewayEnableSwitch name={name} enabled={status === 'running'} connections={overview?.current_connections ?? 0} />
          </HStack>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title={<Trans>Gateways</Trans>} />
      <DataTable
        label={t`Gateways`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.name}
        {...queryState(gateways)}
      />
    </>
  );
}
