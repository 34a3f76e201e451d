import { Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import type { Column } from '../../components/DataTable';
import { UnknownStatus } from '../../components/StaleNote';
import { StatusBadge } from '../../components/StatusBadge';
import type { EmqxMgmtApiNodesNodeInfo } from '../../generated/model';
import { formatDecimal, formatDuration, formatNumber } from '../../i18n/format';
import { statusLabel } from '../../i18n/labels/status-labels';

const NONE: ReadonlySet<string> = new Set();

/**
 * Columns of the node table; built in a hook so a language switch relabels them. While the nodes'
 * poll is `stale` a status reads Unknown: a node last seen running may have stopped since.
 */
export function useNodeColumns(stale = false, evacuating: ReadonlySet<string> = NONE): Column<EmqxMgmtApiNodesNodeInfo>[] {
  const { t, i18n } = useLingui();
  const num = (n: number | undefined) => (n === undefined ? '–' : formatNumber(n, i18n.locale));
  return [
    {
      id: 'node',
      header: t`Node`,
      cell: (node) => (
        <Link asChild colorPalette="brand" color="colorPalette.fg">
          <RouterLink to="/dashboard/nodes/$nodeName" params={{ nodeName: node.node ?? '' }}>
            {node.node}
          </RouterLink>
        </Link>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (node) => {
        if (stale) return <UnknownStatus />;
        // Running, but emptied: a node under evacuation takes no clients.
        const status = node.node_status === 'running' && evacuating.has(node.node ?? '') ? 'evacuating' : node.node_status;
        return <StatusBadge status={status}>{status ? statusLabel(i18n, status) : undefined}</StatusBadge>;
      },
    },
    { id: 'role', header: t`Role`, cell: (node) => (node.role ? statusLabel(i18n, node.role) : '–') },
    { id: 'version', header: t`Version`, cell: (node) => node.version ?? '–' },
    { id: 'uptime', header: t`Uptime`, cell: (node) => (node.uptime === undefined ? '–' : formatDuration(node.uptime, i18n.locale)) },
    { id: 'connections', header: t`Connections`, numeric: true, cell: (node) => num(node.connections) },
    { id: 'live', header: t`Live connections`, numeric: true, cell: (node) => num(node.live_connections) },
    { id: 'memory', header: t`Memory used / total`, cell: (node) => `${node.memory_used ?? '–'} / ${node.memory_total ?? '–'}` },
    {
      id: 'load',
      header: t`CPU load (1, 5, 15 min)`,
      cell: (node) => [node.load1, node.load5, node.load15].map((l) => formatDecimal(l, 2, i18n.locale)).join(' · '),
    },
    { id: 'processes', header: t`Erlang processes`, numeric: true, cell: (node) => `${num(node.process_used)} / ${num(node.process_available)}` },
  ];
}
