import { createFileRoute } from '@tanstack/react-router';
import { flowSearch } from '../../features/flow/flow-search';
import { FlowView } from '../../features/flow/FlowView';

/** The flows: the graph's texts are the data bridges' catalog. */
export const Route = createFileRoute('/_auth/flow')({
  staticData: { catalogs: ['bridges'] },
  validateSearch: flowSearch,
  component: FlowView,
});
