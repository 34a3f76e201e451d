import { createFileRoute } from '@tanstack/react-router';
import { ListenersView } from '../../features/listeners/ListenersView';

export const Route = createFileRoute('/_auth/listener')({
  component: ListenersView,
});
