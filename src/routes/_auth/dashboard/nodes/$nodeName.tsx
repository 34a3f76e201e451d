import { createFileRoute } from '@tanstack/react-router';
import { NodeDetailView } from '../../../../features/dashboard/NodeDetailView';

export const Route = createFileRoute('/_auth/dashboard/nodes/$nodeName')({
  component: NodeDetailView,
});
