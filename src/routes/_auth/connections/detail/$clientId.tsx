import { createFileRoute } from '@tanstack/react-router';
import { clientDetailSearch } from '../../../../features/connections/client-detail-search';
import { ConnectionDetailView } from '../../../../features/connections/ConnectionDetailView';

export const Route = createFileRoute('/_auth/connections/detail/$clientId')({
  // Tracing the client opens the log trace's create dialog, whose texts are in 'diagnose'.
  staticData: { catalogs: ['diagnose'] },
  validateSearch: clientDetailSearch,
  component: ConnectionDetailView,
});
