import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setSession } from './api/session';
import { restoreAndPersistSession } from './api/session-vault';
import { App } from './app/App';
import { preloadLocationChunks, router } from './app/router';
import { WidgetBoundary } from './components/WidgetBoundary';
import { getPreferences } from './app/preferences';
import { activateLocale, prefetchMessages, screenCatalogs } from './i18n/i18n';
import { takeLoginMeta } from './features/auth/login-meta';
import { adoptSsoLogin } from './features/auth/session-actions';

// The session, catalog and theme must be in place before the first route decides what to show.
const { locale, theme, syncOsTheme } = getPreferences();
const dark = syncOsTheme ? window.matchMedia('(prefers-color-scheme: dark)').matches : theme === 'dark';
document.documentElement.classList.add(dark ? 'dark' : 'light');
// An OIDC or SAML login comes back as `/?login_meta=…`: out of the address before anything else, and
// stored over whatever session was kept (restoring it first, so the vault then keeps the new one).
const loginMeta = takeLoginMeta();
const startUp = Promise.all([activateLocale(locale), restoreAndPersistSession(setSession).then(() => loginMeta && adoptSsoLogin(loginMeta))]);
// A deep link past the login: its screen's code and texts load beside the start-up, not after it. The
// built index.html has asked for most of them already (scripts/build/route-preload.ts): these imports
// then only run them; they also cover the feature catalogs its routes name, and the dev server.
if (router.latestLocation.pathname !== '/login') {
  prefetchMessages(locale, screenCatalogs(router.latestLocation.pathname, router.matchRoutes(router.latestLocation)));
  preloadLocationChunks();
  // What checks the shape of every answer: before the first request, not after its answer.
  import('./api/answer-shape').catch(() => undefined);
}
await startUp;

createRoot(document.getElementById('root')!, {
  // A widget that could not draw odd data says so in place (WidgetBoundary): not an error of the page.
  onCaughtError: (error, info) => {
    if (info.errorBoundary instanceof WidgetBoundary) console.info('A widget could not be drawn', error, info.componentStack);
    else console.error(error, info.componentStack);
  },
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
