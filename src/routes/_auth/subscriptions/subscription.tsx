import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionsView } from '../../../features/subscriptions/SubscriptionsView';
import { subscriptionsSearch } from '../../../features/subscriptions/subscriptions-search';

export const Route = createFileRoute('/_auth/subscriptions/subscription')({
  validateSearch: subscriptionsSearch,
  component: SubscriptionsView,
});
