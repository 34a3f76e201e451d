import { Box, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { DataRowProps } from '../DataTable';
import type { DragHandleProps } from './DragHandle';
import { dropPosition, moveItem, type BrokerPosition } from './positions';

interface RowReorderOptions {
  /** The IDs in the order the server gave; undefined while it is read. */
  ids: readonly string[] | undefined;
  /** Asks the broker to move `id` and reads the list again; a failure is the caller's to report. */
  move: (id: string, position: BrokerPosition) => Promise<unknown>;
  /** How announcements name a row (its ID unless told). */
  name?: (id: string) => string;
}

export interface RowReorder {
  /** The IDs to draw: the server's order, or the moved row already at its new place while the broker is asked. */
  order: string[];
  /** `rows` in the drawn order. */
  arrange: <T>(rows: T[] | undefined, key: (row: T) => string) => T[] | undefined;
  /** Moves `id` to index `target` (the buttons use it too), showing the new order until the answer. */
  commit: (id: string, target: number) => Promise<void>;
  busy: boolean;
  handle: (id: string) => DragHandleProps;
  /** For DataTable's rowProps: where the drop line is drawn and which row is lifted. */
  row: (id: string) => DataRowProps;
  /** The keyboard instructions and the polite live region; render once beside the table. */
  announcer: ReactNode;
}

interface Pending {
  id: string;
  /** The index the row would take if dropped now. */
  target: number;
  via: 'keyboard' | 'pointer';
}

interface PointerDrag {
  id: string;
  pointerId: number;
  startY: number;
  /** Past the few pixels that tell a drag from a click. */
  active: boolean;
}

const DRAG_THRESHOLD = 4;

const ROW_CSS = {
  '&[data-drop=before] > td': { boxShadow: 'inset 0 2px 0 0 {colors.brand.focusRing}' },
  '&[data-drop=after] > td': { boxShadow: 'inset 0 -2px 0 0 {colors.brand.focusRing}' },
  '&[data-lifted] > td': { bg: 'brand.subtle' },
};

/** How many of the other rows lie above the pointer: the index the dragged row would take. */
function pointerTarget(handle: HTMLElement, id: string, y: number): number | undefined {
  const body = handle.closest('tbody');
  if (!body) return undefined;
  const others = [...body.querySelectorAll<HTMLElement>('tr[data-reorder-id]')].filter((row) => row.dataset.reorderId !== id);
  return others.filter((row) => {
    const box = row.getBoundingClientRect();
    return box.top + box.height / 2 < y;
  }).length;
}

/**
 * Rows moved by a drag handle: with a pointer (mouse, pen or touch) to a place shown by a line, or by
 * keyboard (Space or Enter picks up, arrows, Home and End move, Space or Enter drops, Escape cancels),
 * told in a polite live region. The drop becomes a broker position (front, rear, before:id, after:id).
 */
export function useRowReorder({ ids, move, name = (id) => id }: RowReorderOptions): RowReorder {
  const { t } = useLingui();
  const instructionsId = useId();
  const [optimistic, setOptimistic] = useState<string[]>();
  const [busy, setBusy] = useState(false);
  const [pendingState, setPendingState] = useState<Pending>();
  const [message, setMessage] = useState('');
  // Event handlers read these, not the render's state: a blur or pointer event can arrive between renders.
  const pendingRef = useRef<Pending>(undefined);
  const busyRef = useRef(false);
  const pointerRef = useRef<PointerDrag>(undefined);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string>(undefined);

  const order = optimistic ?? [...(ids ?? [])];
  const total = order.length;
  const pending = pendingState && order.includes(pendingState.id) ? pendingState : undefined;

  const setPending = (next: Pending | undefined) => {
    pendingRef.current = next;
    setPendingState(next);
  };

  // Moving a row moves its DOM node, which drops the focus of the handle in it: give it back,
  // unless the user has gone on elsewhere meanwhile.
  const orderKey = order.join('\n');
  useLayoutEffect(() => {
    const id = refocus.current;
    if (id === undefined) return;
    const el = handles.current.get(id);
    const active = document.activeElement;
    if (el && active !== el && (active === null || active === document.body)) el.focus();
    if (!busy) refocus.current = undefined;
  }, [orderKey, busy]);

  async function commit(id: string, target: number) {
    if (busyRef.current) return;
    const position = dropPosition(order, id, target);
    if (!position) return;
    busyRef.current = true;
    setBusy(true);
    refocus.current = id;
    setOptimistic(moveItem(order, (x) => x, id, target));
    try {
      await move(id, position);
    } catch {
      // Reported by the caller (the HTTP layer's toast); the server's order comes back below.
    } finally {
      busyRef.current = false;
      setBusy(false);
      setOptimistic(undefined);
    }
  }

  function cancel(announce: boolean) {
    const current = pendingRef.current;
    pointerRef.current = undefined;
    setPending(undefined);
    if (!current || !announce) return;
    const who = name(current.id);
    const at = order.indexOf(current.id) + 1;
    setMessage(t`Cancelled: ${who} stays at position ${at}`);
  }

  function drop() {
    const current = pendingRef.current;
    if (!current) return;
    setPending(undefined);
    const who = name(current.id);
    const at = current.target + 1;
    setMessage(t`${who} dropped at position ${at}`);
    void commit(current.id, current.target);
  }

  function onKeyDown(id: string, event: KeyboardEvent<HTMLButtonElement>) {
    const current = pendingRef.current;
    const pick = event.key === ' ' || event.key === 'Enter';
    if (current?.id === id) {
      if (event.key === 'Escape') {
        event.preventDefault();
        cancel(true);
        return;
      }
      if (current.via !== 'keyboard') return;
      if (pick) {
        event.preventDefault();
        if (!event.repeat) drop();
        return;
      }
      const last = total - 1;
      const steps: Record<string, number> = { ArrowUp: current.target - 1, ArrowDown: current.target + 1, Home: 0, End: last };
      const next = steps[event.key];
      if (next === undefined) return;
      event.preventDefault();
      const target = Math.min(Math.max(next, 0), last);
      if (target === current.target) return;
      setPending({ ...current, target });
      const at = target + 1;
      setMessage(t`Moved to position ${at} of ${total}`);
      return;
    }
    if (!pick || event.repeat || current || busyRef.current) return;
    event.preventDefault();
    const from = order.indexOf(id);
    if (from < 0) return;
    setPending({ id, target: from, via: 'keyboard' });
    const who = name(id);
    const at = from + 1;
    setMessage(t`${who} picked up, position ${at} of ${total}`);
  }

  function onPointerDown(id: string, event: PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0 || busyRef.current || pendingRef.current) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointerRef.current = { id, pointerId: event.pointerId, startY: event.clientY, active: false };
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    const drag = pointerRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    if (!drag.active && Math.abs(event.clientY - drag.startY) < DRAG_THRESHOLD) return;
    drag.active = true;
    const target = pointerTarget(event.currentTarget, drag.id, event.clientY) ?? order.indexOf(drag.id);
    if (pendingRef.current?.id !== drag.id || pendingRef.current.target !== target) setPending({ id: drag.id, target, via: 'pointer' });
  }

  function onPointerUp(event: PointerEvent<HTMLButtonElement>) {
    const drag = pointerRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    pointerRef.current = undefined;
    if (drag.active && pendingRef.current?.via === 'pointer') drop();
  }

  function onPointerCancel(event: PointerEvent<HTMLButtonElement>) {
    if (pointerRef.current?.pointerId === event.pointerId) cancel(false);
  }

  function onBlur(id: string) {
    // Tabbing away while carrying a row puts it back.
    if (pendingRef.current?.id === id && pendingRef.current.via === 'keyboard') cancel(true);
  }

  const from = pending ? order.indexOf(pending.id) : -1;
  const dropEdge = (id: string): 'before' | 'after' | undefined => {
    if (!pending || pending.target === from || order[pending.target] !== id) return undefined;
    return pending.target < from ? 'before' : 'after';
  };

  return {
    order,
    arrange: (rows, key) => {
      if (!rows || !optimistic) return rows;
      const byId = new Map(rows.map((row) => [key(row), row]));
      return optimistic.flatMap((id) => {
        const row = byId.get(id);
        return row === undefined ? [] : [row];
      });
    },
    commit,
    busy,
    handle: (id) => {
      const who = name(id);
      return {
        label: t`Reorder ${who}`,
        describedBy: instructionsId,
        lifted: pending?.id === id,
        busy,
        ref: (el: HTMLButtonElement | null) => {
          if (el) handles.current.set(id, el);
          else handles.current.delete(id);
        },
        onKeyDown: (event) => onKeyDown(id, event),
        onBlur: () => onBlur(id),
        onPointerDown: (event) => onPointerDown(id, event),
        onPointerMove,
        onPointerUp,
        onPointerCancel,
      };
    },
    row: (id) => ({
      'data-reorder-id': id,
      'data-drop': dropEdge(id),
      'data-lifted': pending?.id === id ? '' : undefined,
      css: ROW_CSS,
    }),
    announcer: (
      <>
        <Box id={instructionsId} hidden>
          {t`Space or Enter picks the row up; the arrow keys, Home and End move it; Space or Enter drops it; Escape cancels.`}
        </Box>
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {message}
        </VisuallyHidden>
      </>
    ),
  };
}
