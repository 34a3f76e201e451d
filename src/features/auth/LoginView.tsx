import { Alert, Box, Button, Field, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error';
import { LanguageToggle } from '../../app/shell/LanguageToggle';
import { Loading } from '../../components/Loading';
import { usesDefaultPassword } from './password-rules';
import { safeReturnPath } from './return-path';
import { logIn } from './session-actions';
import { useSsoRunning } from './sso-running';

const route = getRouteApi('/login');

// Needed only after a login with the default password: fetched as that login is sent, not with every page.
const loadChangePasswordForm = () => import('./ChangePasswordForm').then((module) => ({ default: module.ChangePasswordForm }));
const ChangePasswordForm = lazy(loadChangePasswordForm);
// Single sign-on only where the broker runs it: its code is fetched once GET /sso/running names a backend.
const SsoLoginOptions = lazy(() => import('./SsoLoginOptions').then((module) => ({ default: module.SsoLoginOptions })));

export function LoginView() {
  const { t } = useLingui();
  const { to } = route.useSearch();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<'credentials' | 'other' | null>(null);
  const [defaultPassword, setDefaultPassword] = useState<string | null>(null);
  const ssoBackends = useSsoRunning();

  const usernameError = touched && !username.trim() ? t`Username is required` : undefined;
  const passwordError = touched && !password ? t`Password is required` : undefined;
  const proceed = () => navigate({ to: safeReturnPath(to), replace: true });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    setBusy(true);
    setFailure(null);
    if (usesDefaultPassword(username.trim(), password)) void loadChangePasswordForm();
    try {
      await logIn(username.trim(), password);
      if (usesDefaultPassword(username.trim(), password)) setDefaultPassword(password);
      else await proceed();
    } catch (error) {
      setFailure(isApiError(error) && error.code === 'BAD_USERNAME_OR_PWD' ? 'credentials' : 'other');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" p="6" bg="bg.subtle">
      <Box w="full" maxW="sm" bg="bg.panel" borderWidth="1px" borderRadius="lg" p="8" shadow="sm">
        {defaultPassword !== null ? (
          <Stack gap="4">
            <Heading as="h1" size="lg">
              <Trans>Change the default password</Trans>
            </Heading>
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Description>
                <Trans>You are using the default password. Anyone who knows EMQX can log in: choose a new one now.</Trans>
              </Alert.Description>
            </Alert.Root>
            <Suspense fallback={<Loading size="sm" />}>
              <ChangePasswordForm
                knownOldPassword={defaultPassword}
                onDone={() => void proceed()}
                secondaryAction={
                  <Button variant="ghost" onClick={() => void proceed()}>
                    <Trans>Skip</Trans>
                  </Button>
                }
              />
            </Suspense>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <Heading as="h1" size="xl">
                <Trans>Log in to EMQX</Trans>
              </Heading>
              {failure ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>
                    {failure === 'credentials' ? <Trans>Wrong username or password</Trans> : <Trans>The broker did not accept the login. Try again.</Trans>}
                  </Alert.Title>
                </Alert.Root>
              ) : null}
              <Field.Root invalid={!!usernameError} required>
                <Field.Label>
                  <Trans>Username</Trans>
                </Field.Label>
                <Input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
                <Field.ErrorText>{usernameError}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!passwordError} required>
                <Field.Label>
                  <Trans>Password</Trans>
                </Field.Label>
                <Input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
                <Field.ErrorText>{passwordError}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="brand" loading={busy}>
                <Trans>Log in</Trans>
              </Button>
              <Text fontSize="sm" color="fg.muted">
                <Trans>Need help?</Trans>{' '}
                <Link asChild colorPalette="brand" color="colorPalette.fg">
                  <RouterLink to="/help">
                    <Trans>Documentation and support</Trans>
                  </RouterLink>
                </Link>
              </Text>
            </Stack>
          </form>
        )}
        {defaultPassword === null && ssoBackends.length > 0 ? (
          <Suspense fallback={null}>
            <SsoLoginOptions backends={ssoBackends} onLoggedIn={() => void proceed()} />
          </Suspense>
        ) : null}
        {/* Before login too: the operator may not read the language the browser asked for. Last, so Tab reaches the form first. */}
        <HStack justify="center" mt="6">
          <LanguageToggle />
        </HStack>
      </Box>
    </Box>
  );
}
