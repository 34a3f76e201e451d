import { createFileRoute } from '@tanstack/react-router';
import { NotFoundView } from '../../../../components/NotFoundView';
import { GatewayCreateView } from '../../../../features/gateway/create/GatewayCreateView';
import { isGatewayName } from '../../../../features/gateway/model/gateways';

export const Route = createFileRoute('/_auth/gateway/create/$name')({
  component: function GatewayCreateRoute() {
    const { name } = Route.useParams();
    // A new name is a new flow: nothing carries over from another gateway's.
    return isGatewayName(name) ? <GatewayCreateView key={name} name={name} /> : <NotFoundView />;
  },
});
