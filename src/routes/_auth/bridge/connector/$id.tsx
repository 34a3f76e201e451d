import { createFileRoute } from '@tanstack/react-router';
import { ConnectorEditView } from '../../../../features/bridges/connector-editor/ConnectorEditView';

export const Route = createFileRoute('/_auth/bridge/connector/$id')({
  component: function ConnectorRoute() {
    const { id } = Route.useParams();
    return <ConnectorEditView key={id} id={id} />;
  },
});
