import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { WriteAction } from '../../../../components/WriteAction';
import { FormDialog } from '../../../../components/FormDialog';
import { SelectField } from '../../../../components/SelectField';
import { NEW_REPUBLISH, republishErrors, type RepublishDraft, type RuleOutput } from './outputs';
import { RepublishFields } from './RepublishFields';

/** An existing action (`GET /actions`) as a rule names it. */
export interface ActionChoice {
  id: string;
  type: string;
  name: string;
}

type Kind = 'console' | 'republish' | 'action';

interface OutputDialogProps {
  /** The output edited; a new one when absent. */
  output?: RuleOutput;
  actions: readonly ActionChoice[];
  /** Leaves the rule (kept as typed) to create an action, and comes back with it chosen. */
  onCreateAction: () => void;
  onSave: (output: RuleOutput) => void;
  onClose: () => void;
}

/** Adds or edits one output: the console, a republish, or an existing action picked by type and name. */
export function OutputDialog({ output, actions, onCreateAction, onSave, onClose }: OutputDialogProps) {
  const { t } = useLingui();
  const initialKind: Kind = output?.kind === 'console' || output?.kind === 'republish' || output?.kind === 'action' ? output.kind : 'republish';
  const [kind, setKind] = useState<Kind>(initialKind);
  const [republish, setRepublish] = useState<RepublishDraft>(output?.kind === 'republish' ? output.args : NEW_REPUBLISH);
  const [actionId, setActionId] = useState(output?.kind === 'action' ? output.id : '');
  const [tried, setTried] = useState(false);
  const [touched, setTouched] = useState(false);
  const errors = republishErrors(republish);
  const initial = JSON.stringify([initialKind, output?.kind === 'republish' ? output.args : NEW_REPUBLISH, output?.kind === 'action' ? output.id : '']);
  const dirty = JSON.stringify([kind, republish, actionId]) !== initial;

  // An action no longer listed (deleted meanwhile) stays choosable under its id.
  const choices = actions.some((a) => a.id === actionId) || !actionId ? actions : [{ id: actionId, type: '', name: actionId }, ...actions];
  const actionMissing = kind === 'action' && !actionId;

  function submit() {
    setTried(true);
    if (kind === 'republish' && Object.keys(errors).length > 0) return;
    if (actionMissing) return;
    onSave(kind === 'console' ? { kind } : kind === 'republish' ? { kind, args: republish } : { kind, id: actionId });
    onClose();
  }

  return (
    <FormDialog title={output ? t`Edit output` : t`Add output`} submitLabel={output ? t`Apply` : t`Add`} busy={false} dirty={dirty} onSubmit={submit} onClose={onClose}>
      <SelectField<Kind>
        label={t`Output type`}
        value={kind}
        options={[
          ['republish', t`Republish`],
          ['console', t`Console output`],
          ['action', t`Existing action`],
        ]}
        onChange={setKind}
      />
      {kind === 'console' ? (
        <Text color="fg.muted">
          <Trans>Prints the rule's output to the broker's console (its log), for debugging.</Trans>
        </Text>
      ) : kind === 'republish' ? (
        <RepublishFields
          value={republish}
          onChange={(next) => {
            setRepublish(next);
            setTouched(true);
          }}
          errors={tried || touched ? errors : {}}
        />
      ) : (
        <Stack gap="2">
          {choices.length === 0 ? (
            <Text color="fg.muted">
              <Trans>There are no actions yet. Create one: the rule waits with everything typed, and gets the new action as an output.</Trans>
            </Text>
          ) : (
            <SelectField
              label={t`Action`}
              value={actionId}
              options={[['', t`Choose an action`], ...choices.map((a): [string, string] => [a.id, a.type ? `${a.name} (${a.type})` : a.name])]}
              onChange={setActionId}
              error={tried && actionMissing ? t`Please select the action` : undefined}
            />
          )}
          <WriteAction>
            <Button size="sm" variant="outline" alignSelf="start" onClick={onCreateAction}>
              <Plus aria-hidden />
              <Trans>Create action</Trans>
            </Button>
          </WriteAction>
        </Stack>
      )}
    </FormDialog>
  );
}
