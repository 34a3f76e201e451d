import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { changeOwnPassword } from './session-actions';
import { validatePasswordChange, type PasswordChange } from './password-rules';

interface ChangePasswordFormProps {
  /** Known already (the default password just typed at login): the field is not asked for again. */
  knownOldPassword?: string;
  onDone: () => void;
  /** Extra buttons beside Save, e.g. Cancel or Skip. */
  secondaryAction?: ReactNode;
}

/** Changes the logged-in user's own password, then logs back in with it. Validates as the user types. */
export function ChangePasswordForm({ knownOldPassword, onDone, secondaryAction }: ChangePasswordFormProps) {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState<PasswordChange>({ oldPassword: knownOldPassword ?? '', newPassword: '', confirmPassword: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof PasswordChange, boolean>>>({});
  const [saving, setSaving] = useState(false);
  const errors = validatePasswordChange(values);

  const field = (name: keyof PasswordChange, label: string, autoComplete: string) => {
    const error = touched[name] ? errors[name] : undefined;
    return (
      <Field.Root invalid={!!error} required>
        <Field.Label>{label}</Field.Label>
        <Input
          type="password"
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => {
            setValues((v) => ({ ...v, [name]: e.target.value }));
            setTouched((tch) => ({ ...tch, [name]: true }));
          }}
          onBlur={() => setTouched((tch) => ({ ...tch, [name]: true }))}
        />
        <Field.ErrorText>{error ? i18n._(error) : null}</Field.ErrorText>
      </Field.Root>
    );
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ oldPassword: true, newPassword: true, confirmPassword: true });
    if (Object.keys(errors).length) return;
    setSaving(true);
    try {
      await changeOwnPassword(values.oldPassword, values.newPassword);
      onDone();
    } catch {
      // The HTTP layer has shown the broker's reason; what the user typed stays.
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {knownOldPassword === undefined ? field('oldPassword', t`Old password`, 'current-password') : null}
        {field('newPassword', t`New password`, 'new-password')}
        {field('confirmPassword', t`Confirm new password`, 'new-password')}
        <HStack justify="flex-end" gap="2">
          {secondaryAction}
          <Button type="submit" colorPalette="brand" loading={saving}>
            <Trans>Change password</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
