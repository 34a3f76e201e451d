import { createFileRoute } from '@tanstack/react-router';
import { AuthnDetailView } from '../../../../features/authentication/AuthnDetailView';
import { authnDetailSearch } from '../../../../features/authentication/authn-detail-search';

export const Route = createFileRoute('/_auth/authentication/detail/$id')({
  validateSearch: authnDetailSearch,
  component: function AuthnDetailRoute() {
    const { id } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <AuthnDetailView id={id} search={search} onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })} />;
  },
});
