/**
 * The login page's single sign-on options, one per backend the broker runs. Loaded only once the
 * broker says one runs; kept in src/features/auth so its texts are in the login page's catalog
 * ('start', lingui.config.ts), which is in place before the page draws.
 */
import { Alert, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SsoBackend } from '../../api/session';
import { SSO_NAMES } from '../sso/sso-backends';
import { CredentialsForm } from './CredentialsForm';
import { logInWithLdap } from './session-actions';
import { startSsoRedirect } from './sso-redirect';

interface SsoLoginOptionsProps {
  backends: readonly SsoBackend[];
  onLoggedIn: () => void;
}

function LdapForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useLingui();
  return (
    <CredentialsForm
      name={t`LDAP login`}
      fieldPrefix="ldap-"
      labels={{ username: t`LDAP username`, password: t`LDAP password`, submit: <Trans>Log in with LDAP</Trans> }}
      logIn={async (username, password) => {
        await logInWithLdap(username, password);
        onLoggedIn();
      }}
    />
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
