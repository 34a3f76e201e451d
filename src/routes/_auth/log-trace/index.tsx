import { createFileRoute } from '@tanstack/react-router';
import { LogTraceListView } from '../../../features/log-trace/LogTraceListView';

export const Route = createFileRoute('/_auth/log-trace/')({
  component: LogTraceListView,
});
