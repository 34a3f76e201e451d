import { Alert, Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Ban, LogOut, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { forgetDeleted } from '../../api/forget-deleted';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { StatusBadge } from '../../components/StatusBadge';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { getGetClientsByClientidQueryKey, getGetClientsQueryKey, useDeleteClientsByClientid, useGetClientsByClientid } from '../../generated/endpoints/clients/clients';
import { DangerButton } from '../../components/DangerButton';
import { PageTabs } from '../../components/PageTabs';
import { CreateTraceDialog } from '../log-trace/CreateTraceDialog';
import { clientTraceDraft } from '../log-trace/trace-form';
import { BanClientDialog } from './BanClientDialog';
import { AuthzCheckPanel } from './authz-check/AuthzCheckPanel';
import { ClientAuthzCache } from './ClientAuthzCache';
import type { ClientDetailTab } from './client-detail-search';
import { ClientFacts } from './ClientFacts';
import { ClientMessagesPanel } from './messages/ClientMessagesPanel';
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
  const [dialog, setDialog] = useState<'kick' | 'ban' | 'trace'>();
  const { tab = 'overview' } = route.useSearch();
  const connected = client.data?.connected === true;
  const header = { title: clientId, copyLabel: t`Copy client ID`, titleMaxW: TITLE_MAX_W };

  async function confirmRemove() {
    const ok = await remove.mutateAsync({ clientid: clientId }).then(
      () => true,
      () => false,
    );
    setDialog(undefined);
    if (!ok) return;
    toaster.create({ type: 'success', title: connected ? t`Client kicked out` : t`Session cleaned` });
    await refreshAfterKick();
  }

  /** The client is gone: back to the list, which no longer shows it. */
  async function refreshAfterKick() {
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
          <Button size="sm" variant="outline" disabled={!client.data} onClick={() => setDialog('trace')}>
            <ScrollText />
            <Trans>Trace</Trans>
          </Button>
        </WriteAction>
        <DangerButton icon={<Ban />} disabled={!client.data} onClick={() => setDialog('ban')}>
          <Trans>Ban</Trans>
        </DangerButton>
        <DangerButton icon={<LogOut />} disabled={!client.data} onClick={() => setDialog('kick')}>
          {connected ? <Trans>Kick out</Trans> : <Trans>Clean session</Trans>}
        </DangerButton>
      </PageHeader>
      <PageTabs<ClientDetailTab>
        label={t`Client`}
        value={tab}
        onChange={(value) => void navigate({ to: '.', search: { tab: value === 'overview' ? undefined : value } })}
        tabs={[
          {
            value: 'overview',
            label: <Trans>Overview</Trans>,
            content: client.data ? (
              <WidgetBoundary resetKey={client.data}>
                <ClientFacts client={client.data} />
              </WidgetBoundary>
            ) : null,
          },
          {
            value: 'subscriptions',
            label: client.data ? <Trans>Subscriptions ({client.data.subscriptions_cnt ?? 0})</Trans> : <Trans>Subscriptions</Trans>,
            content: (
              <WidgetBoundary>
                <ClientSubscriptions clientId={clientId} mqtt5={client.data?.proto_ver === 5} />
              </WidgetBoundary>
            ),
          },
          {
            value: 'messages',
            label: client.data ? <Trans>Messages ({(client.data.mqueue_len ?? 0) + (client.data.inflight_cnt ?? 0)})</Trans> : <Trans>Messages</Trans>,
            content: (
              <WidgetBoundary>
                <ClientMessagesPanel clientId={clientId} client={client.data} />
              </WidgetBoundary>
            ),
          },
          {
            value: 'authorization',
            label: <Trans>Authorization</Trans>,
            content: (
              <Stack gap="6">
                {client.data ? (
                  <WidgetBoundary>
                    <AuthzCheckPanel who={{ clientid: clientId, username: client.data.username ?? '', ip: client.data.ip_address ?? '' }} connected={connected} />
                  </WidgetBoundary>
                ) : null}
                <WidgetBoundary>
                  <ClientAuthzCache clientId={clientId} connected={connected} />
                </WidgetBoundary>
              </Stack>
            ),
          },
        ]}
      />
      {dialog === 'ban' ? <BanClientDialog clientId={clientId} client={client.data} onClose={() => setDialog(undefined)} onKicked={() => void refreshAfterKick()} /> : null}
      {dialog === 'trace' ? (
        <CreateTraceDialog
          preset={clientTraceDraft(clientId, Date.now())}
          onClose={() => setDialog(undefined)}
          onCreated={(name) => void navigate({ to: '/log-trace/detail/$id', params: { id: name } })}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'kick'}
        destructive
        busy={remove.isPending}
        title={connected ? <Trans>Kick out {clientId}?</Trans> : <Trans>Clean the session of {clientId}?</Trans>}
        confirmLabel={connected ? <Trans>Kick out</Trans> : <Trans>Clean session</Trans>}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setDialog(undefined)}
      >
        <Trans>The connection is closed and the session with its subscriptions and queued messages is discarded.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
