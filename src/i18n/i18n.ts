import { i18n, type Messages } from '@lingui/core';

export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', zh: '中文' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The catalogs of a language (lingui.config.ts): `start` holds the login page and the shell, and
 * loads before the first render; `screens` holds the screens behind the login, and loads with the
 * first of them. Compiled from locales/{locale}/{part}.po by the Lingui Vite plugin.
 */
export type CatalogPart = 'start' | 'screens' | FeatureCatalog;

/** Features with a catalog of their own (lingui.config.ts), loaded by their routes. */
export type FeatureCatalog = 'rules' | 'bridges' | 'extensions' | 'diagnose';
const FEATURE_CATALOGS: readonly FeatureCatalog[] = ['rules', 'bridges', 'extensions', 'diagnose'];

const loaded = new Map<string, Promise<Messages>>();
const needed = new Set<CatalogPart>(['start']);

function loadPart(locale: Locale, part: CatalogPart): Promise<Messages> {
  const key = `${locale}/${part}`;
  let messages = loaded.get(key);
  if (!messages) {
    messages = (import(`../../locales/${locale}/${part}.po`) as Promise<{ messages: Messages }>).then((module) => module.messages);
    // A failed fetch (a network blip) is tried again next time.
    messages.catch(() => loaded.delete(key));
    loaded.set(key, messages);
  }
  return messages;
}

async function loadParts(locale: Locale, parts: Iterable<CatalogPart>): Promise<Messages> {
  const catalogs = await Promise.all([...parts].map((part) => loadPart(locale, part)));
  return Object.assign({}, ...catalogs) as Messages;
}

/** Every message of a language, whichever part of the console it belongs to (the command palette searches them all). */
export function loadMessages(locale: Locale): Promise<Messages> {
  return loadParts(locale, ['start', 'screens', ...FEATURE_CATALOGS]);
}

export async function activateLocale(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await loadParts(locale, needed) });
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
}

/** A part's texts in the active language, before its screen renders (and in every language chosen later). */
async function loadNeededPart(part: CatalogPart): Promise<void> {
  needed.add(part);
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const messages = await loadPart(locale, part);
  // Merged into what the language already holds; the language may have changed meanwhile, and then loaded them itself.
  i18n.load(locale, messages);
}

/** The screens' texts, before the first screen after login renders. */
export const loadScreenMessages = (): Promise<void> => loadNeededPart('screens');

/** The screens' texts fetched ahead, at start-up, for a deep link past the login: its route then finds them loaded. */
export const prefetchScreenMessages = (locale: Locale): void => void loadPart(locale, 'screens').catch(() => undefined);

/** A feature's own texts, before its first screen renders (its layout route's beforeLoad). */
export const loadFeatureMessages = (feature: FeatureCatalog): Promise<void> => loadNeededPart(feature);

export { i18n };
