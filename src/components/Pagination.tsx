import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../i18n/format';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

interface PaginationProps {
  page: number;
  limit: number;
  /** Total rows when the broker knows it (fuzzy searches do not count). */
  count?: number;
  hasNext: boolean;
  onChange: (next: { page: number; limit: number }) => void;
}

/** Server-side paging as the broker offers it: page and limit (at most 100), with or without a total. */
export function Pagination({ page, limit, count, hasNext, onChange }: PaginationProps) {
  const { t, i18n } = useLingui();
  const pages = count === undefined ? undefined : Math.max(1, Math.ceil(count / limit));
  return (
    <HStack as="nav" aria-label={t`Pages`} justify="space-between" gap="4" wrap="wrap" mt="3">
      <Text fontSize="sm" color="fg.muted">
        {count === undefined ? <Trans>Page {page}</Trans> : <Trans>Page {page} of {pages}, {formatNumber(count, i18n.locale)} in all</Trans>}
      </Text>
      <HStack gap="2">
        <NativeSelect.Root size="sm" width="32">
          <NativeSelect.Field aria-label={t`Rows per page`} value={limit} onChange={(e) => onChange({ page: 1, limit: Number(e.target.value) })}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {t`${size} per page`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onChange({ page: page - 1, limit })}>
          <Trans>Previous</Trans>
        </Button>
        <Button size="sm" variant="outline" disabled={!hasNext} onClick={() => onChange({ page: page + 1, limit })}>
          <Trans>Next</Trans>
        </Button>
      </HStack>
    </HStack>
  );
}
