import { createFileRoute } from '@tanstack/react-router';
import { HubDetailView } from '../../../../features/data-hub/HubDetailView';

function Detail() {
  const { name } = Route.useParams();
  return <HubDetailView kindId="transformation" name={name} />;
}

/** Its texts are in the catalog 'diagnose', loaded with the screen. */
export const Route = createFileRoute('/_auth/message-transform/detail/$name')({
  staticData: { catalogs: ['diagnose'] },
  component: Detail,
});
