import { createFileRoute } from '@tanstack/react-router';
import { GatewayConnectionsView } from '../../../../../features/gateway/connections/GatewayConnectionsView';
import { gatewayClientsSearch } from '../../../../../features/gateway/connections/gateway-clients-search';

export const Route = createFileRoute('/_auth/gateway/detail/$name/connections')({
  validateSearch: gatewayClientsSearch,
  component: GatewayConnectionsRoute,
});

function GatewayConnectionsRoute() {
  const { name } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <GatewayConnectionsView name={name} search={search} onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })} />;
}
