import { createFileRoute } from '@tanstack/react-router';
import { HubEditView } from '../../../../features/data-hub/form/HubEditView';

function Edit() {
  const { name } = Route.useParams();
  return <HubEditView kindId="transformation" name={name} />;
}

/** Its texts are in the catalog 'diagnose', loaded with the screen. */
export const Route = createFileRoute('/_auth/message-transform/edit/$name')({
  staticData: { catalogs: ['diagnose'] },
  component: Edit,
});
