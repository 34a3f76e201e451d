import { Trans, useLingui } from '@lingui/react/macro';
import { DataTable, type Column } from '../../components/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import type { ListenersNodeStatus, ListenersStatus } from '../../generated/model';
import { formatNumber, NO_VALUE } from '../../i18n/format';

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
    const current = status?.current_connections === undefined ? NO_VALUE : formatNumber(status.current_connections, i18n.locale);
    const max = status?.max_connections;
    const limit = max === undefined ? NO_VALUE : max === 'infinity' ? t`Unlimited` : formatNumber(max, i18n.locale);
    return `${current} / ${limit}`;
  };
}

/** A listener on each node of the cluster: whether it runs there and its connections there. */
export function NodeStatusTable({ listenerId, enable, nodes }: { listenerId: string; enable: boolean; nodes: ListenersNodeStatus[] | undefined }) {
  const { t } = useLingui();
  const connections = useConnectionsText();
  const columns: Column<ListenersNodeStatus>[] = [
    { id: 'node', header: <Trans>Node</Trans>, cell: (n) => n.node ?? NO_VALUE },
    { id: 'status', header: <Trans>Status</Trans>, cell: (n) => <ListenerStatusBadge enable={enable} running={n.status?.running} /> },
    { id: 'connections', header: <Trans>Connections</Trans>, numeric: true, cell: (n) => connections(n.status) },
  ];
  return <DataTable label={t`Status of ${listenerId} on each node`} columns={columns} rows={nodes ?? []} rowKey={(n) => n.node ?? ''} />;
}
