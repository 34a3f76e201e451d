import { createFileRoute } from '@tanstack/react-router';
import { HubEditView } from '../../../features/data-hub/form/HubEditView';

/** Its texts are in the catalog 'diagnose', loaded with the screen. */
export const Route = createFileRoute('/_auth/message-transform/create')({
  staticData: { catalogs: ['diagnose'] },
  component: () => <HubEditView kindId="transformation" />,
});
