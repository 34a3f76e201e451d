import { useLingui } from '@lingui/react/macro';
import type { Column } from '../../components/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import { TruncatedText } from '../../components/TruncatedText';
import type { EmqxMgmtApiClientsClient } from '../../generated/model';
import { formatBytes, formatNumber } from '../../i18n/format';
import { ClientLink } from './ClientLink';
import { RelativeTime } from '../../components/RelativeTime';

export const DEFAULT_CONNECTION_COLUMNS = ['clientid', 'username', 'address', 'node', 'state', 'protocol', 'keepalive', 'connected_at', 'subscriptions'];

const PROTOCOL_NAMES: Record<number, string> = { 3: 'MQTT v3.1', 4: 'MQTT v3.1.1', 5: 'MQTT v5' };

export function protocolName(client: EmqxMgmtApiClientsClient): string {
  if (client.proto_name === 'MQTT' && client.proto_ver !== undefined && PROTOCOL_NAMES[client.proto_ver]) return PROTOCOL_NAMES[client.proto_ver]!;
  return [client.proto_name, client.proto_ver].filter((p) => p !== undefined).join(' ');
}

export type ConnectionColumn = Column<EmqxMgmtApiClientsClient> & {
  value: (c: EmqxMgmtApiClientsClient) => string | number | boolean | null | undefined;
  /** The client fields the column reads: the list asks the broker for these alone. */
  fields: (keyof EmqxMgmtApiClientsClient)[];
};

/** Every column the connection list can show; the plain-text `value` also feeds the CSV export. */
export function useConnectionColumns(): ConnectionColumn[] {
  const { t, i18n } = useLingui();
  const num = (n: number | undefined) => (n === undefined ? '–' : formatNumber(n, i18n.locale));
  const columns: ConnectionColumn[] = [
    {
      id: 'clientid',
      fields: ['clientid'],
      header: t`Client ID`,
      value: (c) => c.clientid,
      cell: (c) => <ClientLink clientId={c.clientid} />,
    },
    {
      id: 'username',
      fields: ['username'],
      header: t`Username`,
      value: (c) => c.username,
      cell: (c) => (c.username ? <TruncatedText value={c.username} copyLabel={t`Copy username`} maxW="12rem" /> : '–'),
    },
    { id: 'address', fields: ['ip_address', 'port'], header: t`IP address`, value: (c) => `${c.ip_address ?? ''}:${c.port ?? ''}`, cell: (c) => `${c.ip_address ?? '–'}:${c.port ?? ''}` },
    { id: 'node', fields: ['node'], header: t`Node`, value: (c) => c.node, cell: (c) => c.node ?? '–' },
    {
      id: 'state',
      fields: ['connected'],
      header: t`State`,
      value: (c) => (c.connected ? 'connected' : 'disconnected'),
      cell: (c) => <StatusBadge status={c.connected ? 'connected' : 'disconnected'}>{c.connected ? t`Connected` : t`Disconnected`}</StatusBadge>,
    },
    { id: 'protocol', fields: ['proto_name', 'proto_ver'], header: t`Protocol`, value: protocolName, cell: protocolName },
    { id: 'keepalive', fields: ['keepalive'], header: t`Keepalive (s)`, numeric: true, value: (c) => c.keepalive, cell: (c) => num(c.keepalive) },
    { id: 'clean_start', fields: ['clean_start'], header: t`Clean start`, value: (c) => c.clean_start, cell: (c) => (c.clean_start ? t`Yes` : t`No`) },
    { id: 'expiry', fields: ['expiry_interval'], header: t`Session expiry (s)`, numeric: true, value: (c) => c.expiry_interval, cell: (c) => num(c.expiry_interval) },
    { id: 'connected_at', fields: ['connected_at'], header: t`Connected at`, value: (c) => c.connected_at, cell: (c) => <RelativeTime value={c.connected_at} /> },
    { id: 'created_at', fields: ['created_at'], header: t`Session created at`, value: (c) => c.created_at, cell: (c) => <RelativeTime value={c.created_at} /> },
    { id: 'subscriptions', fields: ['subscriptions_cnt'], header: t`Subscriptions`, numeric: true, value: (c) => c.subscriptions_cnt, cell: (c) => num(c.subscriptions_cnt) },
    { id: 'inflight', fields: ['inflight_cnt'], header: t`Inflight`, numeric: true, value: (c) => c.inflight_cnt, cell: (c) => num(c.inflight_cnt) },
    { id: 'mqueue', fields: ['mqueue_len'], header: t`Message queue`, numeric: true, value: (c) => c.mqueue_len, cell: (c) => num(c.mqueue_len) },
    { id: 'recv', fields: ['recv_oct'], header: t`Received`, numeric: true, value: (c) => c.recv_oct, cell: (c) => (c.recv_oct === undefined ? '–' : formatBytes(c.recv_oct, i18n.locale)) },
    { id: 'sent', fields: ['send_oct'], header: t`Sent`, numeric: true, value: (c) => c.send_oct, cell: (c) => (c.send_oct === undefined ? '–' : formatBytes(c.send_oct, i18n.locale)) },
  ];
  // Each column sorts the page by what it exports.
  return columns.map((column) => ({ ...column, sortValue: (c) => sortable(column.value(c)) }));
}

function sortable(value: string | number | boolean | null | undefined): string | number | undefined {
  return typeof value === 'boolean' ? Number(value) : (value ?? undefined);
}
