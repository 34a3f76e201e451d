import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '../../api/api-error';

interface CredentialsFormProps {
  /** Sends the login; rejects with the broker's ApiError when it refuses. */
  logIn: (username: string, password: string) => Promise<void>;
  labels: { username: string; password: string; submit: ReactNode };
  /** The form's own name, where the page has more than one. */
  name?: string;
  /** Prefix of the inputs' names, so a password manager tells the logins apart. */
  fieldPrefix?: string;
  /** Above the fields (the page's heading), and under the button. */
  heading?: ReactNode;
  footer?: ReactNode;
}

/** A username and password login, for the broker's own users and for LDAP: required fields, and the refusal said in words. */
export function CredentialsForm({ logIn, labels, name, fieldPrefix = '', heading, footer }: CredentialsFormProps) {
  const { t } = useLingui();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<'credentials' | 'other' | null>(null);
  const usernameError = touched && !username.trim() ? t`Username is required` : undefined;
  const passwordError = touched && !password ? t`Password is required` : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    setBusy(true);
    setFailure(null);
    try {
      await logIn(username.trim(), password);
    } catch (error) {
      setFailure(isApiError(error) && error.code === 'BAD_USERNAME_OR_PWD' ? 'credentials' : 'other');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={name}>
      <Stack gap={heading ? '4' : '3'}>
        {heading}
        {failure ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failure === 'credentials' ? <Trans>Wrong username or password</Trans> : <Trans>The broker did not accept the login. Try again.</Trans>}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Field.Root invalid={!!usernameError} required>
          <Field.Label>{labels.username}</Field.Label>
          <Input name={`${fieldPrefix}username`} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
          <Field.ErrorText>{usernameError}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!passwordError} required>
          <Field.Label>{labels.password}</Field.Label>
          <Input name={`${fieldPrefix}password`} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <Field.ErrorText>{passwordError}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={busy}>
          {labels.submit}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
