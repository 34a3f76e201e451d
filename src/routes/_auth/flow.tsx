import { createFileRoute } from '@tanstack/react-router';
import { FlowView } from '../../features/flow/FlowView';
import { loadFeatureMessages } from '../../i18n/i18n';

/** The flows: the graph's texts are the data bridges' catalog. */
export const Route = createFileRoute('/_auth/flow')({
  beforeLoad: () => loadFeatureMessages('bridges'),
  component: FlowView,
});
