import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/log-trace/')({
  component: () => <PendingScreen path="/log-trace" />,
});
