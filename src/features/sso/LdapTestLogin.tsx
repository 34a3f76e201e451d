import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { isApiError, readErrorBody } from '../../api/api-error';
import { TextField } from '../../components/FormDialog';
import { Section } from '../../components/Section';
import { WriteAction } from '../../components/WriteAction';
import { postLogout } from '../../generated/endpoints/dashboard/dashboard';
import { logInWithLdap, roleOf } from '../auth/session-actions';
import { ROLE_LABELS } from '../users/user-rules';

/** `failed` carries the broker's words; without them (no answer) the HTTP layer has said what happened. */
type Outcome = { kind: 'ok'; username: string; role: string | undefined } | { kind: 'refused' } | { kind: 'failed'; message: string | undefined };

function Succeeded({ username, role: broker }: { username: string; role: string | undefined }) {
  const { t } = useLingui();
  const role = t(ROLE_LABELS[roleOf(broker)]);
  return <Trans>Login succeeded: {username} would log in as {role}.</Trans>;
}

function Failed({ message }: { message: string | undefined }) {
  return message === undefined ? <Trans>The broker is not responding</Trans> : <Trans>The test failed: {message}</Trans>;
}

/**
 * Logs in as the login page would, then revokes the token the broker gave that login: a test leaves
 * no session of the tested account behind. (A failed revoke ends with the token's expiry.)
 */
async function tryLdapLogin(username: string, password: string) {
  const meta = await logInWithLdap(username, password, 'test');
  await postLogout({ username: meta.username }, { backend: 'ldap' }, { token: meta.token, silentStatuses: [401, 404, 500], handleTimeout: true, timeoutMs: 5_000 }).catch(() => undefined);
  return meta;
}

/** Tries a directory account against the saved LDAP settings; the console's own session stays as it is. */
export function LdapTestLogin() {
  const { t } = useLingui();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const usernameError = tried && !username.trim() ? t`Username is required` : undefined;
  const passwordError = tried && !password ? t`Password is required` : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!username.trim() || !password) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      const meta = await tryLdapLogin(username.trim(), password);
      setOutcome({ kind: 'ok', username: meta.username, role: meta.role });
    } catch (error) {
      if (isApiError(error) && error.code === 'BAD_USERNAME_OR_PWD') setOutcome({ kind: 'refused' });
      else setOutcome({ kind: 'failed', message: isApiError(error) && error.status !== undefined ? (readErrorBody(error.body)?.message ?? error.message) : undefined });
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
          <TextField label={t`Test username`} required autoComplete="off" value={username} onChange={setUsername} error={usernameError} />
          <TextField label={t`Test password`} required type="password" autoComplete="new-password" value={password} onChange={setPassword} error={passwordError} />
          <HStack>
            <WriteAction>
              <Button type="submit" variant="outline" loading={busy}>
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
