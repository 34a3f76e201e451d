import { useEffect } from 'react';
import { usePreferences } from '../app/preferences';
import { activateLocale } from './i18n';

/** Switches the catalog when the language preference changes: no reload, every mounted text relabels. */
export function LocaleSync() {
  const { locale } = usePreferences();
  useEffect(() => {
    void activateLocale(locale);
  }, [locale]);
  return null;
}
