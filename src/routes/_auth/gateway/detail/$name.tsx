import { createFileRoute } from '@tanstack/react-router';
import { GatewayDetailLayout } from '../../../../features/gateway/GatewayDetailLayout';

export const Route = createFileRoute('/_auth/gateway/detail/$name')({
  component: GatewayDetailLayout,
});
