import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { OverviewView } from '../../../features/dashboard/OverviewView';
import { HISTORY_RANGE_IDS } from '../../../features/dashboard/history/monitor-history';

export const Route = createFileRoute('/_auth/dashboard/overview')({
  validateSearch: z.object({ range: z.enum(HISTORY_RANGE_IDS).catch('1h').default('1h') }),
  component: OverviewView,
});
