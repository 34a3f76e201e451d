import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** Where the counters could not be read (the toast said why): the words and a Retry. */
export function MetricsUnreadable({ onRetry }: { onRetry: () => void }) {
  return (
    <HStack gap="3">
      <Text color="fg.muted">
        <Trans>The statistics could not be read.</Trans>
      </Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </HStack>
  );
}
