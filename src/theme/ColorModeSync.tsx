import { useEffect, useSyncExternalStore } from 'react';
import { usePreferences, type ThemeName } from '../app/preferences';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeOs(listener: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

const osTheme = (): ThemeName => (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');

/** The theme in force: the chosen one, or the OS one while "sync with OS theme" is on (followed live). */
export function useAppliedTheme(): ThemeName {
  const { theme, syncOsTheme } = usePreferences();
  const os = useSyncExternalStore(subscribeOs, osTheme, () => 'dark' as const);
  return syncOsTheme ? os : theme;
}

/** Puts the theme on <html>, where Chakra's semantic tokens look for it. */
export function ColorModeSync() {
  const theme = useAppliedTheme();
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.classList.toggle('light', theme === 'light');
    root.style.colorScheme = theme;
  }, [theme]);
  return null;
}
