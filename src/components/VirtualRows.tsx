import { Table } from '@chakra-ui/react';
import { measureElement, observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';

/** A table row as DataTable draws it (ROW_DENSITY and its border); rows are measured once drawn, so this only places the first ones. */
const ROW_ESTIMATE_PX = 41;
/** Rows drawn beyond the scroll area's edges, so Tab reaches the next row's controls and a quick scroll shows no gap. */
const OVERSCAN = 10;
/**
 * The height assumed for a scroll area that has none: one not laid out (jsdom, a hidden tab panel).
 * It then shows its first rows, about forty, rather than none or all.
 */
const UNMEASURED_VIEWPORT_PX = 40 * ROW_ESTIMATE_PX;

/** What a drawn row needs from the virtualizer: its measuring ref, its index and its place for assistive technology. */
export interface VirtualRowProps {
  ref: (element: HTMLTableRowElement | null) => void;
  'data-index': number;
  /** 1-based, counting the header row, as `aria-rowcount` on the table does. */
  'aria-rowindex': number;
}

interface VirtualRowsProps {
  count: number;
  /** The element that scrolls: the table's box, once mounted. */
  scroller: HTMLElement | null;
  /** The table's columns, for the spacer rows' one cell. */
  colSpan: number;
  rowKey: (index: number) => string;
  renderRow: (index: number, props: VirtualRowProps) => ReactNode;
}

const observeRect: typeof observeElementRect<HTMLElement> = (instance, onRect) =>
  observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : { width: rect.width, height: UNMEASURED_VIEWPORT_PX }));

const measureRow = (element: HTMLTableRowElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLElement, HTMLTableRowElement>) => {
  const size = measureElement(element, entry, instance);
  // A row not laid out measures 0; taken as such, every row would fit and all would be drawn.
  return size > 0 ? size : ROW_ESTIMATE_PX;
};

/** Empty rows standing in for the rows not drawn above or below, so the scroll bar tells the real length. */
function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null;
  return (
    <Table.Row aria-hidden="true" style={{ height }}>
      <Table.Cell colSpan={colSpan} p="0" borderWidth="0" />
    </Table.Row>
  );
}

/** The body rows of a long table, only those in view (and a few beyond): a table of 10,000 rows draws about fifty. */
export function VirtualRows({ count, scroller, colSpan, rowKey, renderRow }: VirtualRowsProps) {
  // The build runs no React Compiler, and nothing memoized receives the virtualizer: it re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLElement, HTMLTableRowElement>({
    count,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN,
    getItemKey: rowKey,
    observeElementRect: observeRect,
    measureElement: measureRow,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      <Spacer height={before} colSpan={colSpan} />
      {items.map((item) => renderRow(item.index, { ref: virtualizer.measureElement, 'data-index': item.index, 'aria-rowindex': item.index + 2 }))}
      <Spacer height={after} colSpan={colSpan} />
    </>
  );
}
