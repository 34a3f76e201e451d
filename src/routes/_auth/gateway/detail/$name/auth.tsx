import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/gateway/detail/$name/auth')({
  component: () => <PendingScreen path="/gateway/detail/$name/auth" />,
});
