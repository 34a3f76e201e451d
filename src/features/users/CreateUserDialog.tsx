import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SelectField } from '../../components/SelectField';
import { FormDialog, TextField } from '../../components/FormDialog';
import { ROLE_LABELS, USER_ROLES, validateNewUser, type NewUser } from './user-rules';

type Field = 'username' | 'password' | 'confirmPassword';

const EMPTY: NewUser = { username: '', password: '', confirmPassword: '', role: 'administrator', description: '' };

interface CreateUserDialogProps {
  /** Usernames already in use. */
  taken: readonly string[];
  /** The edition has roles (Enterprise RBAC): the form offers one. */
  withRoles: boolean;
  /** Resolves true once the broker made the user; on false the dialog keeps what was typed. */
  onSave: (user: NewUser) => Promise<boolean>;
  onClose: () => void;
}

/** A new dashboard user: a username, a password per the spec's rules (docs/product-spec.md §5), a role where the edition has them, a note. */
export function CreateUserDialog({ taken, withRoles, onSave, onClose }: CreateUserDialogProps) {
  const { t, i18n } = useLingui();
  const [user, setUser] = useState<NewUser>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const errors = validateNewUser(user, taken);
  const shown = (name: Field) => (touched[name] && errors[name] ? i18n._(errors[name]) : undefined);
  const edit = (name: Field) => (value: string) => {
    setUser((u) => ({ ...u, [name]: value }));
    setTouched((tch) => ({ ...tch, [name]: true }));
  };
  const blur = (name: Field) => () => setTouched((tch) => ({ ...tch, [name]: true }));

  async function submit() {
    setTouched({ username: true, password: true, confirmPassword: true });
    if (Object.keys(errors).length) return;
    setBusy(true);
    const saved = await onSave({ ...user, username: user.username.trim() });
    setBusy(false);
    if (saved) onClose();
  }

  return (
    <FormDialog title={t`Create user`} submitLabel={t`Create`} busy={busy} dirty={JSON.stringify(user) !== JSON.stringify(EMPTY)} onSubmit={() => void submit()} onClose={onClose}>
      <TextField label={t`Username`} required autoComplete="off" value={user.username} onChange={edit('username')} onBlur={blur('username')} error={shown('username')} />
      <TextField
        label={t`Password`}
        type="password"
        required
        autoComplete="new-password"
        value={user.password}
        onChange={edit('password')}
        onBlur={blur('password')}
        error={shown('password')}
        help={t`8 to 64 characters, with at least two of letters, numbers and symbols`}
      />
      <TextField
        label={t`Confirm password`}
        type="password"
        required
        autoComplete="new-password"
        value={user.confirmPassword}
        onChange={edit('confirmPassword')}
        onBlur={blur('confirmPassword')}
        error={shown('confirmPassword')}
      />
      {withRoles ? (
        <SelectField label={t`Role`} value={user.role} options={USER_ROLES.map((role) => [role, i18n._(ROLE_LABELS[role])])} onChange={(role) => setUser((u) => ({ ...u, role }))} />
      ) : null}
      <TextField label={t`Description`} multiline value={user.description} onChange={(description) => setUser((u) => ({ ...u, description }))} />
    </FormDialog>
  );
}
