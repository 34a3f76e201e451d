import { useLingui } from '@lingui/react/macro';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import type { EmqxMgmtApiNodesNodeInfo } from '../../generated/model';
import { formatDecimal } from '../../i18n/format';
import { useGetNodes } from '../../generated/endpoints/nodes/nodes';
import { useNodeColumns } from './node-columns';
import { useNodeRates } from './use-node-rates';

const OVERVIEW_NODE_COLUMNS = ['node', 'status', 'role', 'version', 'uptime', 'connections', 'memory', 'load'];

/** As often as the nodes screen reads them (the same query). */
const NODES_REFRESH_MS = 15_000;

/**
 * The cluster's nodes, with the columns an overview needs; apart from the live numbers, so their
 * polls leave it alone. While its poll fails the statuses read Unknown, "as of" the last answer.
 */
export function OverviewNodes() {
  const { t, i18n } = useLingui();
  const nodes = useGetNodes({ query: { refetchInterval: pollEvery(NODES_REFRESH_MS) }, request: { background: true } });
  const staleSince = useStaleSince(nodes);
  const rates = useNodeRates();
  const rate = (node: EmqxMgmtApiNodesNodeInfo, key: 'received' | 'sent' | 'dropped') => {
    const figure = node.node === undefined ? undefined : rates?.[node.node]?.[key];
    return figure === undefined ? '–' : formatDecimal(figure, 1, i18n.locale);
  };
  // Each node's share of the live numbers above it.
  const rateColumns: Column<EmqxMgmtApiNodesNodeInfo>[] = [
    { id: 'received', header: t`Received/s`, numeric: true, cell: (n) => rate(n, 'received') },
    { id: 'sent', header: t`Sent/s`, numeric: true, cell: (n) => rate(n, 'sent') },
    { id: 'dropped', header: t`Dropped/s`, numeric: true, cell: (n) => rate(n, 'dropped') },
  ];
  const columns = useNodeColumns(staleSince !== undefined).filter((column) => OVERVIEW_NODE_COLUMNS.includes(column.id));
  columns.splice(columns.findIndex((c) => c.id === 'connections') + 1, 0, ...rateColumns);
  return (
    <DataTable
      label={t`Nodes`}
      columns={columns}
      rows={nodes.data}
      rowKey={(n) => n.node ?? ''}
      {...queryState(nodes)}
      staleSince={staleSince}
    />
  );
}
