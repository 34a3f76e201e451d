/**
 * The operator's display preferences, kept in localStorage (nothing secret here): language,
 * theme, following the OS theme, whether the left menu is collapsed, and exact or relative times in lists. Only what the operator
 * chose is stored: until they pick a language, each visit follows the browser's (see locale-choice).
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/i18n';
import { chooseLocale } from '../i18n/locale-choice';

export type ThemeName = 'light' | 'dark';

export interface Preferences {
  locale: Locale;
  theme: ThemeName;
  syncOsTheme: boolean;
  menuCollapsed: boolean;
  /** Lists show exact times instead of "3 minutes ago" (whose exact time is only in a hover hint). */
  exactTimes: boolean;
}

const STORAGE_KEY = 'emqx-console.preferences';
// Spec defaults: English, dark theme, left bar collapsed.
export const DEFAULT_PREFERENCES: Preferences = { locale: DEFAULT_LOCALE, theme: 'dark', syncOsTheme: false, menuCollapsed: true, exactTimes: false };

/** The valid choices in storage; anything else there is ignored. */
function readStored(): Partial<Preferences> {
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Record<keyof Preferences, unknown>>;
    const stored: Partial<Preferences> = {};
    if (isLocale(raw.locale)) stored.locale = raw.locale;
    if (raw.theme === 'light' || raw.theme === 'dark') stored.theme = raw.theme;
    if (typeof raw.syncOsTheme === 'boolean') stored.syncOsTheme = raw.syncOsTheme;
    if (typeof raw.menuCollapsed === 'boolean') stored.menuCollapsed = raw.menuCollapsed;
    if (typeof raw.exactTimes === 'boolean') stored.exactTimes = raw.exactTimes;
    return stored;
  } catch {
    return {};
  }
}

function writeStored(): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Private mode or a full quota: the change still applies to this visit.
  }
}

function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

const inBrowser = typeof window !== 'undefined' && typeof localStorage !== 'undefined';
let stored: Partial<Preferences> = inBrowser ? readStored() : {};
let current: Preferences = { ...DEFAULT_PREFERENCES, ...stored };

if (inBrowser) {
  const { locale, fromUrl } = chooseLocale({ search: location.search, hash: location.hash, stored: stored.locale, browserLanguages: browserLanguages() });
  current = { ...current, locale };
  if (fromUrl && stored.locale !== locale) {
    stored = { ...stored, locale };
    writeStored();
  }
}

const listeners = new Set<() => void>();

if (inBrowser) {
  // Another tab of the console changed them: this one follows (language and theme alike), so two tabs
  // never disagree. A language not stored stays the one this tab chose from the browser or the URL.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY || event.storageArea !== localStorage) return;
    stored = readStored();
    current = { ...DEFAULT_PREFERENCES, ...stored, locale: stored.locale ?? current.locale };
    listeners.forEach((listener) => listener());
  });
}

export function getPreferences(): Preferences {
  return current;
}

export function setPreferences(change: Partial<Preferences>): void {
  stored = { ...stored, ...change };
  current = { ...current, ...change };
  writeStored();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, getPreferences, getPreferences);
}
