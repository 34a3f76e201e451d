/**
 * Which language the console opens in. A `lang` in the URL wins (a link can force a language, and
 * the choice is kept as the preference); then the operator's stored choice; on a first visit, the
 * browser's preferred language: Chinese of any region or script → zh, anything else → en.
 */
import { isLocale, type Locale } from './i18n';

export interface LocaleSources {
  /** `location.search`, e.g. `?lang=zh`. */
  search: string;
  /** `location.hash`: the console routes by hash, so its query sits there (`#/login?lang=zh`). */
  hash: string;
  /** The stored preference, if any, as it came out of storage. */
  stored: unknown;
  /** `navigator.languages`, most preferred first (or `[navigator.language]` where that list is empty). */
  browserLanguages: readonly string[];
}

export interface LocaleChoice {
  locale: Locale;
  /** The URL forced it: the caller keeps it as the preference. */
  fromUrl: boolean;
}

function langParam(query: string): Locale | undefined {
  const value = new URLSearchParams(query).get('lang')?.trim().toLowerCase();
  return isLocale(value) ? value : undefined;
}

/** `lang` from the hash's query (the route's own), else from the page's query; unknown values are ignored. */
export function localeFromUrl(search: string, hash: string): Locale | undefined {
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  return langParam(hashQuery) ?? langParam(search);
}

export function localeFromBrowser(languages: readonly string[]): Locale {
  return /^zh\b/i.test(languages[0] ?? '') ? 'zh' : 'en';
}

export function chooseLocale({ search, hash, stored, browserLanguages }: LocaleSources): LocaleChoice {
  const forced = localeFromUrl(search, hash);
  if (forced) return { locale: forced, fromUrl: true };
  return { locale: isLocale(stored) ? stored : localeFromBrowser(browserLanguages), fromUrl: false };
}
