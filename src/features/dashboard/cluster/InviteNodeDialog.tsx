import { Trans, useLingui } from '@lingui/react/macro';
import { OneFieldDialog } from '../../../components/OneFieldDialog';
import { usePutClusterByNodeInviteAsync } from '../../../generated/endpoints/cluster/cluster';
import { nodeNameProblem } from './cluster-model';

interface InviteNodeDialogProps {
  /** The cluster's nodes: inviting one of them again is refused as typed. */
  members: readonly string[];
  /** The broker took the invitation; the node joins (or fails to) in the background. */
  onInvited: (node: string) => void;
  onClose: () => void;
}

/**
 * Invites a node to join the cluster. The broker starts the invitation and answers at once; the
 * nodes screen follows it. The name is checked as typed, and a refusal (the node answering the
 * request, an invitation already under way) is shown in the broker's words.
 */
export function InviteNodeDialog({ members, onInvited, onClose }: InviteNodeDialogProps) {
  const { t } = useLingui();
  const invite = usePutClusterByNodeInviteAsync({ request: { silentStatuses: [400] } });
  const check = (typed: string) => {
    const node = typed.trim();
    const problem = nodeNameProblem(typed, members);
    if (problem === undefined) return { value: node };
    if (problem === 'required') return { error: t`Node name required` };
    return { error: problem === 'format' ? t`Enter the node's name as name@host, such as emqx@192.168.0.12` : t`${node} is already in the cluster` };
  };
  return (
    <OneFieldDialog
      title={t`Invite node`}
      submitLabel={t`Invite`}
      label={t`Node name`}
      check={check}
      help={() => t`The name the node runs as (node.name in its emqx.conf). It must run the same version and share this cluster's cookie.`}
      send={(node) => invite.mutateAsync({ node })}
      refusedStatuses={[400]}
      refusalTitle={<Trans>The broker did not send the invitation</Trans>}
      onDone={onInvited}
      onClose={onClose}
    />
  );
}
