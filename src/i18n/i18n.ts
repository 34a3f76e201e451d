import { i18n } from '@lingui/core';

export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Catalogs are compiled from locales/{en,zh}/messages.po by the Lingui Vite plugin and loaded on demand. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = (await import(`../../locales/${locale}/messages.po`)) as { messages: Record<string, string> };
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
}

export { i18n };
