import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../api/use-session';
import { AppShell } from '../app/shell/AppShell';
import { HelpView } from '../features/help/HelpView';
import { loadCatalogs, screenCatalogs } from '../i18n/i18n';

/** Outside the login guard: help is for people who cannot log in yet too. Logged in, it sits in the shell. */
function HelpRoute() {
  const session = useSession();
  return session ? (
    <AppShell>
      <HelpView />
    </AppShell>
  ) : (
    <HelpView />
  );
}

export const Route = createFileRoute('/help')({
  // A screen like those behind the login: its texts are in the screens' catalog.
  beforeLoad: ({ location }) => loadCatalogs(screenCatalogs(location.pathname, [])),
  component: HelpRoute,
});
