import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '../../../components/DataTable';
import { InfoDialog } from '../../../components/InfoDialog';
import { Loading } from '../../../components/Loading';
import { Section } from '../../../components/Section';
import { WriteAction } from '../../../components/WriteAction';
import { useGetGatewaysByNameClientsByClientid, useGetGatewaysByNameClientsByClientidSubscriptions } from '../../../generated/endpoints/gateway-clients/gateway-clients';
import type { EmqxGatewayApiClientsSubscription } from '../../../generated/model';
import { formatBytes, formatDateTime, formatNumber } from '../../../i18n/format';
import { clientAddress, clientProtocol, type ClientsGatewayName, type GatewayClient } from './gateway-client';
import { FactList, type Fact } from '../../../components/FactList';

function Facts({ id, title, rows }: { id: string; title: string; rows: Fact[] }) {
  return (
    <Section id={id} framed title={title}>
      <FactList facts={rows} />
    </Section>
  );
}

function ClientFacts({ client }: { client: GatewayClient }) {
  const { t, i18n } = useLingui();
  // The broker sends null where a channel lacks a value and "infinity" for an unlimited maximum
  // (emqx_gateway_api_clients:format_channel_info/2).
  const n = (v: number | 'infinity' | null | undefined) => (v === 'infinity' ? t`Unlimited` : v === undefined || v === null ? '–' : formatNumber(v, i18n.locale));
  const pair = (a: number | null | undefined, b: number | 'infinity' | null | undefined) => `${n(a)} / ${n(b)}`;
  const time = (v: string | number | null | undefined) => (v === undefined || v === null ? '–' : formatDateTime(v, i18n.locale));
  const bytes = (v: number | undefined) => (v === undefined ? '–' : formatBytes(v, i18n.locale));
  const c = client;
  const lwm2m: [string, ReactNode][] = c.endpoint_name === undefined ? [] : [[t`Endpoint name`, c.endpoint_name], [t`Lifetime (s)`, n(c.lifetime)]];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Facts
        id="gateway-client-connection"
        title={t`Connection`}
        rows={[
          [t`Node`, c.node ?? '–'],
          [t`Username`, c.username || '–'],
          [t`IP address`, clientAddress(c)],
          [t`Protocol`, clientProtocol(c)],
          ...lwm2m,
          [t`Keepalive (s)`, n(c.keepalive)],
          [t`Mountpoint`, c.mountpoint || '–'],
          [t`Connected at`, time(c.connected_at)],
          [t`Session created at`, time(c.created_at)],
        ]}
      />
      <Facts
        id="gateway-client-counters"
        title={t`Counters`}
        rows={[
          [t`Subscriptions (current / max)`, pair(c.subscriptions_cnt, c.subscriptions_max)],
          [t`Inflight (current / max)`, pair(c.inflight_cnt, c.inflight_max)],
          [t`Message queue (current / max)`, pair(c.mqueue_len, c.mqueue_max)],
          [t`Bytes received / sent`, `${bytes(c.recv_oct)} / ${bytes(c.send_oct)}`],
          [t`Packets received / sent`, pair(c.recv_pkt, c.send_pkt)],
          [t`Messages received / sent`, pair(c.recv_msg, c.send_msg)],
          [t`Process heap`, bytes(c.heap_size)],
        ]}
      />
    </SimpleGrid>
  );
}

function Subscriptions({ name, clientid }: { name: ClientsGatewayName; clientid: string }) {
  const { t } = useLingui();
  const subscriptions = useGetGatewaysByNameClientsByClientidSubscriptions(name, clientid);
  const columns: Column<EmqxGatewayApiClientsSubscription>[] = [
    { id: 'topic', header: t`Topic`, cell: (s) => s.topic ?? '–' },
    { id: 'qos', header: t`QoS`, numeric: true, cell: (s) => s.qos ?? '–' },
    { id: 'subid', header: t`Subscription ID`, cell: (s) => s.sub_props?.subid ?? '–' },
  ];
  return (
    <Section id="gateway-client-subscriptions" title={t`Subscriptions`}>
      <DataTable
        label={t`Subscriptions of ${clientid}`}
        columns={columns}
        rows={subscriptions.data}
        rowKey={(s) => s.topic ?? ''}
        loading={subscriptions.isFetching}
        error={subscriptions.isError}
        onRetry={() => void subscriptions.refetch()}
        empty={<Trans>No subscriptions</Trans>}
      />
    </Section>
  );
}

/** A gateway client's fields and subscriptions, with kick-out, over the list it was opened from. */
export function GatewayClientDetail({ name, clientid, onClose, onKick }: { name: ClientsGatewayName; clientid: string; onClose: () => void; onKick: () => void }) {
  const { t } = useLingui();
  const client = useGetGatewaysByNameClientsByClientid(name, clientid);
  const content = client.isPending ? (
    <Loading />
  ) : client.data ? (
    <Stack gap="6">
      <ClientFacts client={client.data} />
      <Subscriptions name={name} clientid={clientid} />
    </Stack>
  ) : (
    <Trans>This client is no longer connected.</Trans>
  );
  return (
    <InfoDialog
      open
      title={t`Client ${clientid}`}
      scrollBehavior="outside"
      onClose={onClose}
      actions={
        <WriteAction>
          <Button colorPalette="red" variant="outline" disabled={!client.data} onClick={onKick}>
            <LogOut />
            <Trans>Kick out</Trans>
          </Button>
        </WriteAction>
      }
    >
      {content}
    </InfoDialog>
  );
}
