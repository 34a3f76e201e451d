import { Box, Link, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { memo, useId } from 'react';

interface StatProps {
  label: MessageDescriptor;
  value: number | undefined;
  /** Where a list shows what the number counts. */
  to?: string;
}

/**
 * A live number, named by its label (a group, for assistive technology); where a list shows what it
 * counts, the label links there. Memoized on its label, value and link: a poll re-renders only the
 * numbers that changed.
 */
export const Stat = memo(function Stat({ label, value, to }: StatProps) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} borderWidth="1px" borderRadius="md" p="4">
      <Text id={labelId} fontSize="sm" color="fg.muted">
        {to ? (
          <Link asChild color="fg.muted" _hover={{ color: 'colorPalette.fg' }}>
            <RouterLink to={to}>{t(label)}</RouterLink>
          </Link>
        ) : (
          t(label)
        )}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold">
        {value === undefined ? '–' : i18n.number(value)}
      </Text>
    </Box>
  );
});
