import { createFileRoute } from '@tanstack/react-router';
import { NodesView } from '../../../../features/dashboard/NodesView';

export const Route = createFileRoute('/_auth/dashboard/nodes/')({
  component: NodesView,
});
