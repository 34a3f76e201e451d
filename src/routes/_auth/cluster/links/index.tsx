import { createFileRoute } from '@tanstack/react-router';
import { ClusterLinksView } from '../../../../features/cluster-links/ClusterLinksView';

export const Route = createFileRoute('/_auth/cluster/links/')({
  component: ClusterLinksView,
});
