import { Trans, useLingui } from '@lingui/react/macro';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useGetNodes } from '../../generated/endpoints/nodes/nodes';
import { useNodeColumns } from './node-columns';

const NODES_REFRESH_MS = 15_000;

export function NodesView() {
  const { t } = useLingui();
  const nodes = useGetNodes({ query: { refetchInterval: NODES_REFRESH_MS }, request: { background: true } });
  return (
    <>
      <PageHeader title={<Trans>Nodes</Trans>} />
      <DataTable
        label={t`Nodes`}
        columns={useNodeColumns()}
        rows={nodes.data}
        rowKey={(n) => n.node ?? ''}
        loading={nodes.isFetching && !nodes.data}
        error={nodes.isError}
        onRetry={() => void nodes.refetch()}
      />
    </>
  );
}
