import { Button, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { PAGE_SIZES } from './search-params';

interface PaginationProps {
  page: number;
  limit: number;
  /** Total rows when the broker knows it (fuzzy searches do not count). */
  count?: number;
  hasNext: boolean;
  onChange: (next: { page: number; limit: number }) => void;
}

/** How many rows a page shows: the one choice of every pager. */
export function PageSizeSelect({ limit, onChange }: { limit: number; onChange: (limit: number) => void }) {
  const { t } = useLingui();
  return (
    <NativeSelect.Root size="sm" width="32">
      <NativeSelect.Field aria-label={t`Rows per page`} value={limit} onChange={(e) => onChange(Number(e.target.value))}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {t`${size} per page`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A typed page number brought within 1..pages; undefined when nothing usable was typed. */
export function pageWithin(typed: string, pages: number): number | undefined {
  const number = Number(typed.trim());
  if (!typed.trim() || !Number.isFinite(number)) return undefined;
  return Math.min(pages, Math.max(1, Math.round(number)));
}

/** Jump straight to a page: Enter or Go, and whatever is typed lands within 1..pages. */
function PageJump({ page, pages, onJump }: { page: number; pages: number; onJump: (page: number) => void }) {
  const id = useId();
  const [typed, setTyped] = useState(String(page));

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = pageWithin(typed, pages);
    if (target === undefined) return setTyped(String(page));
    setTyped(String(target));
    if (target !== page) onJump(target);
  }

  return (
    // noValidate: the browser would refuse 99 of 12 with a bubble; the number is brought within bounds instead.
    <HStack gap="2" asChild>
      <form onSubmit={submit} noValidate>
        <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          <label htmlFor={id}>
            <Trans>Go to page</Trans>
          </label>
        </Text>
        <Input id={id} size="sm" width="20" type="number" inputMode="numeric" min={1} max={pages} step={1} value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit" size="sm" variant="outline">
          <Trans>Go</Trans>
        </Button>
      </form>
    </HStack>
  );
}

/**
 * How deep page-number paging goes. The broker walks its table from the start to the page asked for,
 * so on a large cluster a deep page is slow or times out: past this, the filters narrow the list.
 */
export const DEEPEST_PAGE = 50;

/**
 * Server-side paging as the broker offers it: page and limit (at most 100). With a total it says
 * "Page N of M" and lets the user jump to any page up to DEEPEST_PAGE; fuzzy searches have no total,
 * so only Previous and Next move there. A list too long to page through says so.
 */
export function Pagination({ page, limit, count, hasNext, onChange }: PaginationProps) {
  const { t } = useLingui();
  const pages = count === undefined ? undefined : Math.max(1, Math.ceil(count / limit));
  const reachable = Math.min(pages ?? DEEPEST_PAGE, DEEPEST_PAGE);
  const tooDeep = (pages ?? 0) > DEEPEST_PAGE || (pages === undefined && hasNext && page >= DEEPEST_PAGE);
  // Either says there is more: the broker's flag, or the total for listings that count without flagging.
  const canGoNext = (hasNext || (pages !== undefined && page < pages)) && page < DEEPEST_PAGE;
  return (
    <HStack as="nav" aria-label={t`Pages`} justify="space-between" gap="4" wrap="wrap" mt="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {pages === undefined ? <Trans>Page {page}</Trans> : <Trans>Page {page} of {pages}</Trans>}
        {count === undefined ? null : (
          <>
            {' · '}
            <Plural value={count} one="# row in all" other="# rows in all" />
          </>
        )}
        {tooDeep ? (
          <>
            {' · '}
            <Trans>Too many to page through: the first {DEEPEST_PAGE} pages are shown, use the filters to narrow the rest.</Trans>
          </>
        ) : null}
      </Text>
      <HStack gap="2" wrap="wrap">
        <PageSizeSelect limit={limit} onChange={(next) => onChange({ page: 1, limit: next })} />
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onChange({ page: pages === undefined ? page - 1 : Math.min(page - 1, pages), limit })}>
          <Trans>Previous</Trans>
        </Button>
        <Button size="sm" variant="outline" disabled={!canGoNext} onClick={() => onChange({ page: page + 1, limit })}>
          <Trans>Next</Trans>
        </Button>
        {pages !== undefined && pages > 1 ? <PageJump key={page} page={page} pages={reachable} onJump={(target) => onChange({ page: target, limit })} /> : null}
      </HStack>
    </HStack>
  );
}
