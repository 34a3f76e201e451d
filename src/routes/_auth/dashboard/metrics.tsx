import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { MetricsView } from '../../../features/dashboard/MetricsView';

export const Route = createFileRoute('/_auth/dashboard/metrics')({
  validateSearch: z.object({ node: z.optional(z.string()) }),
  component: MetricsView,
});
