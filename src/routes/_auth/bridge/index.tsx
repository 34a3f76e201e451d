import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/bridge/')({
  beforeLoad: () => {
    throw redirect({ to: '/bridge/dataBridge', replace: true });
  },
});
