import { HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusBadge } from './StatusBadge';

/** The time of day, HH:MM:SS in the user's locale, 24-hour (a stale figure was read minutes ago, not days). */
function timeOfDay(at: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(at);
}

/**
 * "as of 14:02:31": the figure beside it is the broker's answer from then, not a live one
 * (`useStaleSince`). Give it an `id` and point the figure's `aria-describedby` at it, so a screen
 * reader says so with the figure.
 */
export function StaleNote({ at, id }: { at: number; id?: string }) {
  const { i18n } = useLingui();
  const time = timeOfDay(at, i18n.locale);
  return (
    <Text as="span" id={id} display="inline-flex" alignItems="center" gap="1" fontSize="xs" color="fg.muted" whiteSpace="nowrap" data-stale-note="">
      <History size="0.9em" aria-hidden />
      <Trans>
        <VisuallyHidden>Out of date:</VisuallyHidden> as of {time}
      </Trans>
    </Text>
  );
}

/** A status from a poll (`children`): while stale (`since`) it reads Unknown, with the time of the last answer. */
export function StaleStatus({ since, children }: { since: number | undefined; children?: ReactNode }) {
  if (since === undefined) return children ?? null;
  return (
    <HStack gap="2" wrap="wrap">
      <UnknownStatus />
      <StaleNote at={since} />
    </HStack>
  );
}

/** What a status reads while the broker does not answer. */
export function UnknownStatus() {
  return (
    <StatusBadge status={undefined}>
      <Trans>Unknown</Trans>
    </StatusBadge>
  );
}
