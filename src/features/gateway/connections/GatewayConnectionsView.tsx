import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { Unplug } from 'lucide-react';
import { useState } from 'react';
import { forgetDeleted } from '../../../api/forget-deleted';
import { succeeded } from '../../../api/succeeded';
import { toaster } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { Loading } from '../../../components/Loading';
import { Pagination } from '../../../components/Pagination';
import { useSearchState } from '../../../components/use-search-state';
import {
  getGetGatewaysByNameClientsByClientidQueryKey,
  getGetGatewaysByNameClientsQueryKey,
  useDeleteGatewaysByNameClientsByClientid,
  useGetGatewaysByNameClients,
} from '../../../generated/endpoints/gateway-clients/gateway-clients';
import { useGetGateways } from '../../../generated/endpoints/gateways/gateways';
import { useGetNodes } from '../../../generated/endpoints/nodes/nodes';
import { GatewayClientDetail } from './GatewayClientDetail';
import { GatewayClientFilters } from './GatewayClientFilters';
import { isClientsGatewayName, type ClientsGatewayName, type GatewayClient } from './gateway-client';
import { useGatewayClientColumns } from './gateway-client-columns';
import { toGatewayClientsParams, type GatewayClientsSearch } from './gateway-clients-search';

interface GatewayConnectionsViewProps {
  name: string;
  /** The route's URL state; without it the view keeps its own (tests, embedding). */
  search?: GatewayClientsSearch;
  onSearchChange?: (patch: Partial<GatewayClientsSearch>) => void;
}

function NotRunning({ status }: { status: 'stopped' | 'unloaded' }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="md">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Unplug />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{status === 'stopped' ? <Trans>The gateway is stopped</Trans> : <Trans>The gateway is not enabled (unloaded)</Trans>}</EmptyState.Title>
          <EmptyState.Description>
            <Trans>Only a running gateway has connections. Enable it on the gateway list.</Trans>
          </EmptyState.Description>
        </VStack>
        <Button size="sm" variant="outline" asChild>
          <RouterLink to="/gateway">
            <Trans>Go to the gateway list</Trans>
          </RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The clients of one gateway: filtered and paged by the broker, opened in a detail, kicked out after a confirmation. */
export function GatewayConnectionsView({ name, ...props }: GatewayConnectionsViewProps) {
  const gateways = useGetGateways();
  if (!isClientsGatewayName(name)) return null;
  const status = gateways.data?.find((g) => g.name === name)?.status ?? (gateways.data ? 'unloaded' : undefined);
  if (!status) return gateways.isError ? null : <Loading />;
  if (status !== 'running') return <NotRunning status={status} />;
  return <ClientList name={name} {...props} />;
}

function ClientList({ name, ...props }: Omit<GatewayConnectionsViewProps, 'name'> & { name: ClientsGatewayName }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchState(props.search, props.onSearchChange, { page: 1, limit: 20 });
  const clients = useGetGatewaysByNameClients(name, toGatewayClientsParams(search), { query: { placeholderData: (previous) => previous } });
  const nodes = useGetNodes();
  const kick = useDeleteGatewaysByNameClientsByClientid();
  const [kicking, setKicking] = useState<string>();
  const columns = useGatewayClientColumns(name === 'lwm2m', { onOpen: (client) => setSearch({ client }), onKick: setKicking });
  // Each gateway has its own client shape in the contract; they share every field the list shows.
  const rows = clients.data?.data as GatewayClient[] | undefined;
  const { page, limit, client: open, ...filters } = search;

  async function confirmKick(clientid: string) {
    const ok = await succeeded(kick.mutateAsync({ name, clientid }));
    setKicking(undefined);
    if (!ok) return;
    toaster.create({ type: 'success', title: t`Kicked out ${clientid}` });
    if (open === clientid) setSearch({ client: undefined });
    await forgetDeleted(queryClient, {
      path: getGetGatewaysByNameClientsByClientidQueryKey(name, clientid)[0],
      lists: [{ queryKey: getGetGatewaysByNameClientsQueryKey(name).slice(0, 1), is: (c) => c.clientid === clientid }],
    });
    // The list and the gateway's connection counts change together.
    await queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/gateways') });
  }

  return (
    <>
      <GatewayClientFilters
        key={JSON.stringify(filters)}
        gateway={name}
        value={filters}
        nodes={(nodes.data ?? []).map((n) => n.node ?? '').filter(Boolean)}
        onApply={(next) => setSearch({ ...next, page: 1 })}
      />
      <DataTable
        label={t`Gateway connections`}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.clientid ?? ''}
        loading={clients.isFetching && !rows}
        error={clients.isError}
        onRetry={() => void clients.refetch()}
        empty={<Trans>No client matches these filters</Trans>}
      />
      <Pagination
        page={page}
        limit={limit}
        count={clients.data?.meta?.count}
        hasNext={clients.data?.meta?.hasnext ?? false}
        onChange={(next) => setSearch(next)}
      />
      {open ? <GatewayClientDetail name={name} clientid={open} onClose={() => setSearch({ client: undefined })} onKick={() => setKicking(open)} /> : null}
      <ConfirmDialog
        open={kicking !== undefined}
        destructive
        busy={kick.isPending}
        title={<Trans>Kick out {kicking}?</Trans>}
        confirmLabel={<Trans>Kick out</Trans>}
        onConfirm={() => kicking !== undefined && void confirmKick(kicking)}
        onCancel={() => setKicking(undefined)}
      >
        <Trans>Its connection is closed now and its session ends.</Trans>
      </ConfirmDialog>
    </>
  );
}
