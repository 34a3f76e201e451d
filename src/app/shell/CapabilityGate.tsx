import { Alert, Box } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CAPABILITIES, useCapabilities } from '../../api/capabilities';
import { useSession } from '../../api/use-session';
import { PageHeader } from '../../components/PageHeader';
import type { Screen } from '../screens';

/**
 * A screen that needs an optional API opens once the probe found it (its queries would otherwise
 * reach an absent API); a deep link to one the broker lacks explains why instead of failing.
 */
export function CapabilityGate({ screen, children }: { screen: Screen | undefined; children: ReactNode }) {
  const { i18n } = useLingui();
  const capabilities = useCapabilities();
  const session = useSession();
  if (!screen?.capability) return children;
  const present = capabilities[screen.capability];
  if (present === undefined) return null;
  if (present) return children;
  const feature = i18n._(CAPABILITIES[screen.capability].name);
  const broker = `EMQX ${session?.edition === 'enterprise' ? 'Enterprise' : 'Open Source'} ${session?.version ?? ''}`.trim();
  return (
    <Box>
      <PageHeader title={i18n._(screen.title)} />
      <Alert.Root status="warning" maxW="2xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>{feature} is not available on this broker</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>
              The connected broker ({broker}) does not offer the {feature} API, so this screen has nothing to show. It is part of EMQX
              Enterprise and of some other versions.
            </Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
