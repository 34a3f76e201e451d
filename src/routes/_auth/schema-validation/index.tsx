import { createFileRoute } from '@tanstack/react-router';
import { HubListView } from '../../../features/data-hub/HubListView';

/** Its texts are in the catalog 'diagnose', loaded with the screen. */
export const Route = createFileRoute('/_auth/schema-validation/')({
  staticData: { catalogs: ['diagnose'] },
  component: () => <HubListView kindId="validation" />,
});
