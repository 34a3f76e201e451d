import { createFileRoute } from '@tanstack/react-router';
import { LimiterView } from '../../features/listeners/LimiterView';

export const Route = createFileRoute('/_auth/limiter')({
  component: LimiterView,
});
