import { createFileRoute } from '@tanstack/react-router';
import { ConnectionsView } from '../../../features/connections/ConnectionsView';
import { connectionsSearch } from '../../../features/connections/connections-search';

export const Route = createFileRoute('/_auth/connections/')({
  validateSearch: connectionsSearch,
  component: ConnectionsView,
});
