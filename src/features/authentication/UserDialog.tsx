import { Checkbox } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormDialog, TextField } from '../../components/FormDialog';
import { userProblems, type UserDraft } from './user-rules';

type Field = 'userId' | 'password';

/** Create a user (id, password, superuser) or edit one (new password, superuser). */
export function UserDialog({ editing, onSave, onClose }: { editing?: { userId: string; isSuperuser: boolean }; onSave: (draft: UserDraft) => Promise<boolean>; onClose: () => void }) {
  const { t } = useLingui();
  const [initial] = useState<UserDraft>({ userId: editing?.userId ?? '', password: '', isSuperuser: editing?.isSuperuser ?? false });
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const problems = userProblems(draft, editing !== undefined);
  const messages: Record<Field, string> = { userId: t`User ID is required`, password: t`Password is required` };
  // A field says what it lacks once the user has been in it, or has tried to save.
  const shown = (field: Field) => (touched[field] && problems[field] ? messages[field] : undefined);
  const edit = (field: Field) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setTouched((seen) => ({ ...seen, [field]: true }));
  };
  const blur = (field: Field) => () => setTouched((seen) => ({ ...seen, [field]: true }));

  async function submit() {
    setTouched({ userId: true, password: true });
    if (Object.keys(problems).length) return;
    setBusy(true);
    const ok = await onSave(draft);
    setBusy(false);
    if (ok) onClose();
  }

  return (
    <FormDialog
      title={editing ? t`Edit user ${editing.userId}` : t`Create user`}
      submitLabel={editing ? <Trans>Save</Trans> : <Trans>Create</Trans>}
      busy={busy}
      dirty={JSON.stringify(draft) !== JSON.stringify(initial)}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {editing ? null : <TextField label={t`User ID`} required autoComplete="off" value={draft.userId} onChange={edit('userId')} onBlur={blur('userId')} error={shown('userId')} />}
      <TextField
        label={editing ? t`New password` : t`Password`}
        type="password"
        required
        autoComplete="new-password"
        value={draft.password}
        onChange={edit('password')}
        onBlur={blur('password')}
        error={shown('password')}
      />
      <Checkbox.Root checked={draft.isSuperuser} onCheckedChange={(e) => setDraft((d) => ({ ...d, isSuperuser: e.checked === true }))}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <Trans>Superuser</Trans>
        </Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
}
