import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { DataTable, type Column } from '../../../components/DataTable';
import { Section } from '../../../components/Section';
import { explainReason, type ReasonContext } from '../../../components/reason/explain-reason';
import { ReasonText } from '../../../components/reason/ReasonText';
import { WriteAction } from '../../../components/WriteAction';
import { NO_VALUE } from '../../../i18n/format';
import { resourceStatus, type Bridge } from '../model/bridge';
import { ResourceStatusBadge } from '../shared/ResourceStatus';
import { useBridgeRestart } from './use-bridge-restart';

type NodeStatus = Bridge['nodeStatus'][number];

/** The bridge on each node of the cluster, with a reconnect for each node and one for all. */
export function BridgeNodeStatus({ bridge }: { bridge: Bridge }) {
  const { t, i18n } = useLingui();
  const context: ReasonContext = { kind: bridge.kind, type: bridge.type };
  const inconsistent = bridge.status === 'inconsistent' ? explainReason('inconsistent', context) : undefined;
  const restart = useBridgeRestart(bridge);
  const id = bridge.id;
  // The broker refuses to start a disabled bridge: the buttons say so by being disabled.
  const canStart = bridge.enable && !restart.isPending;
  const columns: Column<NodeStatus>[] = [
    { id: 'node', header: <Trans>Node</Trans>, cell: (entry) => entry.node || NO_VALUE },
    {
      id: 'status',
      header: <Trans>Status</Trans>,
      cell: (entry) => <ResourceStatusBadge status={resourceStatus({ enable: bridge.enable, status: entry.status, status_reason: entry.status_reason })} />,
    },
    {
      id: 'reason',
      header: <Trans>Reason</Trans>,
      wrap: true,
      cell: (entry) => (entry.status_reason ? <ReasonText reason={entry.status_reason} context={context} subject={entry.node ?? ''} /> : <Text color="fg.muted">{NO_VALUE}</Text>),
    },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: ({ node = '' }) => (
        <WriteAction>
          <Button size="xs" variant="ghost" disabled={!canStart || !node} loading={restart.node === node} onClick={() => void restart.restart(node)} aria-label={t`Reconnect on ${node}`}>
            <RefreshCw />
            <Trans>Reconnect</Trans>
          </Button>
        </WriteAction>
      ),
    },
  ];
  return (
    <Section id="bridge-node-status" title={<Trans>Status per node</Trans>}>
      <HStack justify={inconsistent ? 'space-between' : 'flex-end'} mb="3" gap="4">
        {inconsistent ? <Text color="fg.muted">{i18n._(inconsistent.sentence)}</Text> : null}
        <WriteAction>
          <Button size="sm" variant="outline" disabled={!canStart} loading={restart.node === 'all'} onClick={() => void restart.restart()}>
            <RefreshCw />
            <Trans>Reconnect</Trans>
          </Button>
        </WriteAction>
      </HStack>
      <DataTable label={t`Status of ${id} on each node`} columns={columns} rows={bridge.nodeStatus} rowKey={(entry) => entry.node ?? ''} />
    </Section>
  );
}
