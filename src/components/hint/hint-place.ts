import type { HintPlacement } from './hint-store';

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Space between the hint and what it describes, and kept from the window's edges. */
const GAP = 8;
const EDGE = 4;

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/**
 * Where a hint of `size` goes beside `anchor` (both in viewport pixels): on the asked side, on the
 * opposite side when it does not fit there, and always inside the window.
 */
export function placeHint(anchor: Box, size: { width: number; height: number }, placement: HintPlacement, viewport: { width: number; height: number }): { top: number; left: number } {
  let top: number;
  let left: number;
  if (placement === 'right') {
    left = anchor.left + anchor.width + GAP;
    if (left + size.width > viewport.width - EDGE) left = anchor.left - GAP - size.width;
    top = anchor.top + anchor.height / 2 - size.height / 2;
  } else {
    top = anchor.top - GAP - size.height;
    if (top < EDGE) top = anchor.top + anchor.height + GAP;
    left = placement === 'top' ? anchor.left + anchor.width / 2 - size.width / 2 : anchor.left;
  }
  return { top: clamp(top, EDGE, viewport.height - EDGE - size.height), left: clamp(left, EDGE, viewport.width - EDGE - size.width) };
}
