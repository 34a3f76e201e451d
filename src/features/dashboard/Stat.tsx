import { Box, Link, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { memo, useId } from 'react';
import { StaleNote } from '../../components/StaleNote';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { formatNumber } from '../../i18n/format';

interface StatProps {
  label: MessageDescriptor;
  /** As the broker sent it: a number, numeric text, or anything else its answer held. */
  value: unknown;
  /** Where a list shows what the number counts. */
  to?: string;
  /** When the value was read, if it is stale (`useStaleSince`): it is muted and says "as of". */
  staleSince?: number;
}

/** The figure alone, so a value that cannot be drawn leaves the card and its label standing. */
function StatNumber({ value }: { value: unknown }) {
  const { i18n } = useLingui();
  // Numeric text reads as the number; a missing or odd value as '–'.
  return <>{formatNumber(value, i18n.locale)}</>;
}

/**
 * A live number, named by its label (a group, for assistive technology); where a list shows what it
 * counts, the label links there. Memoized on its label, value, link and staleness: a poll re-renders
 * only the numbers that changed.
 */
export const Stat = memo(function Stat({ label, value, to, staleSince }: StatProps) {
  const { t } = useLingui();
  const labelId = useId();
  const staleId = useId();
  const stale = staleSince !== undefined;
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={stale ? staleId : undefined} borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <Text id={labelId} fontSize="sm" color="fg.muted">
        {to ? (
          <Link asChild color="fg.muted" _hover={{ color: 'colorPalette.fg' }}>
            <RouterLink to={to}>{t(label)}</RouterLink>
          </Link>
        ) : (
          t(label)
        )}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" color={stale ? 'fg.muted' : undefined}>
        <WidgetBoundary compact resetKey={value}>
          <StatNumber value={value} />
        </WidgetBoundary>
      </Text>
      {stale ? <StaleNote at={staleSince} id={staleId} /> : null}
    </Box>
  );
});
