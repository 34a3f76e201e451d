import { createFileRoute } from '@tanstack/react-router';
import { RetainedView } from '../../features/retained/RetainedView';
import { retainedSearch } from '../../features/retained/retained-search';

export const Route = createFileRoute('/_auth/retained')({
  validateSearch: retainedSearch,
  component: RetainedView,
});
