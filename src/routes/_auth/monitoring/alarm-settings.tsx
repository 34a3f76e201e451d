import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/monitoring/alarm-settings')({
  component: () => <PendingScreen path="/monitoring/alarm-settings" />,
});
