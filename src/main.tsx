import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setSession } from './api/session';
import { restoreAndPersistSession } from './api/session-vault';
import { App } from './app/App';
import { getPreferences } from './app/preferences';
import { activateLocale } from './i18n/i18n';

// The session, catalog and theme must be in place before the first route decides what to show.
const { locale, theme, syncOsTheme } = getPreferences();
const dark = syncOsTheme ? window.matchMedia('(prefers-color-scheme: dark)').matches : theme === 'dark';
document.documentElement.classList.add(dark ? 'dark' : 'light');
await Promise.all([activateLocale(locale), restoreAndPersistSession(setSession)]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
