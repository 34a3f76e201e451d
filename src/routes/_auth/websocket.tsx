import { createFileRoute } from '@tanstack/react-router';
import { WebSocketView } from '../../features/websocket/WebSocketView';

export const Route = createFileRoute('/_auth/websocket')({
  component: WebSocketView,
});
