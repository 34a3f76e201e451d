import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/authentication/detail/$id')({
  component: () => <PendingScreen path="/authentication/detail/$id" />,
});
