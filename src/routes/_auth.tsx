import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../api/session';
import { AppShell } from '../app/shell/AppShell';
import { loadCatalogs, screenCatalogs } from '../i18n/i18n';

/** Every route under this layout needs a session; without one the user logs in and comes back. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ location, matches }) => {
    if (!getSession()) throw redirect({ to: '/login', search: { to: location.href } });
    // The texts of every route the location opens (their staticData.catalogs), in one wait.
    await loadCatalogs(screenCatalogs(location.pathname, matches));
  },
  component: AppShell,
});
