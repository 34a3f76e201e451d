import { createFileRoute } from '@tanstack/react-router';
import { DroppedMessagesView } from '../../features/dropped-messages/DroppedMessagesView';

export const Route = createFileRoute('/_auth/dropped-messages')({
  staticData: { catalogs: ['diagnose'] },
  component: DroppedMessagesView,
});
