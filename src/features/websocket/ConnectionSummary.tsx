import { HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { brokerUrl } from './connection-config';
import { useWsStore } from './ws-store';

/** The folded settings in one line: which connection this is, where to, and as whom. */
export function ConnectionSummary({ id }: { id: string }) {
  const { t } = useLingui();
  const config = useWsStore((s) => s.connections.find((c) => c.id === id)?.config);
  if (!config) return null;
  return (
    <HStack gap="3" wrap="wrap" minW="0" fontSize="sm" data-testid="connection-summary">
      <Text as="span" fontWeight="semibold">
        {config.name || t`(no name)`}
      </Text>
      <Text as="span" fontFamily="mono" wordBreak="break-all">
        {brokerUrl(config)}
      </Text>
      <Text as="span" color="fg.muted">
        <Trans>Client ID</Trans>{' '}
        <Text as="span" fontFamily="mono" color="fg">
          {config.clientId}
        </Text>
      </Text>
    </HStack>
  );
}
