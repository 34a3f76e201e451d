import { Code, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CopyButton } from '../../components/CopyButton';
import { Section } from '../../components/Section';
import type { SsoBackend } from '../../api/session';
import { ssoEndpoint } from './sso-backends';

function Endpoint({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  return (
    <Stack gap="1">
      <Text fontWeight="medium" fontSize="sm">
        {label}
      </Text>
      <HStack>
        <Code wordBreak="break-all" aria-label={label}>
          {value}
        </Code>
        <CopyButton value={value} label={t`Copy ${label}`} />
      </HStack>
    </Stack>
  );
}

/** The addresses to register at the identity provider, under the saved console address. */
export function SsoEndpoints({ backend, dashboardAddr }: { backend: SsoBackend; dashboardAddr: string }) {
  const { t } = useLingui();
  if (backend === 'ldap' || !dashboardAddr) return null;
  return (
    <Section id={`sso-${backend}-endpoints`} title={<Trans>For your identity provider</Trans>} framed>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          <Trans>Give these addresses to your identity provider. They follow the saved console address: save a changed address before you copy them.</Trans>
        </Text>
        {backend === 'saml' ? (
          <>
            <Endpoint label={t`Service provider metadata URL`} value={ssoEndpoint(dashboardAddr, 'saml/metadata')} />
            <Endpoint label={t`Assertion consumer service URL`} value={ssoEndpoint(dashboardAddr, 'saml/acs')} />
          </>
        ) : (
          <Endpoint label={t`Redirect URI`} value={ssoEndpoint(dashboardAddr, 'oidc/callback')} />
        )}
      </Stack>
    </Section>
  );
}
