import { Alert, Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { LanguageToggle } from '../../app/shell/LanguageToggle';
import { Loading } from '../../components/Loading';
import { CredentialsForm } from './CredentialsForm';
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
  const [defaultPassword, setDefaultPassword] = useState<string | null>(null);
  const ssoBackends = useSsoRunning();

  const proceed = () => navigate({ to: safeReturnPath(to), replace: true });

  async function logInWithPassword(username: string, password: string) {
    const shipped = usesDefaultPassword(username, password);
    if (shipped) void loadChangePasswordForm();
    await logIn(username, password);
    if (shipped) setDefaultPassword(password);
    else await proceed();
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
          <CredentialsForm
            logIn={logInWithPassword}
            labels={{ username: t`Username`, password: t`Password`, submit: <Trans>Log in</Trans> }}
            heading={
              <Heading as="h1" size="xl">
                <Trans>Log in to EMQX</Trans>
              </Heading>
            }
            footer={
              <Text fontSize="sm" color="fg.muted">
                <Trans>Need help?</Trans>{' '}
                <Link asChild colorPalette="brand" color="colorPalette.fg">
                  <RouterLink to="/help">
                    <Trans>Documentation and support</Trans>
                  </RouterLink>
                </Link>
              </Text>
            }
          />
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
