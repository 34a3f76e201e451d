import { chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Hint } from './hint/Hint';

export interface SortState {
  id: string;
  desc: boolean;
}

interface SortableColumn<Row> {
  id: string;
  header: ReactNode;
  sortValue?: (row: Row) => string | number | undefined;
}

const collators = new Map<string, Intl.Collator>();
function collator(locale: string): Intl.Collator {
  let made = collators.get(locale);
  if (!made) collators.set(locale, (made = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })));
  return made;
}

/**
 * The rows in the order asked for; the same array while nothing is sorted. A missing value goes last
 * either way. Each value is read once per sort.
 */
export function sortRows<Row>(rows: Row[] | undefined, columns: readonly SortableColumn<Row>[], sort: SortState | undefined, locale: string): Row[] | undefined {
  const value = columns.find((column) => column.id === sort?.id)?.sortValue;
  if (!rows || !sort || !value) return rows;
  const words = collator(locale);
  const keyed = rows.map((row) => ({ row, key: value(row) }));
  keyed.sort((a, b) => {
    if (a.key === undefined || a.key === '') return b.key === undefined || b.key === '' ? 0 : 1;
    if (b.key === undefined || b.key === '') return -1;
    const order = typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : words.compare(String(a.key), String(b.key));
    return sort.desc ? -order : order;
  });
  return keyed.map((entry) => entry.row);
}

/** A sortable column's header: ascending, then descending, then as the broker listed them. */
export function SortButton<Row>({ column, sort, paged, onSort }: { column: SortableColumn<Row>; sort: SortState | undefined; paged?: boolean; onSort: (next: SortState | undefined) => void }) {
  const { t } = useLingui();
  const mine = sort?.id === column.id ? sort : undefined;
  const Icon = mine ? (mine.desc ? ArrowDown : ArrowUp) : ArrowUpDown;
  const button = (
    <chakra.button
      type="button"
      display="inline-flex"
      alignItems="center"
      gap="1"
      font="inherit"
      color="inherit"
      cursor="pointer"
      borderRadius="l1"
      _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing' }}
      onClick={() => onSort(!mine ? { id: column.id, desc: false } : !mine.desc ? { id: column.id, desc: true } : undefined)}
    >
      {column.header}
      <Icon size="0.9em" aria-hidden style={{ opacity: mine ? 1 : 0.45 }} />
    </chakra.button>
  );
  // Where the broker pages the list and cannot sort it, the order is of the rows on screen: said once, on the control.
  return paged ? <Hint content={t`Sorts the rows on this page only`}>{button}</Hint> : button;
}
