import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/dashboard/nodes/$nodeName')({
  component: () => <PendingScreen path="/dashboard/nodes/$nodeName" />,
});
