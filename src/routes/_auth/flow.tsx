import { createFileRoute } from '@tanstack/react-router';
import { FlowView } from '../../features/flow/FlowView';

/** The flows: the graph's texts are the data bridges' catalog. */
export const Route = createFileRoute('/_auth/flow')({
  staticData: { catalogs: ['bridges'] },
  component: FlowView,
});
