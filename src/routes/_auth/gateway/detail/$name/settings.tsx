import { createFileRoute } from '@tanstack/react-router';
import { GatewaySettingsView } from '../../../../../features/gateway/settings/GatewaySettingsView';
import { isGatewayName } from '../../../../../features/gateway/model/gateways';

export const Route = createFileRoute('/_auth/gateway/detail/$name/settings')({
  component: function GatewaySettingsRoute() {
    const { name } = Route.useParams();
    // The layout says when there is no such gateway.
    return isGatewayName(name) ? <GatewaySettingsView name={name} /> : null;
  },
});
