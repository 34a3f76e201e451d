import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../api/session';
import { AppShell } from '../app/shell/AppShell';
import { loadScreenMessages } from '../i18n/i18n';

/** Every route under this layout needs a session; without one the user logs in and comes back. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ location }) => {
    if (!getSession()) throw redirect({ to: '/login', search: { to: location.href } });
    await loadScreenMessages();
  },
  component: AppShell,
});
