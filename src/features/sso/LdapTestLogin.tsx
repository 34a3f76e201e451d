import { Alert, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error';
import { Section } from '../../components/Section';
import { WriteAction } from '../../components/WriteAction';
import { logInWithLdap } from '../auth/session-actions';
import { ROLE_LABELS } from '../users/user-rules';

type Outcome = { kind: 'ok'; username: string; role: string } | { kind: 'refused' } | { kind: 'failed'; message: string };

function Succeeded({ username, role: broker }: { username: string; role: string }) {
  const { t } = useLingui();
  // An unknown role reads as the least one, as the session does (roleOf).
  const role = t(ROLE_LABELS[broker === 'administrator' ? 'administrator' : 'viewer']);
  return <Trans>Login succeeded: {username} would log in as {role}.</Trans>;
}

function Failed({ message }: { message: string }) {
  return <Trans>The test failed: {message}</Trans>;
}

/** Tries a directory account against the saved LDAP settings; the console's own session stays as it is. */
export function LdapTestLogin() {
  const { t } = useLingui();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      const meta = await logInWithLdap(username.trim(), password, 'test');
      setOutcome({ kind: 'ok', username: meta.username, role: meta.role ?? 'administrator' });
    } catch (error) {
      if (isApiError(error) && error.code === 'BAD_USERNAME_OR_PWD') setOutcome({ kind: 'refused' });
      else setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section id="sso-ldap-test" title={<Trans>Test login</Trans>} framed>
      <form onSubmit={submit} aria-label={t`Test LDAP login`} noValidate>
        <Stack gap="3" maxW="md">
          <Text fontSize="sm" color="fg.muted">
            <Trans>Logs in with the saved settings, as the login page would. You stay logged in as yourself.</Trans>
          </Text>
          <Field.Root>
            <Field.Label>
              <Trans>Test username</Trans>
            </Field.Label>
            <Input autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>
              <Trans>Test password</Trans>
            </Field.Label>
            <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field.Root>
          <HStack>
            <WriteAction>
              <Button type="submit" variant="outline" loading={busy} disabled={!username.trim() || !password}>
                <Trans>Test login</Trans>
              </Button>
            </WriteAction>
          </HStack>
          {outcome ? (
            <Alert.Root status={outcome.kind === 'ok' ? 'success' : 'error'} role="status">
              <Alert.Indicator />
              <Alert.Title>
                {outcome.kind === 'ok' ? (
                  <Succeeded username={outcome.username} role={outcome.role} />
                ) : outcome.kind === 'refused' ? (
                  <Trans>The directory refused these credentials, or LDAP is disabled or cannot reach its server.</Trans>
                ) : (
                  <Failed message={outcome.message} />
                )}
              </Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </form>
    </Section>
  );
}
