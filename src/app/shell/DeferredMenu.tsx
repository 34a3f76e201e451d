import { Suspense, useState, type ComponentType, type ReactElement } from 'react';

interface DeferredMenuProps {
  /** The lazily loaded menu, rendering the same trigger inside Chakra's Menu. */
  menu: ComponentType<{ defaultOpen?: boolean }>;
  /** Starts loading the menu's code, when the pointer comes near (the import is cached). */
  preload: () => unknown;
  /** The trigger as it shows before the menu's code is there; `open` loads and opens it. */
  trigger: (handlers: { onClick?: () => void; onPointerEnter?: () => void; onFocus?: () => void }) => ReactElement;
}

/**
 * A header menu whose code loads on first use: the trigger renders at once, and the first click
 * loads Chakra's menu (and the dialogs behind it, ~30 KB gzip) and opens it. Screens load faster.
 */
export function DeferredMenu({ menu: Menu, preload, trigger }: DeferredMenuProps) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return trigger({ onClick: () => setWanted(true), onPointerEnter: preload, onFocus: preload });
  return (
    <Suspense fallback={trigger({})}>
      <Menu defaultOpen />
    </Suspense>
  );
}
