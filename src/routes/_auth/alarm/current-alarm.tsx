import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/alarm/current-alarm')({
  component: () => <PendingScreen path="/alarm/current-alarm" />,
});
