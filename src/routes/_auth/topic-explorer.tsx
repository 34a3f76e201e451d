import { createFileRoute } from '@tanstack/react-router';
import { TopicExplorerView } from '../../features/topic-explorer/TopicExplorerView';

export const Route = createFileRoute('/_auth/topic-explorer')({
  component: TopicExplorerView,
});
