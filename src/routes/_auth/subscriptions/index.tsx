import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/subscriptions/')({
  beforeLoad: () => {
    throw redirect({ to: '/subscriptions/subscription', replace: true });
  },
});
