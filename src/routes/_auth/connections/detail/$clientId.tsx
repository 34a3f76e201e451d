import { createFileRoute } from '@tanstack/react-router';
import { clientDetailSearch } from '../../../../features/connections/client-detail-search';
import { ConnectionDetailView } from '../../../../features/connections/ConnectionDetailView';

export const Route = createFileRoute('/_auth/connections/detail/$clientId')({
  validateSearch: clientDetailSearch,
  component: ConnectionDetailView,
});
