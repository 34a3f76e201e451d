import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Longest wait for a screen's heading (a lazy screen, its catalog): past it the focus stays where it is. */
const WAIT_MS = 5_000;

/** The element the user left the focus on, if it is still a control in the page: it keeps the focus. */
function focusKeptInPage(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return false;
  // A tab link or a filter that stays on screen across the change of path keeps the focus; the old
  // page's heading does not.
  return main.contains(active) && !/^H[1-6]$/.test(active.tagName) && active !== main;
}

/**
 * After each change of path, the focus goes to the new screen's heading (its one h1), so a keyboard or
 * screen-reader user starts at the top of what they opened and hears its name: the route change is
 * announced by the heading taking the focus. A change of the query alone (filters, paging) moves
 * nothing, and a control in the page that survives the change (a tab link) keeps the focus.
 */
export function useHeadingFocus(): void {
  const path = useRouterState({ select: (state) => state.resolvedLocation?.pathname });

  useEffect(() => {
    const main = document.getElementById('main');
    if (!path || !main || focusKeptInPage(main)) return;
    let done = false;
    const tryFocus = () => {
      // The user went somewhere else meanwhile (a click, a key): their choice stands.
      if (done || focusKeptInPage(main) || document.querySelector('[aria-modal="true"]')) return;
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      done = true;
      stop();
    };
    const observer = new MutationObserver(tryFocus);
    // The whole body: a dialog closing (the command palette) is outside main.
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    tryFocus();
    return () => {
      done = true;
      stop();
    };
  }, [path]);
}
