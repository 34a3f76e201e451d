import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toaster } from '../../app/toaster';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { FailureNotice } from '../../components/FailureNotice';
import { FormDialog, TextField } from '../../components/FormDialog';
import { postLoadRebalanceByNodeEvacuationStart } from '../../generated/endpoints/load-rebalance/load-rebalance';
import { emptyEvacuation, evacuationBody, validateEvacuation } from './maintenance-form';
import { PacingFields } from './PacingFields';
import { useStartForm } from './use-start-form';

interface EvacuateDialogProps {
  node: string;
  /** The cluster's other running nodes: where the sessions may go. */
  others: readonly string[];
  onStarted: () => void;
  onClose: () => void;
}

/**
 * Empties a node before an upgrade or a scale-in: it stops taking connections, moves its clients to
 * the other nodes at the pace set, then keeps refusing until the evacuation is stopped.
 */
export function EvacuateDialog({ node, others, onStarted, onClose }: EvacuateDialogProps) {
  const { t } = useLingui();
  const form = useStartForm(emptyEvacuation(), validateEvacuation);
  const { draft, set, shown } = form;

  const start = () =>
    void form.submit(
      (d, options) => postLoadRebalanceByNodeEvacuationStart(node, evacuationBody(d), options),
      () => {
        toaster.create({ type: 'success', title: t`Evacuation of ${node} started` });
        onStarted();
      },
    );

  return (
    <FormDialog title={t`Evacuate ${node}`} submitLabel={t`Start evacuation`} busy={form.busy} dirty={form.dirty} onSubmit={start} onClose={onClose}>
      {form.refusal ? <FailureNotice title={<Trans>The broker did not start the evacuation</Trans>}>{form.refusal}</FailureNotice> : null}
      <Text fontSize="sm">
        <Trans>
          The node's health check fails at once, so load balancers stop sending it clients. Its connected clients are then asked to reconnect elsewhere, and the
          sessions of offline clients are moved to the nodes below. Clients see a disconnect; persistent sessions keep their subscriptions and queued messages.
        </Trans>
      </Text>
      <CheckboxGroup
        label={t`Move sessions to`}
        options={others.map((n) => [n, n] as const)}
        checked={draft.migrateTo}
        onChange={(migrateTo) => set({ migrateTo }, 'migrateTo')}
        help={t`None ticked: spread over every other node.`}
      />
      <TextField
        label={t`Server to reconnect to`}
        monospace
        value={draft.redirectTo}
        onChange={(redirectTo) => set({ redirectTo }, 'redirectTo')}
        error={shown('redirectTo')}
        help={t`Sent to MQTT 5 clients as the server reference: usually the load balancer's address. Leave empty to send none.`}
      />
      <PacingFields draft={draft} shown={shown} set={set} />
    </FormDialog>
  );
}
