import { VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { announcements } from './announce';
import { hintStore } from './hint-store';

// Loaded with the first hint: the login page and the start-up never show one.
const HintBubble = lazy(() => import('./HintBubble').then((module) => ({ default: module.HintBubble })));

/**
 * Draws the hint that a control asked for (see Hint.tsx) and the console's polite live region
 * (announce.ts); mounted once, inside the app's providers.
 */
export function HintHost() {
  const shown = useSyncExternalStore(hintStore.subscribe, hintStore.get, () => null);
  const said = useSyncExternalStore(announcements.subscribe, announcements.get, () => null);
  return (
    <>
      {/* A live region without the status role: it says many kinds of outcome, and "status" names one message. */}
      <VisuallyHidden aria-live="polite">{said?.text ?? ''}</VisuallyHidden>
      {shown
        ? createPortal(
            <Suspense fallback={null}>
              <HintBubble hint={shown} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
