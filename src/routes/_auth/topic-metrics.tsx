import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../app/PendingScreen';

export const Route = createFileRoute('/_auth/topic-metrics')({
  component: () => <PendingScreen path="/topic-metrics" />,
});
