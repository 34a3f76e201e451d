import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { MetricsView } from '../../../features/dashboard/MetricsView';

export const Route = createFileRoute('/_auth/dashboard/metrics')({
  validateSearch: z.object({ node: z.string().optional() }),
  component: MetricsView,
});
