import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/mqtt/system-topic')({
  component: () => <PendingScreen path="/mqtt/system-topic" />,
});
