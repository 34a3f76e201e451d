import { createFileRoute } from '@tanstack/react-router';
import { ClusterLinkCreateView } from '../../../../features/cluster-links/ClusterLinkCreateView';

export const Route = createFileRoute('/_auth/cluster/links/create')({
  component: ClusterLinkCreateView,
});
