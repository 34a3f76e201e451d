import { Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { pollEvery } from '../../../api/poll';
import { DataTable, type Column } from '../../../components/DataTable';
import { Section } from '../../../components/Section';
import { NO_VALUE } from '../../../i18n/format';
import { useGetClusterTopology } from '../../../generated/endpoints/cluster/cluster';
import type { ClusterCoreReplicants } from '../../../generated/model';

/** Replicants move between cores only when one goes down: read again now and then, not with every poll of the nodes. */
const TOPOLOGY_REFRESH_MS = 60_000;

/**
 * Which replicant node follows which core node's replicated log: where a core's loss or slowness
 * will be felt. A cluster of core nodes only has no replicant to show.
 */
export function TopologyPanel() {
  const { t } = useLingui();
  const topology = useGetClusterTopology({ query: { refetchInterval: pollEvery(TOPOLOGY_REFRESH_MS) }, request: { background: true } });
  const noReplicant = topology.data !== undefined && topology.data.every((core) => !core.replicant_nodes?.length);
  const columns: Column<ClusterCoreReplicants>[] = [
    { id: 'core', header: t`Core node`, cell: (row) => <Text fontFamily="mono" fontSize="sm">{row.core_node}</Text> },
    {
      id: 'replicants',
      header: t`Replicant nodes following it`,
      cell: ({ replicant_nodes: replicants = [] }) =>
        replicants.length === 0 ? (
          NO_VALUE
        ) : (
          <Stack gap="0">
            {replicants.map(({ node, streams = 0 }) => (
              <Text key={node} fontSize="sm">
                <Text as="span" fontFamily="mono">
                  {node}
                </Text>{' '}
                <Text as="span" color="fg.muted">
                  <Plural value={streams} one="(# RLOG stream)" other="(# RLOG streams)" />
                </Text>
              </Text>
            ))}
          </Stack>
        ),
    },
  ];
  return (
    <Section id="cluster-topology" title={t`Topology`}>
      <Stack gap="2">
        <Text color="fg.muted" fontSize="sm">
          {noReplicant ? (
            <Trans>Every node is a core node: no replicant follows a core's log.</Trans>
          ) : (
            <Trans>Each replicant node follows the replicated log of one core node, and loses its updates while that core is down.</Trans>
          )}
        </Text>
        <DataTable
          label={t`Topology`}
          columns={columns}
          rows={topology.data}
          rowKey={(row) => row.core_node ?? ''}
          loading={topology.isPending}
          error={topology.isError}
          onRetry={() => void topology.refetch()}
        />
      </Stack>
    </Section>
  );
}
