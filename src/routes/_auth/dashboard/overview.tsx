import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { OverviewView } from '../../../features/dashboard/OverviewView';
import { HISTORY_RANGE_IDS } from '../../../features/dashboard/history/history-ranges';

// The landing page keeps a clean URL: the default range is left out of it.
const DEFAULT_SEARCH = { range: '1h' } as const;

export const Route = createFileRoute('/_auth/dashboard/overview')({
  validateSearch: z.object({ range: z._default(z.catch(z.enum(HISTORY_RANGE_IDS), DEFAULT_SEARCH.range), DEFAULT_SEARCH.range) }),
  search: { middlewares: [stripSearchParams(DEFAULT_SEARCH)] },
  component: OverviewView,
});
