import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageSizeSelect } from './Pagination';

interface CursorPaginationProps {
  /** 1-based, when known (see cursor-trail.ts). */
  pageNumber?: number;
  limit: number;
  isFirst: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onLimit: (limit: number) => void;
}

/**
 * Paging of a list the broker serves by cursor: Next and Previous, and back to the first page.
 * There is no total and no jumping to page N: on a large cluster the filters find a row, not the page
 * number, so the note says so.
 */
export function CursorPagination({ pageNumber, limit, isFirst, hasPrevious, hasNext, onFirst, onPrevious, onNext, onLimit }: CursorPaginationProps) {
  const { t } = useLingui();
  return (
    <HStack as="nav" aria-label={t`Pages`} justify="space-between" gap="4" wrap="wrap" mt="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {pageNumber === undefined ? <Trans>A later page</Trans> : <Trans>Page {pageNumber}</Trans>}
        {' · '}
        <Trans>Long lists page forward, not by number: use the filters to find a row.</Trans>
      </Text>
      <HStack gap="2" wrap="wrap">
        <PageSizeSelect limit={limit} onChange={onLimit} />
        <Button size="sm" variant="outline" disabled={isFirst} onClick={onFirst}>
          <Trans>First page</Trans>
        </Button>
        <Button size="sm" variant="outline" disabled={!hasPrevious} onClick={onPrevious}>
          <Trans>Previous</Trans>
        </Button>
        <Button size="sm" variant="outline" disabled={!hasNext} onClick={onNext}>
          <Trans>Next</Trans>
        </Button>
      </HStack>
    </HStack>
  );
}
