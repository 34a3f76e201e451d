import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { useStaleSince } from '../../api/staleness';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { WriteAction } from '../../components/WriteAction';
import type { EmqxMgmtApiNodesNodeInfo } from '../../generated/model';
import { formatNumber } from '../../i18n/format';
import { EvacuateDialog } from './EvacuateDialog';
import { EvacuationCard } from './EvacuationCard';
import { nodeDuties } from './maintenance-status';
import { NodeDutyBadge } from './node-duty';
import { RebalanceCard } from './RebalanceCard';
import { RebalanceDialog } from './RebalanceDialog';
import { ServingNodeNotice } from './ServingNodeNotice';
import { StopDialog, type StopTarget } from './StopDialog';
import { useMaintenance, useRefreshMaintenance } from './use-maintenance';

/**
 * Rolling upgrades and scale-in without dropping sessions: evacuate a node (its clients move to the
 * others, then it refuses new ones until stopped), or rebalance connections across the cluster.
 */
export function MaintenanceView() {
  const { t, i18n } = useLingui();
  const { status, nodes, available } = useMaintenance();
  const nodesStaleSince = useStaleSince(nodes);
  const refresh = useRefreshMaintenance();
  const [evacuating, setEvacuating] = useState<string>();
  const [rebalancing, setRebalancing] = useState(false);
  const [stopping, setStopping] = useState<StopTarget>();
  const duties = nodeDuties(status.data);
  const running = nodes.data?.flatMap((n) => (n.node && n.node_status === 'running' ? [n.node] : [])) ?? [];
  const evacuations = status.data?.evacuations ?? [];
  const rebalances = status.data?.rebalances ?? [];
  const count = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value, i18n.locale));

  const columns: Column<EmqxMgmtApiNodesNodeInfo>[] = [
    { id: 'node', header: <Trans>Node</Trans>, cell: (n) => n.node, sortValue: (n) => n.node },
    { id: 'role', header: <Trans>Role</Trans>, cell: (n) => (n.role === 'replicant' ? t`Replicant` : t`Core`), priority: 'low' },
    { id: 'live', header: <Trans>Connections</Trans>, numeric: true, cell: (n) => count(n.live_connections), sortValue: (n) => n.live_connections },
    { id: 'sessions', header: <Trans>Sessions</Trans>, numeric: true, cell: (n) => count(n.connections), sortValue: (n) => n.connections, priority: 'medium' },
    { id: 'status', header: <Trans>Status</Trans>, cell: (n) => <NodeDutyBadge status={n.node_status} duty={duties.get(n.node ?? '')} /> },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: ({ node, node_status }) => {
        if (!node || node_status !== 'running') return null;
        const duty = duties.get(node);
        return duty?.kind === 'evacuating' ? (
          <WriteAction>
            <Button size="xs" variant="outline" aria-label={t`Stop evacuation of ${node}`} onClick={() => setStopping({ kind: 'evacuation', node })}>
              <Trans>Stop evacuation</Trans>
            </Button>
          </WriteAction>
        ) : (
          <WriteAction>
            <Button size="xs" variant="outline" aria-label={t`Evacuate ${node}`} disabled={duty !== undefined || running.length < 2} onClick={() => setEvacuating(node)}>
              <Trans>Evacuate</Trans>
            </Button>
          </WriteAction>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title={t`Node maintenance`}>
        <WriteAction>
          <Button size="sm" colorPalette="brand" disabled={rebalances.length > 0 || running.length < 2} onClick={() => setRebalancing(true)}>
            <Scale />
            <Trans>Rebalance cluster</Trans>
          </Button>
        </WriteAction>
      </PageHeader>
      <Stack gap="6">
        <ServingNodeNotice following={available === false} />
        <DataTable
          label={t`Nodes`}
          columns={columns}
          rows={nodes.data}
          rowKey={(n) => n.node ?? ''}
          staleSince={nodesStaleSince}
          {...queryState(nodes)}
        />
        {evacuations.length || rebalances.length ? (
          <Stack gap="4">
            <Heading as="h2" size="md">
              <Trans>Under way</Trans>
            </Heading>
            {rebalances.map((r) => (
              <RebalanceCard key={r.node} rebalance={r} onStop={() => setStopping({ kind: 'rebalance', node: r.node })} />
            ))}
            {evacuations.map((e) => (
              <EvacuationCard key={e.node} evacuation={e} onStop={() => setStopping({ kind: 'evacuation', node: e.node })} />
            ))}
          </Stack>
        ) : status.isSuccess ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>No evacuation or rebalance is running. Evacuate a node before upgrading or removing it; rebalance after a node joins.</Trans>
          </Text>
        ) : null}
      </Stack>
      {evacuating ? (
        <EvacuateDialog
          node={evacuating}
          others={running.filter((n) => n !== evacuating)}
          onStarted={() => {
            setEvacuating(undefined);
            void refresh();
          }}
          onClose={() => setEvacuating(undefined)}
        />
      ) : null}
      {rebalancing ? (
        <RebalanceDialog
          nodes={running}
          onStarted={() => {
            setRebalancing(false);
            void refresh();
          }}
          onClose={() => setRebalancing(false)}
        />
      ) : null}
      <StopDialog target={stopping} onStopped={() => void refresh()} onClose={() => setStopping(undefined)} />
    </>
  );
}
