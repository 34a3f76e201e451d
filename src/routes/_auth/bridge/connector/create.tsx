import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { searchText } from '../../../../components/search-params';
import { ConnectorCreateView } from '../../../../features/bridges/connector-editor/ConnectorCreateView';

export const Route = createFileRoute('/_auth/bridge/connector/create')({
  validateSearch: z.object({ type: searchText }),
  component: function ConnectorCreateRoute() {
    const { type } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ConnectorCreateView type={type} onTypeChange={(next) => void navigate({ search: { type: next || undefined } })} />;
  },
});
