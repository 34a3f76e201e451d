import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { FilterX } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * What a list shows when it has no rows: what is missing, and the next step where there is one
 * (Create, Clear filters, or a link to the setting that enables the feature).
 */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Stack align="center" gap="3">
      <Text color="fg.muted" maxW="xl">
        {children}
      </Text>
      {action}
    </Stack>
  );
}

/** The next step of a list that filters rows away: show them all again. */
export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Button size="sm" variant="outline" onClick={onClear}>
      <FilterX />
      <Trans>Clear filters</Trans>
    </Button>
  );
}
