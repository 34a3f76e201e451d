import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { WriteAction } from '../../components/WriteAction';
import { useGetNodes } from '../../generated/endpoints/nodes/nodes';
import type { EmqxMgmtApiNodesNodeInfo } from '../../generated/model';
import { ForceLeaveDialog } from './cluster/ForceLeaveDialog';
import { InvitationsPanel } from './cluster/InvitationsPanel';
import { InviteNodeDialog } from './cluster/InviteNodeDialog';
import { TopologyPanel } from './cluster/TopologyPanel';
import { useInvitations } from './cluster/use-invitations';
import { useNodeColumns } from './node-columns';
import { useEvacuatingNodes } from './cluster/use-evacuating-nodes';

const NODES_REFRESH_MS = 15_000;

/** The cluster's nodes and how replicants follow cores; invite a node to join, force a stopped one to leave. */
export function NodesView() {
  const { t } = useLingui();
  const nodes = useGetNodes({ query: { refetchInterval: pollEvery(NODES_REFRESH_MS) }, request: { background: true } });
  const staleSince = useStaleSince(nodes);
  const invitations = useInvitations();
  const [inviting, setInviting] = useState(false);
  const [leaving, setLeaving] = useState<string>();
  const members = nodes.data?.flatMap((n) => (n.node ? [n.node] : [])) ?? [];
  // A stale "stopped" may be running again: no force-leave on an old answer.
  const anyStopped = staleSince === undefined && (nodes.data?.some((n) => n.node_status === 'stopped') ?? false);

  // A stopped node can be forced out; a running one leaves by itself (`emqx ctl cluster leave` on it).
  const actions: Column<EmqxMgmtApiNodesNodeInfo> = {
    id: 'actions',
    header: <Trans>Actions</Trans>,
    cell: ({ node, node_status }) =>
      node && node_status === 'stopped' ? (
        <WriteAction>
          <Button size="xs" variant="outline" colorPalette="red" aria-label={t`Force ${node} to leave`} onClick={() => setLeaving(node)}>
            <LogOut />
            <Trans>Force leave</Trans>
          </Button>
        </WriteAction>
      ) : null,
  };
  const evacuating = useEvacuatingNodes();
  const columns = useNodeColumns(staleSince !== undefined, evacuating);

  return (
    <>
      <PageHeader title={<Trans>Nodes</Trans>}>
        <WriteAction>
          <Button size="sm" colorPalette="brand" onClick={() => setInviting(true)}>
            <UserPlus />
            <Trans>Invite node</Trans>
          </Button>
        </WriteAction>
      </PageHeader>
      <Stack gap="6">
        <DataTable
          label={t`Nodes`}
          columns={anyStopped ? [...columns, actions] : columns}
          rows={nodes.data}
          rowKey={(n) => n.node ?? ''}
          {...queryState(nodes)}
          staleSince={staleSince}
        />
        {invitations.rows.length > 0 ? <InvitationsPanel rows={invitations.rows} /> : null}
        <TopologyPanel />
      </Stack>
      {inviting ? (
        <InviteNodeDialog
          members={members}
          onClose={() => setInviting(false)}
          onInvited={(node) => {
            setInviting(false);
            invitations.follow(node);
          }}
        />
      ) : null}
      <ForceLeaveDialog node={leaving} onClose={() => setLeaving(undefined)} />
    </>
  );
}
