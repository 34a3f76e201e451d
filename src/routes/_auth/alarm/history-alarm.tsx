import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/alarm/history-alarm')({
  component: () => <PendingScreen path="/alarm/history-alarm" />,
});
