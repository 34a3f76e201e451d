import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/system-settings/')({
  beforeLoad: () => {
    throw redirect({ to: '/system-settings/console', replace: true });
  },
});
