import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/monitoring/')({
  beforeLoad: () => {
    throw redirect({ to: '/monitoring/alarm-settings', replace: true });
  },
});
