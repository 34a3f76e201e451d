import { createFileRoute } from '@tanstack/react-router';
import { TraceDetailView } from '../../../../features/log-trace/TraceDetailView';

export const Route = createFileRoute('/_auth/log-trace/detail/$id')({
  component: function TraceDetailRoute() {
    const { id } = Route.useParams();
    return <TraceDetailView key={id} name={id} />;
  },
});
