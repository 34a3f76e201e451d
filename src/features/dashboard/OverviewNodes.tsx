import { useLingui } from '@lingui/react/macro';
import { DataTable } from '../../components/DataTable';
import { useGetNodes } from '../../generated/endpoints/nodes/nodes';
import { useNodeColumns } from './node-columns';

const OVERVIEW_NODE_COLUMNS = ['node', 'status', 'role', 'version', 'uptime', 'connections', 'memory', 'load'];

/** The cluster's nodes, with the columns an overview needs; apart from the live numbers, so their polls leave it alone. */
export function OverviewNodes() {
  const { t } = useLingui();
  const columns = useNodeColumns().filter((column) => OVERVIEW_NODE_COLUMNS.includes(column.id));
  const nodes = useGetNodes();
  return (
    <DataTable
      label={t`Nodes`}
      columns={columns}
      rows={nodes.data}
      rowKey={(n) => n.node ?? ''}
      loading={nodes.isFetching && !nodes.data}
      error={nodes.isError}
      onRetry={() => void nodes.refetch()}
    />
  );
}
