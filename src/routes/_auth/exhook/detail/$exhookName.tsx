import { createFileRoute } from '@tanstack/react-router';
import { exhookDetailSearch } from '../../../../features/exhook/exhook-detail-search';
import { ExhookDetailView } from '../../../../features/exhook/ExhookDetailView';

export const Route = createFileRoute('/_auth/exhook/detail/$exhookName')({
  validateSearch: exhookDetailSearch,
  component: function ExhookDetailRoute() {
    const { exhookName } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ExhookDetailView key={exhookName} name={exhookName} search={search} onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })} />;
  },
});
