import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/bridge/detail/$id')({
  component: () => <PendingScreen path="/bridge/detail/$id" />,
});
