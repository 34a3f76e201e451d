import { i18n, type Messages } from '@lingui/core';

export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', zh: '中文' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const loaded = new Map<Locale, Messages>();

/** Catalogs are compiled from locales/{en,zh}/messages.po by the Lingui Vite plugin and loaded on demand. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = ((await import(`../../locales/${locale}/messages.po`)) as { messages: Messages }).messages;
    loaded.set(locale, messages);
  }
  return messages;
}

export async function activateLocale(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
}

export { i18n };
