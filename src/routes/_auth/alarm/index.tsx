import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/alarm/')({
  beforeLoad: () => {
    throw redirect({ to: '/alarm/current-alarm', replace: true });
  },
});
