import { createFileRoute } from '@tanstack/react-router';
import { AuthnDetailView } from '../../../../features/authentication/AuthnDetailView';

export const Route = createFileRoute('/_auth/authentication/detail/$id')({
  component: function AuthnDetailRoute() {
    const { id } = Route.useParams();
    return <AuthnDetailView id={id} />;
  },
});
