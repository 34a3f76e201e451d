import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError, readErrorBody } from '../../../api/api-error';
import { FormDialog, TextField } from '../../../components/FormDialog';
import { usePutClusterByNodeInviteAsync } from '../../../generated/endpoints/cluster/cluster';
import { nodeNameProblem } from './cluster-model';
import { FailureNotice } from '../../../components/FailureNotice';

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
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const invite = usePutClusterByNodeInviteAsync({ request: { silentStatuses: [400] } });
  const problem = nodeNameProblem(typed, members);
  const node = typed.trim();

  const error = !touched || problem === undefined
    ? undefined
    : problem === 'required'
      ? t`Node name required`
      : problem === 'format'
        ? t`Enter the node's name as name@host, such as emqx@192.168.0.12`
        : t`${node} is already in the cluster`;

  async function submit() {
    setTouched(true);
    if (problem !== undefined) return;
    setRefusal(undefined);
    try {
      await invite.mutateAsync({ node });
    } catch (cause) {
      if (isApiError(cause) && cause.status === 400) setRefusal(readErrorBody(cause.body)?.message ?? cause.message);
      return;
    }
    onInvited(node);
  }

  return (
    <FormDialog title={t`Invite node`} submitLabel={t`Invite`} busy={invite.isPending} dirty={typed !== ''} onSubmit={() => void submit()} onClose={onClose}>
      <TextField
        label={t`Node name`}
        required
        monospace
        autoComplete="off"
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setTouched(true);
          setRefusal(undefined);
        }}
        onBlur={() => setTouched(true)}
        error={error}
        help={t`The name the node runs as (node.name in its emqx.conf). It must run the same version and share this cluster's cookie.`}
      />
      {refusal ? (
        <FailureNotice title=<Trans>The broker did not send the invitation</Trans>>{refusal}</FailureNotice>
      ) : null}
    </FormDialog>
  );
}
