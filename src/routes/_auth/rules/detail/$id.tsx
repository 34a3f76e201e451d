import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/rules/detail/$id')({
  component: () => <PendingScreen path="/rules/detail/$id" />,
});
