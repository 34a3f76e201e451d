import { IconButton } from '@chakra-ui/react';
import { GripVertical } from 'lucide-react';
import type { FocusEventHandler, KeyboardEventHandler, PointerEventHandler, Ref } from 'react';

export interface DragHandleProps {
  /** The accessible name, e.g. "Reorder jwt". */
  label: string;
  /** The id of the keyboard instructions. */
  describedBy: string;
  /** The row is picked up (by keyboard or pointer). */
  lifted: boolean;
  /** A move is on its way to the broker: the handle stays focusable but does nothing until it is done. */
  busy: boolean;
  /** Set by WriteAction for a role that can only view. */
  disabled?: boolean;
  ref: Ref<HTMLButtonElement>;
  onKeyDown: KeyboardEventHandler<HTMLButtonElement>;
  onBlur: FocusEventHandler<HTMLButtonElement>;
  onPointerDown: PointerEventHandler<HTMLButtonElement>;
  onPointerMove: PointerEventHandler<HTMLButtonElement>;
  onPointerUp: PointerEventHandler<HTMLButtonElement>;
  onPointerCancel: PointerEventHandler<HTMLButtonElement>;
}

/** The grip a row is dragged by, or picked up with Space or Enter and moved with the arrow keys. */
export function DragHandle({ label, describedBy, lifted, busy, disabled, ...handlers }: DragHandleProps) {
  return (
    <IconButton
      size="xs"
      variant={lifted ? 'subtle' : 'ghost'}
      aria-label={label}
      title={label}
      aria-describedby={describedBy}
      aria-disabled={busy || undefined}
      disabled={disabled}
      data-lifted={lifted || undefined}
      cursor={disabled ? 'not-allowed' : lifted ? 'grabbing' : 'grab'}
      // A touch drag moves the row, not the page.
      touchAction="none"
      userSelect="none"
      {...handlers}
    >
      <GripVertical />
    </IconButton>
  );
}
