import { Code } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SelectField } from '../../components/SelectField';
import type { ModulesRewrite, ModulesRewriteAction } from '../../generated/model';
import { FormDialog, TextField } from '../../components/FormDialog';
import { useActionLabels } from './rewrite-actions';
import { validateRule } from './validation';

type Field = 'source_topic' | 're' | 'dest_topic';

/** Written as the broker expects them; not messages, so kept out of the catalogs. */
const CLIENT_PLACEHOLDERS = '${clientid}, ${username}';

interface RewriteRuleDialogProps {
  open: boolean;
  /** Set when editing; a new rule otherwise. */
  editing: boolean;
  initial: ModulesRewrite;
  busy: boolean;
  onSave: (rule: ModulesRewrite) => void;
  onClose: () => void;
}

/** One topic rewrite rule: which messages it applies to, what it matches and what it rewrites to. */
export function RewriteRuleDialog({ open, editing, initial, busy, onSave, onClose }: RewriteRuleDialogProps) {
  const { t, i18n } = useLingui();
  const actions = useActionLabels();
  const [rule, setRule] = useState(initial);
  const dirty = JSON.stringify(rule) !== JSON.stringify(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const errors = validateRule(rule);
  const shown = (field: Field) => (touched[field] && errors[field] ? i18n._(errors[field]) : undefined);
  const set = (field: Field) => (value: string) => {
    setRule((r) => ({ ...r, [field]: value }));
    setTouched((d) => ({ ...d, [field]: true }));
  };
  const blur = (field: Field) => () => setTouched((d) => ({ ...d, [field]: true }));

  function submit() {
    setTouched({ source_topic: true, re: true, dest_topic: true });
    if (Object.keys(errors).length > 0) return;
    onSave({ ...rule, source_topic: rule.source_topic.trim(), dest_topic: rule.dest_topic.trim() });
  }

  if (!open) return null;
  return (
    <FormDialog
      title={editing ? t`Edit topic rewrite rule` : t`Add topic rewrite rule`}
      submitLabel={<Trans>Save</Trans>}
      dirty={dirty}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField<ModulesRewriteAction>
        label={t`Action`}
        value={rule.action}
        options={(['all', 'publish', 'subscribe'] as const).map((a) => [a, actions[a]])}
        onChange={(action) => setRule((r) => ({ ...r, action }))}
      />
      <TextField
        required
        label={t`Source topic`}
        value={rule.source_topic}
        onChange={set('source_topic')}
        onBlur={blur('source_topic')}
        error={shown('source_topic')}
        help={t`The topic filter whose topics are rewritten; wildcards allowed.`}
      />
      <TextField
        required
        label={t`Regular expression`}
        value={rule.re}
        onChange={set('re')}
        onBlur={blur('re')}
        error={shown('re')}
        help={t`Matched against the topic; a topic it does not match is left as it is.`}
        monospace
      />
      <TextField
        required
        label={t`Destination topic`}
        value={rule.dest_topic}
        onChange={set('dest_topic')}
        onBlur={blur('dest_topic')}
        error={shown('dest_topic')}
        help={
          <Trans>
            $1, $2… stand for the regular expression's capture groups, <Code>{CLIENT_PLACEHOLDERS}</Code> for the client's ID and username.
          </Trans>
        }
      />
    </FormDialog>
  );
}
