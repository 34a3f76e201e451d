import { createFileRoute } from '@tanstack/react-router';
import { MaintenanceView } from '../../../features/cluster-maintenance/MaintenanceView';

export const Route = createFileRoute('/_auth/cluster/maintenance')({
  component: MaintenanceView,
});
