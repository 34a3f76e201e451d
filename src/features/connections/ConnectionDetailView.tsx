import { Alert, Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { forgetDeleted } from '../../api/forget-deleted';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { StatusBadge } from '../../components/StatusBadge';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { getGetClientsByClientidQueryKey, getGetClientsQueryKey, useDeleteClientsByClientid, useGetClientsByClientid } from '../../generated/endpoints/clients/clients';
import { ClientFacts } from './ClientFacts';
import { ClientSubscriptions } from './ClientSubscriptions';
import { WriteAction } from '../../components/WriteAction';

const route = getRouteApi('/_auth/connections/detail/$clientId');
const CLIENT_REFRESH_MS = 10_000;

/** The title leaves room for the status and the action beside it. */
const TITLE_MAX_W = { base: '70vw', md: '28rem', lg: '40rem', '2xl': '56rem' };

export function ConnectionDetailView() {
  const { t } = useLingui();
  const { clientId } = route.useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A missing client is explained on the page, not in a toast.
  const client = useGetClientsByClientid(clientId, { query: { refetchInterval: CLIENT_REFRESH_MS }, request: { silentStatuses: [404] } });
  const remove = useDeleteClientsByClientid();
  const [confirming, setConfirming] = useState(false);
  const connected = client.data?.connected === true;
  const header = { title: clientId, copyLabel: t`Copy client ID`, titleMaxW: TITLE_MAX_W };

  async function confirmRemove() {
    const ok = await remove.mutateAsync({ clientid: clientId }).then(
      () => true,
      () => false,
    );
    setConfirming(false);
    if (!ok) return;
    toaster.create({ type: 'success', title: connected ? t`Client kicked out` : t`Session cleaned` });
    const lists = getGetClientsQueryKey().slice(0, 1);
    void navigate({ to: '/connections' });
    await forgetDeleted(queryClient, { path: getGetClientsByClientidQueryKey(clientId)[0], lists: [{ queryKey: lists, is: (c) => c.clientid === clientId }] });
    await queryClient.invalidateQueries({ queryKey: lists });
  }

  if (isApiError(client.error) && client.error.status === 404) {
    return (
      <>
        <PageHeader {...header} />
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>The client does not exist</Trans>
          </Alert.Title>
        </Alert.Root>
      </>
    );
  }

  return (
    <Stack gap="6">
      <PageHeader {...header} titleAside={client.data ? <StatusBadge status={connected ? 'connected' : 'disconnected'}>{connected ? t`Connected` : t`Disconnected`}</StatusBadge> : null}>
        <WriteAction>
          <Button size="sm" colorPalette="red" variant="outline" disabled={!client.data} onClick={() => setConfirming(true)}>
            <LogOut />
            {connected ? <Trans>Kick out</Trans> : <Trans>Clean session</Trans>}
          </Button>
        </WriteAction>
      </PageHeader>
      {client.data ? (
        <WidgetBoundary resetKey={client.data}>
          <ClientFacts client={client.data} />
        </WidgetBoundary>
      ) : null}
      <WidgetBoundary>
        <ClientSubscriptions clientId={clientId} mqtt5={client.data?.proto_ver === 5} />
      </WidgetBoundary>
      <ConfirmDialog
        open={confirming}
        destructive
        busy={remove.isPending}
        title={connected ? <Trans>Kick out {clientId}?</Trans> : <Trans>Clean the session of {clientId}?</Trans>}
        confirmLabel={connected ? <Trans>Kick out</Trans> : <Trans>Clean session</Trans>}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(false)}
      >
        <Trans>The connection is closed and the session with its subscriptions and queued messages is discarded.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
