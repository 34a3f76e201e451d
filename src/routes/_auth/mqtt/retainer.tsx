import { createFileRoute } from '@tanstack/react-router';
import { RetainerView } from '../../../features/mqtt-settings/RetainerView';

export const Route = createFileRoute('/_auth/mqtt/retainer')({
  component: RetainerView,
});
