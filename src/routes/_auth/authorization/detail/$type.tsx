import { createFileRoute } from '@tanstack/react-router';
import { AuthzDetailView } from '../../../../features/authorization/AuthzDetailView';
import { authzDetailSearch } from '../../../../features/authorization/authz-detail-search';

export const Route = createFileRoute('/_auth/authorization/detail/$type')({
  validateSearch: authzDetailSearch,
  component: function AuthzDetailRoute() {
    const { type } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <AuthzDetailView type={type} search={search} onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })} />;
  },
});
