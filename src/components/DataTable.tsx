import { Button, Stack, Table, Text, type SystemStyleObject, type TableRowProps } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { Loading } from './Loading';
import { ScrollBox } from './ScrollBox';
import { CheckboxInput } from './CheckboxInput';
import { StaleNote } from './StaleNote';
import type { VirtualRowProps } from './VirtualRows';
import { WidgetBoundary } from './WidgetBoundary';
import { SortButton, sortRows, type SortState } from './table-sort';

/** Longer tables draw only the rows in view (issue 25): shorter ones are drawn whole, as a plain table. */
export const VIRTUALIZE_AFTER = 50;

export interface Column<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** Makes the column sortable by this value: numbers by size, words in the language's order, none last. */
  sortValue?: (row: Row) => string | number | undefined;
  /**
   * What gives way on a narrow window: a `medium` column hides below 1280 px, a `low` one below 1440 px.
   * The column chooser, where a list has one, still decides what is shown at all.
   */
  priority?: 'medium' | 'low';
  /**
   * Lets the cell's text wrap (a description clamped to two lines). Cells are one line otherwise:
   * long values are cut by TruncatedText, and a row stays one row high.
   */
  wrap?: boolean;
}

/** The column of row actions, by its id: it stays in view at the end of a table that scrolls sideways. */
const ACTIONS = 'actions';

/**
 * Every row at least 40 px high, a row of small buttons no higher: at least 15 rows fit under the
 * filters at 1440×900, and rows with and without buttons line up from table to table.
 */
const ROW_DENSITY = { py: '1', h: '10' } as const;

const HIDE_BELOW = { medium: 'xl', low: '2xl' } as const;

/** Extra props for a body row (e.g. what row reordering needs), data attributes included. */
export type DataRowProps = TableRowProps & { [attribute: `data-${string}`]: string | undefined };

interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  loading?: boolean;
  /** Shown instead of the rows when the data could not be read (the toast already said why). */
  error?: boolean;
  /** Asks again after a failure (the query's refetch): a Retry button beside the error text. */
  onRetry?: () => void;
  /** What the table says when it has no rows (the default: "No data"). */
  empty?: ReactNode;
  /** The next step then: a Create link, Clear filters (ClearFiltersButton), a link to the enabling setting. */
  emptyAction?: ReactNode;
  /** Rows can be picked for bulk actions; keys are rowKey values. */
  selection?: { selected: string[]; onChange: (keys: string[]) => void; rowLabel: (row: Row) => string };
  rowProps?: (row: Row) => DataRowProps;
  /** When the rows on screen were read, if they are stale (`useStaleSince`): the table says "as of" and mutes them. */
  staleSince?: number;
  /** Instead of staleSince, where a note beside the table says it already: that note's id (the rows are muted, described by it). */
  staleNoteId?: string;
  /** The rows are one page of more: a sort orders this page only, and the column's hint says so. */
  paged?: boolean;
  /**
   * The sort, held by a caller that has every row and sorts them before paging (with sortRows): the
   * table then shows the order and asks for changes, and leaves the rows as given.
   */
  sorting?: { sort: SortState | undefined; onSort: (sort: SortState | undefined) => void };
}

/** A query as a table shows it: loading until its first answer, failed, and Retry to ask again. */
export function queryState(query: { data?: unknown; isFetching: boolean; isError: boolean; refetch: () => unknown }): Pick<DataTableProps<unknown>, 'loading' | 'error' | 'onRetry'> {
  return { loading: query.isFetching && !query.data, error: query.isError, onRetry: () => void query.refetch() };
}

/** Only long tables fetch the virtualizer: the overview and the start-up never do. */
const VirtualRows = lazy(() => import('./VirtualRows').then((module) => ({ default: module.VirtualRows })));

/** Where a column's cells sit: the actions pinned to the end, the less important hidden on narrow windows. */
function placeOf<Row>(column: Column<Row>): SystemStyleObject & { 'data-priority'?: string } {
  const hide = column.priority ? { hideBelow: HIDE_BELOW[column.priority], 'data-priority': column.priority } : {};
  if (column.id !== ACTIONS) return hide;
  // No z-index: one would paint the body's pinned cells over the sticky header of a long table.
  // Opaque, so scrolled cells pass under it; tinted like the rest of a selected row.
  return { ...hide, position: 'sticky', insetInlineEnd: '0', bg: 'bg', '[data-selected] > &': { bg: 'colorPalette.subtle' }, boxShadow: '-1px 0 0 0 var(--chakra-colors-border)' };
}

/** A cell drawn as a component of its own, so a value it cannot draw fails this cell alone. */
function CellContent({ render }: { render: () => ReactNode }) {
  return render();
}

/**
 * The one data table: states for loading, failure and no data; wide tables scroll, not the page.
 * Past VIRTUALIZE_AFTER rows it scrolls within 70 % of the window, draws only the rows in view and
 * tells assistive technology the real size (`aria-rowcount`, each row's `aria-rowindex`).
 */
