import { createFileRoute } from '@tanstack/react-router';
import { GatewayListView } from '../../../features/gateway/list/GatewayListView';

export const Route = createFileRoute('/_auth/gateway/')({
  component: GatewayListView,
});
