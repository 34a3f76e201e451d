import { Alert } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { validatePasswordChange, type PasswordChange } from '../auth/password-rules';
import { FormDialog, TextField } from '../../components/FormDialog';

type Field = keyof PasswordChange;

const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };

interface ChangePasswordDialogProps {
  username: string;
  /** The logged-in user's own password: the console logs back in with the new one. */
  own: boolean;
  onSave: (change: PasswordChange) => Promise<boolean>;
  onClose: () => void;
}

/** A user's new password, per the spec's rules (docs/product-spec.md §5); the broker asks for the current one too. */
export function ChangePasswordDialog({ username, own, onSave, onClose }: ChangePasswordDialogProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const errors = validatePasswordChange(values);
  const shown = (name: Field) => (touched[name] && errors[name] ? i18n._(errors[name]) : undefined);
  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      required
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => {
        setValues((v) => ({ ...v, [name]: value }));
        setTouched((tch) => ({ ...tch, [name]: true }));
      }}
      onBlur={() => setTouched((tch) => ({ ...tch, [name]: true }))}
      error={shown(name)}
      help={name === 'newPassword' ? t`8 to 64 characters, with at least two of letters, numbers and symbols` : undefined}
    />
  );

  async function submit() {
    setTouched({ oldPassword: true, newPassword: true, confirmPassword: true });
    if (Object.keys(errors).length) return;
    setBusy(true);
    const saved = await onSave(values);
    setBusy(false);
    if (saved) onClose();
  }

  return (
    <FormDialog
      title={t`Change the password of ${username}`}
      submitLabel={t`Change password`}
      busy={busy}
      dirty={JSON.stringify(values) !== JSON.stringify(EMPTY)}
      sessionAction={own}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Alert.Root status="info" size="sm">
        <Alert.Indicator />
        <Alert.Description>
          {own ? <Trans>You stay logged in with the new password.</Trans> : <Trans>Every session of {username} ends: the user logs in again with the new password.</Trans>}
        </Alert.Description>
      </Alert.Root>
      {field('oldPassword', t`Old password`, own ? 'current-password' : 'off')}
      {field('newPassword', t`New password`, 'new-password')}
      {field('confirmPassword', t`Confirm new password`, 'new-password')}
    </FormDialog>
  );
}
