import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError, readErrorBody } from '../../api/api-error';
import { FormDialog, TextField } from '../../components/FormDialog';
import { usePostMqttTopicMetrics } from '../../generated/endpoints/mqtt/mqtt';
import { checkMetricTopic } from './topic-metrics-model';
import { FailureNotice } from '../../components/FailureNotice';

interface AddTopicMetricDialogProps {
  /** Called with the topic the broker now counts. */
  onAdded: (topic: string) => void;
  onClose: () => void;
}

/**
 * Registers a topic with the broker's topic metrics. The topic is checked as typed (required, no
 * wildcards, a `$share/group/` prefix taken off and said so); what the broker refuses (a topic it
 * already counts, its limit of topics) is shown in the dialog in the broker's words.
 */
export function AddTopicMetricDialog({ onAdded, onClose }: AddTopicMetricDialogProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  // The broker's refusals are shown here, not in a toast that would cover the dialog.
  const add = usePostMqttTopicMetrics({ request: { silentStatuses: [400, 409] } });
  const check = checkMetricTopic(typed);

  const error = !touched || check.ok
    ? undefined
    : check.reason === 'required'
      ? t`Topic is required`
      : check.reason === 'wildcard'
        ? t`Topic metrics do not support wildcards (+ and #): enter a topic name, such as devices/1/telemetry`
        : t`Enter the topic after the $share/group/ prefix`;
  const group = check.ok ? check.group : undefined;
  const topic = check.ok ? check.topic : '';
  const help =
    group !== undefined ? t`The shared subscription prefix $share/${group}/ is taken off: messages published to ${topic} are counted.` : t`Messages published to this exact topic are counted, on every node.`;

  async function submit() {
    setTouched(true);
    if (!check.ok) return;
    setRefusal(undefined);
    try {
      await add.mutateAsync({ data: { topic: check.topic } });
    } catch (cause) {
      // Other failures (a lost connection) were reported by the HTTP layer already.
      if (isApiError(cause) && (cause.status === 400 || cause.status === 409)) setRefusal(readErrorBody(cause.body)?.message ?? cause.message);
      return;
    }
    onAdded(check.topic);
  }

  return (
    <FormDialog title={t`Add topic`} submitLabel={t`Add`} busy={add.isPending} dirty={typed !== ''} onSubmit={() => void submit()} onClose={onClose}>
      <TextField
        label={t`Topic`}
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
        help={help}
      />
      {refusal ? (
        <FailureNotice title=<Trans>The broker did not add the topic</Trans>>{refusal}</FailureNotice>
      ) : null}
    </FormDialog>
  );
}
