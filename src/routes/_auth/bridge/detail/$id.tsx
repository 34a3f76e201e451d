import { createFileRoute } from '@tanstack/react-router';
import { BridgeDetailView } from '../../../../features/bridges/detail/BridgeDetailView';
import { bridgeDetailSearch } from '../../../../features/bridges/detail/detail-search';

export const Route = createFileRoute('/_auth/bridge/detail/$id')({
  validateSearch: bridgeDetailSearch,
  component: BridgeDetailView,
});
