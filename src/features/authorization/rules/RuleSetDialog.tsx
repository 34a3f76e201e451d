import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormDialog, TextField } from '../../../components/FormDialog';
import { RuleLinesEditor } from './RuleLinesEditor';
import { WHO_LABELS, type RuleKind, type RuleSet } from './rule-api';
import { emptyRule, fromRuleItem, hasProblems, sameRules, toRuleItem, type RuleDraft } from './rule-draft';

interface RuleSetDialogProps {
  kind: RuleKind;
  /** The client's or user's rules as they stand; absent to create. */
  editing?: RuleSet;
  /** Sends the rules; resolves true once the broker took them. On false the dialog keeps what was typed. */
  onSave: (set: RuleSet) => Promise<boolean>;
  onClose: () => void;
}

/** Creates or edits one client's or user's rules: the client ID or username, then one or more rule lines. */
export function RuleSetDialog({ kind, editing, onSave, onClose }: RuleSetDialogProps) {
  const { t, i18n } = useLingui();
  const [initial] = useState<RuleDraft[]>(() => (editing?.rules.length ? editing.rules.map(fromRuleItem) : [emptyRule()]));
  const [who, setWho] = useState(editing?.who ?? '');
  const [lines, setLines] = useState(initial);
  const [whoTouched, setWhoTouched] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const whoLabel = i18n._(WHO_LABELS[kind]);
  const whoMissing = !who.trim();
  // Problems show once a field was typed in, or a save was tried; not on leaving an empty field:
  // the text it would add moves the Save button away from under the pointer mid-click.
  const whoError = (whoTouched || tried) && whoMissing ? (kind === 'clients' ? t`Client ID is required` : t`Username is required`) : undefined;

  async function submit() {
    setTried(true);
    if ((!editing && whoMissing) || hasProblems(lines)) return;
    setBusy(true);
    const saved = await onSave({ who: editing?.who ?? who.trim(), rules: lines.map(toRuleItem) });
    setBusy(false);
    if (saved) onClose();
  }

  const title = editing
    ? kind === 'clients'
      ? t`Edit the rules of client ${editing.who}`
      : t`Edit the rules of user ${editing.who}`
    : kind === 'clients'
      ? t`Add rules for a client`
      : t`Add rules for a user`;

  return (
    <FormDialog title={title} submitLabel={t`Save`} busy={busy} dirty={(!editing && who !== '') || !sameRules(lines, initial)} onSubmit={() => void submit()} onClose={onClose}>
      {editing ? null : (
        <TextField
          label={whoLabel}
          required
          autoComplete="off"
          value={who}
          onChange={(value) => {
            setWho(value);
            setWhoTouched(true);
          }}
          error={whoError}
        />
      )}
      <RuleLinesEditor lines={lines} onChange={setLines} showAll={tried} minLines={1} />
    </FormDialog>
  );
}
