import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderWithProviders } from '../../test/render';
import { HISTORY_RANGE_IDS, type HistoryRangeId } from './history/history-ranges';

/** For component tests: `page` (the overview, with whatever probes a test needs) at its route, the range in the URL validated as the app does. */
export function renderOverview(page: () => ReactNode) {
  const root = createRootRoute();
  const auth = createRoute({ getParentRoute: () => root, id: '_auth' });
  const overview = createRoute({
    getParentRoute: () => auth,
    path: 'dashboard/overview',
    validateSearch: (search: Record<string, unknown>): { range: HistoryRangeId } => ({
      range: HISTORY_RANGE_IDS.find((id) => id === search.range) ?? '1h',
    }),
    component: page,
  });
  const router = createRouter({ routeTree: root.addChildren([auth.addChildren([overview])]), history: createMemoryHistory({ initialEntries: ['/dashboard/overview'] }) });
  return renderWithProviders(<RouterProvider router={router} />);
}
