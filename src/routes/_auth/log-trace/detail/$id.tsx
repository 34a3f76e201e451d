import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/log-trace/detail/$id')({
  component: () => <PendingScreen path="/log-trace/detail/$id" />,
});
