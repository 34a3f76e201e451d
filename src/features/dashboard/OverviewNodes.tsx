import { useLingui } from '@lingui/react/macro';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { DataTable } from '../../components/DataTable';
import { useGetNodes } from '../../generated/endpoints/nodes/nodes';
import { useNodeColumns } from './node-columns';

const OVERVIEW_NODE_COLUMNS = ['node', 'status', 'role', 'version', 'uptime', 'connections', 'memory', 'load'];

/** As often as the nodes screen reads them (the same query). */
const NODES_REFRESH_MS = 15_000;

/**
 * The cluster's nodes, with the columns an overview needs; apart from the live numbers, so their
 * polls leave it alone. While its poll fails the statuses read Unknown, "as of" the last answer.
 */
export function OverviewNodes() {
  const { t } = useLingui();
  const nodes = useGetNodes({ query: { refetchInterval: pollEvery(NODES_REFRESH_MS) }, request: { background: true } });
  const staleSince = useStaleSince(nodes);
  const columns = useNodeColumns(staleSince !== undefined).filter((column) => OVERVIEW_NODE_COLUMNS.includes(column.id));
  return (
    <DataTable
      label={t`Nodes`}
      columns={columns}
      rows={nodes.data}
      rowKey={(n) => n.node ?? ''}
      loading={nodes.isFetching && !nodes.data}
      error={nodes.isError}
      onRetry={() => void nodes.refetch()}
      staleSince={staleSince}
    />
  );
}
