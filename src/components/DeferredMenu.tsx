import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

interface DeferredMenuProps {
  /** Starts loading the menu's code, when the pointer or focus comes near (the import is cached). */
  preload: () => unknown;
  /** The trigger as it shows before the menu's code is there; its click loads and opens the menu. */
  trigger: (handlers: { onClick?: () => void; onPointerEnter?: () => void; onFocus?: () => void }) => ReactElement;
  /** The lazily loaded menu, rendering the same trigger inside Chakra's Menu, open (`defaultOpen`). */
  children: ReactNode;
}

/**
 * A menu whose code loads on first use: the trigger renders at once, and the first click loads
 * Chakra's menu (and what it brings, ~10-30 KB gzip) and opens it. Screens draw sooner.
 */
export function DeferredMenu({ preload, trigger, children }: DeferredMenuProps) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return trigger({ onClick: () => setWanted(true), onPointerEnter: preload, onFocus: preload });
  return <Suspense fallback={trigger({})}>{children}</Suspense>;
}
