import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/gateway/detail/$name/listeners')({
  component: () => <PendingScreen path="/gateway/detail/$name/listeners" />,
});
