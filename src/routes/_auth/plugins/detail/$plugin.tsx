import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/plugins/detail/$plugin')({
  component: () => <PendingScreen path="/plugins/detail/$plugin" />,
});
