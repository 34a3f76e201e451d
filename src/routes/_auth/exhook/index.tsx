import { createFileRoute } from '@tanstack/react-router';
import { ExhookListView } from '../../../features/exhook/ExhookListView';

export const Route = createFileRoute('/_auth/exhook/')({
  component: ExhookListView,
});
