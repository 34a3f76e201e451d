import { Badge, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LicenseHttpApiLicenseInfo } from '../../../generated/model';
import { formatNumber } from '../../../i18n/format';
import { connectionShare, daysUntil, EXPIRY_WARNING_DAYS, isExpired, percentFraction } from './license-warnings';

/** emqx_license.hrl's customer types. */
const CUSTOMER_TYPES: Record<number, MessageDescriptor> = {
  0: msg`Small`,
  1: msg`Medium`,
  2: msg`Large`,
  3: msg`Business critical`,
  4: msg`BYOC`,
  10: msg`Evaluation`,
};

export const LICENSE_TYPES: Record<LicenseHttpApiLicenseInfo['type'], MessageDescriptor> = {
  official: msg`Official`,
  trial: msg`Trial`,
};

export function useCustomerTypeLabel(): (type: number) => string {
  const { i18n } = useLingui();
  return (type) => (CUSTOMER_TYPES[type] ? i18n._(CUSTOMER_TYPES[type]) : String(type));
}

/** The expiry date and, beside it, the days left or that it has passed (as of `now`, when the licence was read). */
export function ExpiryStatus({ license, now }: { license: LicenseHttpApiLicenseInfo; now: number }) {
  const { t } = useLingui();
  const days = daysUntil(license.expiry_at, now);
  const expired = isExpired(license, now);
  const left = days === undefined || expired ? undefined : days;
  return (
    <HStack gap="2" wrap="wrap">
      <Text as="span">{license.expiry_at}</Text>
      {expired ? (
        <Badge colorPalette="red" variant="subtle">
          {t`Expired`}
        </Badge>
      ) : left !== undefined ? (
        <Badge colorPalette={left <= EXPIRY_WARNING_DAYS ? 'orange' : 'green'} variant="subtle">
          {t({ message: plural(left, { 0: 'Expires today', one: '# day left', other: '# days left' }) })}
        </Badge>
      ) : null}
    </HStack>
  );
}

interface ConnectionUsageProps {
  current: number | undefined;
  max: number;
  /** The alarm's high watermark (`80%`): from there the bar turns orange. */
  highWatermark?: string;
}

/** Live connections against the licence's limit: the numbers, and a bar (orange from the high watermark, red past the limit). */
export function ConnectionUsage({ current, max, highWatermark }: ConnectionUsageProps) {
  const { t, i18n } = useLingui();
  const share = connectionShare(current, max);
  const high = percentFraction(highWatermark);
  const palette = share === undefined ? 'gray' : share > 1 ? 'red' : high !== undefined && share >= high ? 'orange' : 'brand';
  const used = formatNumber(current, i18n.locale);
  const limit = formatNumber(max, i18n.locale);
  return (
    <Stack gap="1" minW="48">
      <Text fontSize="sm">{t`${used} of ${limit}`}</Text>
      {share === undefined ? null : (
        <Progress.Root value={Math.min(100, Math.round(share * 100))} max={100} size="sm" colorPalette={palette}>
          {/* The track is the progressbar; its own name would be the bare percentage. */}
          <Progress.Track aria-label={t`Share of the connection limit in use`}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Stack>
  );
}
