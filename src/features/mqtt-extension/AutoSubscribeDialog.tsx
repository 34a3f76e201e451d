import { Code } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SelectField } from '../../components/SelectField';
import type { AutoSubscribeTopic } from '../../generated/model';
import { FormDialog, TextField } from '../../components/FormDialog';
import { validateAutoSubscribe } from './validation';
import { ToggleSwitch } from '../../components/ToggleSwitch';

/** Written as the broker expects them; not messages, so kept out of the catalogs. */
const PLACEHOLDERS = '${clientid}, ${username}, ${host}, ${port}';

interface AutoSubscribeDialogProps {
  open: boolean;
  editing: boolean;
  initial: AutoSubscribeTopic;
  /** The topics already in the list, the one being edited left out. */
  others: readonly string[];
  busy: boolean;
  onSave: (entry: AutoSubscribeTopic) => void;
  onClose: () => void;
}

type Choice = 'qos' | 'rh';

/** One topic every client is subscribed to when it connects, with its subscription options. */
export function AutoSubscribeDialog({ open, editing, initial, others, busy, onSave, onClose }: AutoSubscribeDialogProps) {
  const { t, i18n } = useLingui();
  const [start] = useState<AutoSubscribeTopic>(() => ({ qos: 0, nl: 0, rap: 0, rh: 0, ...initial }));
  const [entry, setEntry] = useState(start);
  const dirty = JSON.stringify(entry) !== JSON.stringify(start);
  const [touched, setTouched] = useState(false);
  const error = validateAutoSubscribe(entry, others).topic;

  function submit() {
    setTouched(true);
    if (error) return;
    onSave({ ...entry, topic: entry.topic.trim() });
  }

  const choice = (name: Choice, label: string, options: [number, string][]) => (
    <SelectField label={label} value={entry[name] ?? 0} options={options} onChange={(value) => setEntry((e) => ({ ...e, [name]: value }))} />
  );
  const flag = (name: 'nl' | 'rap', label: string) => (
    <ToggleSwitch label={label} checked={entry[name] === 1} onChange={(checked) => setEntry((d) => ({ ...d, [name]: checked ? 1 : 0 }))} />
  );

  if (!open) return null;
  return (
    <FormDialog
      title={editing ? t`Edit auto subscribe topic` : t`Add auto subscribe topic`}
      submitLabel={<Trans>Save</Trans>}
      dirty={dirty}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        required
        label={t`Topic`}
        value={entry.topic}
        onChange={(topic) => {
          setEntry((e) => ({ ...e, topic }));
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
        error={touched && error ? i18n._(error) : undefined}
        help={
          <Trans>
            Placeholders: <Code>{PLACEHOLDERS}</Code>
          </Trans>
        }
      />
      {choice('qos', t`QoS`, [
        [0, '0'],
        [1, '1'],
        [2, '2'],
      ])}
      {flag('nl', t`No local`)}
      {flag('rap', t`Retain as published`)}
      {choice('rh', t`Retain handling`, [
        [0, t`0: send retained messages`],
        [1, t`1: only for new subscriptions`],
        [2, t`2: do not send`],
      ])}
    </FormDialog>
  );
}
