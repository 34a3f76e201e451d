import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/cluster/')({
  beforeLoad: () => {
    throw redirect({ to: '/cluster/maintenance', replace: true });
  },
});
