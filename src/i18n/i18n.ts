import { i18n, type Messages } from '@lingui/core';
import { LANDING_PAGE } from '../app/landing-page';

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
export type FeatureCatalog = 'overview' | 'rules' | 'bridges' | 'extensions' | 'diagnose';
const FEATURE_CATALOGS: readonly FeatureCatalog[] = ['overview', 'rules', 'bridges', 'extensions', 'diagnose'];

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

/** What a route names in its staticData: the feature catalogs its screens need (lingui.config.ts). */
export interface RouteCatalogs {
  catalogs?: readonly FeatureCatalog[];
}

/**
 * The catalogs a location behind the login needs before it renders: the landing page's own texts
 * (and the statuses every screen shows); the other screens' texts for any screen but the landing
 * page, which a login leads to and which draws without them; and those its routes name.
 */
export function screenCatalogs(pathname: string, matches: readonly { staticData?: RouteCatalogs }[]): CatalogPart[] {
  const parts: CatalogPart[] = pathname === LANDING_PAGE ? ['overview'] : ['overview', 'screens'];
  return [...new Set([...parts, ...matches.flatMap((match) => match.staticData?.catalogs ?? [])])];
}

/** Catalogs in the active language (and in every language chosen later), before the screen that needs them renders. */
export const loadCatalogs = (parts: readonly CatalogPart[]): Promise<void> => Promise.all(parts.map(loadNeededPart)).then(() => undefined);

/** Catalogs fetched ahead (at start-up for a deep link, or once the landing page is drawn): their screen then finds them loaded. */
export function prefetchMessages(locale: Locale, parts: readonly CatalogPart[]): void {
  for (const part of parts) loadPart(locale, part).catch(() => undefined);
}

/**
 * A text whose catalog this screen did not load (a component used outside the catalog its folder
 * belongs to, lingui.config.ts) would show as its id: every catalog of the language loads, and the
 * screen draws again in words. Reported, for the split is wrong; the e2e suite fails on it.
 */
const reported = new Set<string>();
let healed = false;
i18n.on('missing', ({ id, locale }) => {
  if (reported.has(id) || !isLocale(locale)) return;
  reported.add(id);
  console.error(`The text ${id} is in no catalog loaded for this screen (lingui.config.ts)`);
  if (healed) return;
  healed = true;
  const parts: CatalogPart[] = ['start', 'screens', ...FEATURE_CATALOGS];
  loadParts(locale, parts)
    .then((messages) => {
      parts.forEach((part) => needed.add(part));
      if (i18n.locale === locale) i18n.load(locale, messages);
    })
    .catch(() => {
      healed = false;
    });
});

export { i18n };
