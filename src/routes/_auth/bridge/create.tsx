import { createFileRoute } from '@tanstack/react-router';
import { BridgeCreateView } from '../../../features/bridges/editor/BridgeCreateView';

export const Route = createFileRoute('/_auth/bridge/create')({
  component: () => <BridgeCreateView />,
});
