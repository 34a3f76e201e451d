import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setSession } from './api/session';
import { restoreAndPersistSession } from './api/session-vault';
import { App } from './app/App';
import { activateLocale, DEFAULT_LOCALE } from './i18n/i18n';

// The session and the catalog must be there before the first route decides where the user goes.
await Promise.all([activateLocale(DEFAULT_LOCALE), restoreAndPersistSession(setSession)]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
