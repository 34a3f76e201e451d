import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { hintStore } from './hint-store';

// Loaded with the first hint: the login page and the start-up never show one.
const HintBubble = lazy(() => import('./HintBubble').then((module) => ({ default: module.HintBubble })));

/** Draws the hint that a control asked for (see Hint.tsx); mounted once, inside the app's providers. */
export function HintHost() {
  const shown = useSyncExternalStore(hintStore.subscribe, hintStore.get, () => null);
  return shown
    ? createPortal(
        <Suspense fallback={null}>
          <HintBubble hint={shown} />
        </Suspense>,
        document.body,
      )
    : null;
}
