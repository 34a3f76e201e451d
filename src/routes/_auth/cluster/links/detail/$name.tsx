import { createFileRoute } from '@tanstack/react-router';
import { ClusterLinkDetailView } from '../../../../../features/cluster-links/ClusterLinkDetailView';

function Detail() {
  const { name } = Route.useParams();
  return <ClusterLinkDetailView name={name} />;
}

export const Route = createFileRoute('/_auth/cluster/links/detail/$name')({
  component: Detail,
});
