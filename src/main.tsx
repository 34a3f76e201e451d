import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateLocale, DEFAULT_LOCALE } from './i18n/i18n';

await activateLocale(DEFAULT_LOCALE);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
