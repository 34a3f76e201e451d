/**
 * One polite live region for the whole console (drawn by HintHost): a short outcome such as
 * "Copied" is said to screen readers without a live region in every table cell that can copy.
 */
let said: { text: string; at: number } | null = null;
const listeners = new Set<() => void>();

export const announcements = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => said,
};

/** Says `text` now; it is cleared after `ms`, so the same words said again are announced again. */
export function announce(text: string, ms: number): void {
  const mine = (said = { text, at: Date.now() });
  for (const listener of listeners) listener();
  setTimeout(() => {
    if (said !== mine) return;
    said = null;
    for (const listener of listeners) listener();
  }, ms);
}
