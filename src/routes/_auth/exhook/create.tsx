import { createFileRoute } from '@tanstack/react-router';
import { ExhookCreateView } from '../../../features/exhook/ExhookCreateView';

export const Route = createFileRoute('/_auth/exhook/create')({
  component: ExhookCreateView,
});
