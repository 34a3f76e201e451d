/**
 * The operator's display preferences, kept in localStorage (nothing secret here): language,
 * theme, following the OS theme, and whether the left menu is collapsed.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/i18n';

export type ThemeName = 'light' | 'dark';

export interface Preferences {
  locale: Locale;
  theme: ThemeName;
  syncOsTheme: boolean;
  menuCollapsed: boolean;
}

const STORAGE_KEY = 'emqx-console.preferences';
// Spec defaults: English, dark theme, left bar collapsed.
export const DEFAULT_PREFERENCES: Preferences = { locale: DEFAULT_LOCALE, theme: 'dark', syncOsTheme: false, menuCollapsed: true };

function read(): Preferences {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Record<keyof Preferences, unknown>>;
    return {
      locale: isLocale(stored.locale) ? stored.locale : DEFAULT_PREFERENCES.locale,
      theme: stored.theme === 'light' || stored.theme === 'dark' ? stored.theme : DEFAULT_PREFERENCES.theme,
      syncOsTheme: typeof stored.syncOsTheme === 'boolean' ? stored.syncOsTheme : DEFAULT_PREFERENCES.syncOsTheme,
      menuCollapsed: typeof stored.menuCollapsed === 'boolean' ? stored.menuCollapsed : DEFAULT_PREFERENCES.menuCollapsed,
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

let current: Preferences = typeof localStorage === 'undefined' ? DEFAULT_PREFERENCES : read();
const listeners = new Set<() => void>();

export function getPreferences(): Preferences {
  return current;
}

export function setPreferences(change: Partial<Preferences>): void {
  current = { ...current, ...change };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Private mode or a full quota: the change still applies to this visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, getPreferences, getPreferences);
}
