import { Alert, Button, CloseButton, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { setSession } from '../../api/session';
import { useSession } from '../../api/use-session';
import { DEFAULT_PASSWORD } from '../../features/auth/password-rules';

const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog'));

/**
 * While the session was opened with EMQX's shipped password (the operator skipped changing it at
 * login), every page says so, with the change one click away. Changing it logs in again without it.
 */
export function DefaultPasswordReminder() {
  const { t } = useLingui();
  const session = useSession();
  const [changing, setChanging] = useState(false);
  if (!session?.defaultPassword) return null;
  const { username } = session;
  return (
    <>
      {session.defaultPassword === 'remind' ? (
        <Alert.Root status="warning" mb="4" role="region" aria-label={t`Default password`}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              <Trans>You are still using the default password: anyone who knows EMQX can log in as {username}.</Trans>
            </Alert.Description>
          </Alert.Content>
          <HStack gap="2">
            <Button size="xs" colorPalette="orange" onClick={() => setChanging(true)}>
              <Trans>Change password</Trans>
            </Button>
            <CloseButton
              size="xs"
              aria-label={t`Dismiss until the next login`}
              // Kept with the session (encrypted, across reloads); the next login reminds again.
              onClick={() => setSession({ ...session, defaultPassword: 'dismissed' })}
            />
          </HStack>
        </Alert.Root>
      ) : null}
      {changing ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open knownOldPassword={DEFAULT_PASSWORD} onClose={() => setChanging(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