export function DataTable<Row>({ label, columns, rows: given, rowKey, loading, error, onRetry, empty, emptyAction, selection, rowProps, staleSince, staleNoteId, paged, sorting }: DataTableProps<Row>) {
  const { t, i18n } = useLingui();
  const [ownSort, setOwnSort] = useState<SortState>();
  const sort = sorting ? sorting.sort : ownSort;
  const setSort = sorting ? sorting.onSort : setOwnSort;
  const rows = sorting ? given : sortRows(given, columns, sort, i18n.locale);
  const staleId = useId();
  // State, not a ref: the rows' virtualizer needs the element, which exists only after this renders.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const state = loading && !rows ? 'loading' : error && !rows ? 'error' : !rows?.length ? 'empty' : 'rows';
  const keys = rows?.map(rowKey) ?? [];
  const picked = keys.filter((key) => selection?.selected.includes(key)).length;
  const width = columns.length + (selection ? 1 : 0);
  const virtual = state === 'rows' && keys.length > VIRTUALIZE_AFTER;
  const stale = (staleSince !== undefined || staleNoteId !== undefined) && state === 'rows';

  const renderRow = (row: Row, place?: VirtualRowProps) => (
    <Table.Row key={rowKey(row)} data-selected={selection?.selected.includes(rowKey(row)) || undefined} {...rowProps?.(row)} {...place}>
      {selection ? (
        <Table.Cell {...ROW_DENSITY}>
          <CheckboxInput
            hideLabel
            label={selection.rowLabel(row)}
            checked={selection.selected.includes(rowKey(row))}
            onChange={(checked) => selection.onChange(checked ? [...selection.selected, rowKey(row)] : selection.selected.filter((key) => key !== rowKey(row)))}
          />
        </Table.Cell>
      ) : null}
      {columns.map((column) => (
        <Table.Cell
          key={column.id}
          textAlign={column.numeric ? 'end' : 'start'}
          fontVariantNumeric={column.numeric ? 'tabular-nums' : undefined}
          whiteSpace={column.wrap ? undefined : 'nowrap'}
          {...ROW_DENSITY}
          {...placeOf(column)}
        >
          <WidgetBoundary compact resetKey={row}>
            <CellContent render={() => column.cell(row)} />
          </WidgetBoundary>
        </Table.Cell>
      ))}
    </Table.Row>
  );

  return (
    <ScrollBox
      label={label}
      onElement={setScroller}
      // Long tables scroll within the window, so the virtualizer has a box to measure.
      {...(virtual ? { maxH: '70vh', overflowY: 'auto' } : {})}
    >
      <Table.Root
        size="sm"
        aria-label={label}
        aria-busy={loading || undefined}
        aria-describedby={stale ? (staleNoteId ?? staleId) : undefined}
        aria-rowcount={virtual ? keys.length + 1 : undefined}
        stickyHeader={virtual}
      >
        {stale && staleSince !== undefined && !staleNoteId ? (
          <Table.Caption captionSide="top" textAlign="end" px="2" pt="1">
            <StaleNote at={staleSince} id={staleId} />
          </Table.Caption>
        ) : null}
        <Table.Header>
          <Table.Row aria-rowindex={virtual ? 1 : undefined}>
            {selection ? (
              <Table.ColumnHeader width="1">
                <CheckboxInput
                  hideLabel
                  label={t`Select all rows on this page`}
                  checked={picked > 0 && picked === keys.length ? true : picked > 0 ? 'indeterminate' : false}
                  onChange={(checked) => selection.onChange(checked ? keys : [])}
                />
              </Table.ColumnHeader>
            ) : null}
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.id}
                textAlign={column.numeric ? 'end' : 'start'}
                whiteSpace="nowrap"
                aria-sort={sort?.id === column.id ? (sort.desc ? 'descending' : 'ascending') : undefined}
                {...placeOf(column)}
              >
                {column.sortValue ? <SortButton column={column} sort={sort} paged={paged && !sorting} onSort={setSort} /> : column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body color={stale ? 'fg.muted' : undefined}>
          {state === 'rows' ? (
            virtual ? (
              // Until the virtualizer has loaded, the first rows as a plain table.
              <Suspense fallback={rows!.slice(0, VIRTUALIZE_AFTER).map((row) => renderRow(row))}>
                <VirtualRows count={keys.length} scroller={scroller} colSpan={width} rowKey={(index) => keys[index]!} renderRow={(index, place) => renderRow(rows![index]!, place)} />
              </Suspense>
            ) : (
              rows!.map((row) => renderRow(row))
            )
          ) : (
            <Table.Row>
              <Table.Cell colSpan={width} textAlign="center" py="8" color="fg.muted">
                {state === 'loading' ? (
                  <Loading size="sm" />
                ) : state === 'error' ? (
                  <Stack align="center" gap="3">
                    <Text>
                      <Trans>The data could not be loaded.</Trans>
                    </Text>
                    {onRetry ? (
                      <Button size="sm" variant="outline" onClick={onRetry}>
                        <RotateCw />
                        <Trans>Retry</Trans>
                      </Button>
                    ) : null}
                  </Stack>
                ) : (
                  <EmptyState action={emptyAction}>{empty ?? <Trans>No data</Trans>}</EmptyState>
                )}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </ScrollBox>
  );
}
