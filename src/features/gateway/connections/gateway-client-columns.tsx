import { Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { RowAction } from '../../../components/RowAction';
import type { Column } from '../../../components/DataTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { TruncatedText } from '../../../components/TruncatedText';
import { boundText, CELL_CHARS } from '../../../components/bound-text';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { clientAddress, clientProtocol, type GatewayClient } from './gateway-client';

interface ColumnActions {
  onOpen: (clientid: string) => void;
  onKick: (clientid: string) => void;
}

/** The client list's columns; LwM2M devices add their endpoint name and lifetime. */
export function useGatewayClientColumns(lwm2m: boolean, { onOpen, onKick }: ColumnActions): Column<GatewayClient>[] {
  const { t, i18n } = useLingui();
  // null where a channel lacks the value (emqx_gateway_api_clients:format_channel_info/2).
  const num = (n: number | null | undefined) => (n === undefined || n === null ? '–' : formatNumber(n, i18n.locale));
  const time = (v: string | number | null | undefined) => (v === undefined || v === null ? '–' : formatDateTime(v, i18n.locale));
  const columns: (Column<GatewayClient> | false)[] = [
    {
      id: 'clientid',
      header: t`Client ID`,
      cell: (c) =>
        c.clientid ? (
          <TruncatedText value={c.clientid} copyLabel={t`Copy client ID`} maxW="16rem">
            <Link asChild colorPalette="brand" color="colorPalette.fg">
              <button type="button" onClick={() => onOpen(c.clientid ?? '')}>
                {boundText(c.clientid, CELL_CHARS)}
              </button>
            </Link>
          </TruncatedText>
        ) : (
          '–'
        ),
    },
    lwm2m && { id: 'endpoint', header: t`Endpoint name`, cell: (c) => c.endpoint_name ?? '–' },
    { id: 'username', header: t`Username`, cell: (c) => (c.username ? <TruncatedText value={c.username} copyLabel={t`Copy username`} maxW="12rem" /> : '–') },
    { id: 'address', header: t`IP address`, cell: clientAddress },
    { id: 'node', header: t`Node`, cell: (c) => c.node ?? '–' },
    {
      id: 'state',
      header: t`State`,
      cell: (c) => <StatusBadge status={c.connected === false ? 'disconnected' : 'connected'}>{c.connected === false ? t`Disconnected` : t`Connected`}</StatusBadge>,
    },
    { id: 'protocol', header: t`Protocol`, cell: clientProtocol },
    lwm2m && { id: 'lifetime', header: t`Lifetime (s)`, numeric: true, cell: (c) => num(c.lifetime) },
    { id: 'subscriptions', header: t`Subscriptions`, numeric: true, cell: (c) => num(c.subscriptions_cnt) },
    { id: 'connected_at', header: t`Connected at`, cell: (c) => time(c.connected_at) },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (c) => {
        const clientid = c.clientid ?? '';
        return (
          <RowAction label={t`Kick out ${clientid}`} danger onClick={() => onKick(clientid)}>
            <LogOut />
          </RowAction>
        );
      },
    },
  ];
  return columns.filter((c): c is Column<GatewayClient> => c !== false);
}
