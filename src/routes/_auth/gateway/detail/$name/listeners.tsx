import { createFileRoute } from '@tanstack/react-router';
import { GatewayListenersView } from '../../../../../features/gateway/listeners/GatewayListenersView';
import { isGatewayName } from '../../../../../features/gateway/model/gateways';

export const Route = createFileRoute('/_auth/gateway/detail/$name/listeners')({
  component: function GatewayListenersRoute() {
    const { name } = Route.useParams();
    // The layout says when there is no such gateway.
    return isGatewayName(name) ? <GatewayListenersView name={name} /> : null;
  },
});
