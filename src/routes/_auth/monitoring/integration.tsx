import { createFileRoute } from '@tanstack/react-router';
import { IntegrationView } from '../../../features/monitoring-settings/IntegrationView';

export const Route = createFileRoute('/_auth/monitoring/integration')({
  component: IntegrationView,
});
