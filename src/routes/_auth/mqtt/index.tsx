import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/mqtt/')({
  beforeLoad: () => {
    throw redirect({ to: '/mqtt/general', replace: true });
  },
});
