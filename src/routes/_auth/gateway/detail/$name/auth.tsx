import { createFileRoute } from '@tanstack/react-router';
import { authnDetailSearch } from '../../../../../features/authentication/authn-detail-search';
import { GatewayAuthView } from '../../../../../features/gateway/auth/GatewayAuthView';

export const Route = createFileRoute('/_auth/gateway/detail/$name/auth')({
  validateSearch: authnDetailSearch,
  component: function GatewayAuthRoute() {
    const { name } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <GatewayAuthView name={name} search={search} onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })} />;
  },
});
