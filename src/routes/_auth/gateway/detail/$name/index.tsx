import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/gateway/detail/$name/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/gateway/detail/$name/settings', params, replace: true });
  },
});
