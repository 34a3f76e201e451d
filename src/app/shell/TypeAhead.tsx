import { useEffect } from 'react';

/**
 * While the command palette's code loads on its first Ctrl+K, what the user types is kept here and
 * handed to the palette, so no key is lost to the wait.
 */
export function TypeAhead({ onChange }: { onChange: (update: (typed: string) => string) => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Backspace') onChange((typed) => typed.slice(0, -1));
      else if (event.key.length === 1) onChange((typed) => typed + event.key);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onChange]);
  return null;
}
