import { createFileRoute } from '@tanstack/react-router';
import { ConnectionDetailView } from '../../../../features/connections/ConnectionDetailView';

export const Route = createFileRoute('/_auth/connections/detail/$clientId')({
  component: ConnectionDetailView,
});
