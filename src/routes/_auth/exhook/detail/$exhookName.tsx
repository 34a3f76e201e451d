import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../../../app/PendingScreen';

export const Route = createFileRoute('/_auth/exhook/detail/$exhookName')({
  component: () => <PendingScreen path="/exhook/detail/$exhookName" />,
});
