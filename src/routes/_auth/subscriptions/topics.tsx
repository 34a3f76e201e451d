import { createFileRoute } from '@tanstack/react-router';
import { TopicsView } from '../../../features/subscriptions/TopicsView';
import { topicsSearch } from '../../../features/subscriptions/subscriptions-search';

export const Route = createFileRoute('/_auth/subscriptions/topics')({
  validateSearch: topicsSearch,
  component: TopicsView,
});
