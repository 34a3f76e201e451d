/**
 * The login page's single sign-on options, one per backend the broker runs. Loaded only once the
 * broker says one runs; kept in src/features/auth so its texts are in the login page's catalog
 * ('start', lingui.config.ts), which is in place before the page draws.
 */
import { Alert, Button, Field, HStack, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error';
import { SSO_NAMES, type SsoBackend } from '../../api/session';
import { logInWithLdap } from './session-actions';
import { startSsoRedirect } from './sso-redirect';

interface SsoLoginOptionsProps {
  backends: readonly SsoBackend[];
  onLoggedIn: () => void;
}


function LdapForm({ onLoggedIn }: { onLoggedIn: () => void }) {
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
      await logInWithLdap(username.trim(), password);
      onLoggedIn();
    } catch (error) {
      setFailure(isApiError(error) && error.code === 'BAD_USERNAME_OR_PWD' ? 'credentials' : 'other');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`LDAP login`}>
      <Stack gap="3">
        {failure ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failure === 'credentials' ? <Trans>Wrong username or password</Trans> : <Trans>The broker did not accept the login. Try again.</Trans>}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Field.Root invalid={!!usernameError} required>
          <Field.Label>
            <Trans>LDAP username</Trans>
          </Field.Label>
          <Input name="ldap-username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
          <Field.ErrorText>{usernameError}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!passwordError} required>
          <Field.Label>
            <Trans>LDAP password</Trans>
          </Field.Label>
          <Input name="ldap-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <Field.ErrorText>{passwordError}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={busy}>
          <Trans>Log in with LDAP</Trans>
        </Button>
      </Stack>
    </form>
  );
}

export function SsoLoginOptions({ backends, onLoggedIn }: SsoLoginOptionsProps) {
  const { t } = useLingui();
  const [ldapOpen, setLdapOpen] = useState(false);
  const [leaving, setLeaving] = useState<SsoBackend | null>(null);
  const [failed, setFailed] = useState(false);

  async function redirect(backend: 'oidc' | 'saml') {
    setLeaving(backend);
    setFailed(false);
    try {
      await startSsoRedirect(backend);
    } catch {
      setFailed(true);
      setLeaving(null);
    }
  }

  return (
    <Stack gap="3" mt="6" role="group" aria-label={t`Single sign-on`}>
      <HStack>
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted" flexShrink={0}>
          <Trans>Or log in with</Trans>
        </Text>
        <Separator flex="1" />
      </HStack>
      {failed ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>The identity provider could not be reached. Try again.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack gap="2" wrap="wrap">
        {backends.map((backend) =>
          backend === 'ldap' ? (
            <Button key={backend} variant={ldapOpen ? 'subtle' : 'outline'} flex="1" aria-expanded={ldapOpen} onClick={() => setLdapOpen((open) => !open)}>
              {SSO_NAMES[backend]}
            </Button>
          ) : (
            <Button key={backend} variant="outline" flex="1" loading={leaving === backend} disabled={leaving !== null} onClick={() => void redirect(backend)}>
              {SSO_NAMES[backend]}
            </Button>
          ),
        )}
      </HStack>
      {ldapOpen ? <LdapForm onLoggedIn={onLoggedIn} /> : null}
    </Stack>
  );
}
