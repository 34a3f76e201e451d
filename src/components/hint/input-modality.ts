/**
 * Whether focus should show a hint: not when a click or tap put it there (the hint would cover what
 * was just pressed), but after a key and when a script moved it (a dialog giving focus back), as
 * `:focus-visible` decides for focus rings.
 */
let modality: 'keyboard' | 'pointer' | 'script' = 'script';
let inputBeforeFocus = false;

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    modality = 'keyboard';
    inputBeforeFocus = true;
  }, true);
  document.addEventListener('pointerdown', () => {
    modality = 'pointer';
    inputBeforeFocus = true;
  }, true);
  // Runs before React's own focus handlers, which listen lower, on the app's root.
  document.addEventListener('focusin', () => {
    if (!inputBeforeFocus) modality = 'script';
    inputBeforeFocus = false;
  }, true);
}

export const focusShowsHint = (): boolean => modality !== 'pointer';
