import { Trans, useLingui } from '@lingui/react/macro';
import { OneFieldDialog } from '../../components/OneFieldDialog';
import { usePostMqttTopicMetrics } from '../../generated/endpoints/mqtt/mqtt';
import { checkMetricTopic } from './topic-metrics-model';

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
  const add = usePostMqttTopicMetrics({ request: { silentStatuses: [400, 409] } });
  const check = (typed: string) => {
    const checked = checkMetricTopic(typed);
    if (checked.ok) return { value: checked.topic };
    if (checked.reason === 'required') return { error: t`Topic is required` };
    return {
      error: checked.reason === 'wildcard' ? t`Topic metrics do not support wildcards (+ and #): enter a topic name, such as devices/1/telemetry` : t`Enter the topic after the $share/group/ prefix`,
    };
  };
  const help = (typed: string) => {
    const checked = checkMetricTopic(typed);
    if (!checked.ok || checked.group === undefined) return t`Messages published to this exact topic are counted, on every node.`;
    const { group, topic } = checked;
    return t`The shared subscription prefix $share/${group}/ is taken off: messages published to ${topic} are counted.`;
  };
  return (
    <OneFieldDialog
      title={t`Add topic`}
      submitLabel={t`Add`}
      label={t`Topic`}
      check={check}
      help={help}
      send={(topic) => add.mutateAsync({ data: { topic } })}
      refusedStatuses={[400, 409]}
      refusalTitle={<Trans>The broker did not add the topic</Trans>}
      onDone={onAdded}
      onClose={onClose}
    />
  );
}
