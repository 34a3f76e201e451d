import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/connections/detail/$clientId')({
  component: () => <PendingScreen path="/connections/detail/$clientId" />,
});
