import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/authorization/detail/$type')({
  component: () => <PendingScreen path="/authorization/detail/$type" />,
});
