import { createFileRoute } from '@tanstack/react-router';
import { AuthzDetailView } from '../../../../features/authorization/AuthzDetailView';

export const Route = createFileRoute('/_auth/authorization/detail/$type')({
  component: function AuthzDetailRoute() {
    const { type } = Route.useParams();
    return <AuthzDetailView type={type} />;
  },
});
