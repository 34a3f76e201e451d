import { createFileRoute } from '@tanstack/react-router';
import { TopicMetricsView } from '../../features/topic-metrics/TopicMetricsView';
import { topicMetricsSearch } from '../../features/topic-metrics/topic-metrics-search';

export const Route = createFileRoute('/_auth/topic-metrics')({
  staticData: { catalogs: ['diagnose'] },
  validateSearch: topicMetricsSearch,
  component: function TopicMetricsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <TopicMetricsView search={search} onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })} />;
  },
});
