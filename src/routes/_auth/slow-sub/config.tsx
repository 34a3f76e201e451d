import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/slow-sub/config')({
  component: () => <PendingScreen path="/slow-sub/config" />,
});
