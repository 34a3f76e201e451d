import { Alert, Box, Button, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error';
import { setSession } from '../../api/session';
import { usePostLogin } from '../../generated/endpoints/dashboard/dashboard';

const route = getRouteApi('/login');

export function LoginView() {
  const { t } = useLingui();
  const { to } = route.useSearch();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  // The login form reports a wrong password itself instead of the generic error toast.
  const login = usePostLogin({ request: { silentStatuses: [401] } });

  const usernameError = touched && !username.trim() ? t`Username is required` : undefined;
  const passwordError = touched && !password ? t`Password is required` : undefined;
  const badCredentials = isApiError(login.error) && login.error.code === 'BAD_USERNAME_OR_PWD';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    const result = await login.mutateAsync({ data: { username: username.trim(), password } }).catch(() => undefined);
    if (!result?.token) return;
    setSession({
      token: result.token,
      username: username.trim(),
      edition: result.license?.edition === 'enterprise' || result.license?.edition === 'ee' ? 'enterprise' : 'community',
      version: result.version,
    });
    await navigate({ to: to && to.startsWith('/') && !to.startsWith('/login') ? to : '/dashboard/overview', replace: true });
  }

  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" p="6">
      <form onSubmit={submit} noValidate style={{ width: '100%', maxWidth: '24rem' }}>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          <Trans>Log in to EMQX</Trans>
        </Heading>
        {badCredentials ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>Wrong username or password</Trans>
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
        <Button type="submit" colorPalette="blue" loading={login.isPending}>
          <Trans>Log in</Trans>
        </Button>
      </Stack>
      </form>
    </Box>
  );
}
