import { createFileRoute } from '@tanstack/react-router';
import { SystemTopicsView } from '../../../features/mqtt-settings/SystemTopicsView';

export const Route = createFileRoute('/_auth/mqtt/system-topic')({
  component: SystemTopicsView,
});
