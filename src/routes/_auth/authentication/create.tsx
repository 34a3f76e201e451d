import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/authentication/create')({
  component: () => <PendingScreen path="/authentication/create" />,
});
