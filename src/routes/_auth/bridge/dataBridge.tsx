import { createFileRoute } from '@tanstack/react-router';
import { dataBridgeSearch } from '../../../features/bridges/list/bridges-search';
import { DataBridgesView } from '../../../features/bridges/list/DataBridgesView';

export const Route = createFileRoute('/_auth/bridge/dataBridge')({
  validateSearch: dataBridgeSearch,
  component: DataBridgesView,
});
