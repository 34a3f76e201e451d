import type { ReactNode } from 'react';

export type HintPlacement = 'top' | 'top-start' | 'right';

/** What a hint says: a function is asked when the hint would open, and nothing (null) keeps it closed. */
export type HintContent = ReactNode | (() => ReactNode);

export interface HintLook {
  placement: HintPlacement;
  /** Widest the bubble grows (a CSS length); the theme's tooltip width by default. */
  maxW?: string;
}

export interface ShownHint extends HintLook {
  anchor: HTMLElement;
  content: ReactNode;
}

/**
 * The one hint on screen. Every control with a hint shares it, so a table of a thousand truncated
 * cells costs a thousand event handlers, not a thousand tooltip machines (src/components/hint/Hint.tsx).
 */
let shown: ShownHint | null = null;
let pending: { anchor: HTMLElement; timer: ReturnType<typeof setTimeout> } | undefined;
const listeners = new Set<() => void>();

function set(next: ShownHint | null) {
  shown = next;
  for (const listener of listeners) listener();
}

function cancelPending() {
  if (pending) clearTimeout(pending.timer);
  pending = undefined;
}

export const hintStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: (): ShownHint | null => shown,
};

function open(anchor: HTMLElement, content: HintContent, look: HintLook) {
  const resolved = typeof content === 'function' ? content() : content;
  if (resolved === null || resolved === undefined || resolved === false) {
    if (shown?.anchor === anchor) set(null);
    return;
  }
  set({ anchor, content: resolved, ...look });
}

/**
 * Shows a hint beside `anchor` after `delay` ms. While another hint is open it moves at once, as
 * tooltips do when the pointer runs along a menu.
 */
export function showHint(anchor: HTMLElement, content: HintContent, look: HintLook, delay: number): void {
  cancelPending();
  if (delay <= 0 || shown) {
    open(anchor, content, look);
    return;
  }
  pending = { anchor, timer: setTimeout(() => ((pending = undefined), open(anchor, content, look)), delay) };
}

/** Hides the hint of `anchor` (shown or about to be); without an anchor, whichever is open. */
export function hideHint(anchor?: HTMLElement): void {
  if (!anchor || pending?.anchor === anchor) cancelPending();
  if (shown && (!anchor || shown.anchor === anchor)) set(null);
}

/** Shows `content` beside `anchor` at once for `ms` (the outcome of a copy), then hides it unless replaced. */
export function flashHint(anchor: HTMLElement, content: ReactNode, look: HintLook, ms: number): void {
  showHint(anchor, content, look, 0);
  const flashed = shown;
  setTimeout(() => {
    if (shown === flashed) set(null);
  }, ms);
}
