import { Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusBadge } from '../../components/StatusBadge';
import type { ListenersNodeStatus, ListenersStatus } from '../../generated/model';
import { formatNumber } from '../../i18n/format';

/** Disabled (grey), running (green), enabled but not running (red), running on some nodes only (orange). */
export function ListenerStatusBadge({ enable, running }: { enable: boolean; running: ListenersStatus['running'] | undefined }) {
  const { t } = useLingui();
  if (!enable) return <StatusBadge status="stopped">{t`Disabled`}</StatusBadge>;
  if (running === true) return <StatusBadge status="running">{t`Running`}</StatusBadge>;
  if (running === 'inconsistent') return <StatusBadge status="connecting">{t`Inconsistent`}</StatusBadge>;
  return <StatusBadge status="error">{t`Stopped`}</StatusBadge>;
}

/** "12 / 1,024", or "12 / Unlimited": current and maximum connections. */
export function useConnectionsText() {
  const { t, i18n } = useLingui();
  return (status: ListenersStatus | undefined): string => {
    const current = status?.current_connections === undefined ? '–' : formatNumber(status.current_connections, i18n.locale);
    const max = status?.max_connections;
    const limit = max === undefined ? '–' : max === 'infinity' ? t`Unlimited` : formatNumber(max, i18n.locale);
    return `${current} / ${limit}`;
  };
}

/** A listener on each node of the cluster: whether it runs there and its connections there. */
export function NodeStatusTable({ listenerId, enable, nodes }: { listenerId: string; enable: boolean; nodes: ListenersNodeStatus[] | undefined }) {
  const { t } = useLingui();
  const connections = useConnectionsText();
  return (
    <Table.Root size="sm" variant="outline" aria-label={t`Status of ${listenerId} on each node`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>
            <Trans>Node</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <Trans>Status</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            <Trans>Connections</Trans>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {(nodes ?? []).map((n) => (
          <Table.Row key={n.node}>
            <Table.Cell>{n.node ?? '–'}</Table.Cell>
            <Table.Cell>
              <ListenerStatusBadge enable={enable} running={n.status?.running} />
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              {connections(n.status)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
