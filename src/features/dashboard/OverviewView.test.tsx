import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createSandboxHandlers, createSandboxState } from '../../../sandbox/handlers';
import { renderWithProviders } from '../../test/render';
import { HISTORY_RANGE_IDS, type HistoryRangeId } from './history/monitor-history';
import { OverviewView } from './OverviewView';

// jsdom has no canvas: a stand-in for nivo's canvas chart counts how often each chart is drawn.
const chartRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@nivo/line', () => ({
  ResponsiveLineCanvas: () => {
    chartRenders.count += 1;
    return null;
  },
}));

const START = Date.UTC(2025, 0, 1, 12);
const samples = (n: number, spacingMs: number) =>
  Array.from({ length: n }, (_, i) => ({ time_stamp: START + i * spacingMs, received: 100, sent: 50, dropped: 0, connections: 10 + i, live_connections: 9, subscriptions: 3, topics: 2 }));

let polls = 0;
const server = setupServer(
  // Every poll of the live numbers answers a new incoming rate: 10, 20, 30…
  http.get('/api/v5/monitor_current', () => {
    polls += 1;
    return HttpResponse.json({ connections: 10, live_connections: 9, received_msg_rate: polls * 10, sent_msg_rate: 5, dropped_msg_rate: 0, subscriptions: 3, topics: 2 });
  }),
  http.get('/api/v5/monitor', ({ request }) => {
    const week = new URL(request.url).searchParams.get('latest') === '604800';
    return HttpResponse.json(week ? samples(20, 600_000) : samples(30, 10_000));
  }),
  ...createSandboxHandlers(createSandboxState({ clients: 0, requireAuth: false })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  polls = 0;
  chartRenders.count = 0;
});

/** The overview at its route, with the range in the URL as the app validates it. */
function renderOverview() {
  const root = createRootRoute();
  const auth = createRoute({ getParentRoute: () => root, id: '_auth' });
  const overview = createRoute({
    getParentRoute: () => auth,
    path: 'dashboard/overview',
    validateSearch: (search: Record<string, unknown>): { range: HistoryRangeId } => ({
      range: HISTORY_RANGE_IDS.find((id) => id === search.range) ?? '1h',
    }),
    component: OverviewView,
  });
  const router = createRouter({ routeTree: root.addChildren([auth.addChildren([overview])]), history: createMemoryHistory({ initialEntries: ['/dashboard/overview'] }) });
  return renderWithProviders(<RouterProvider router={router} />);
}

it('redraws no chart when a live number changes, and every chart when the history does', async () => {
  renderOverview();
  const incoming = await screen.findByRole('group', { name: 'Incoming messages per second' });
  expect(await within(incoming).findByText('10')).toBeVisible();
  // Six charts, each named with its latest figure for assistive technology.
  expect(await screen.findByRole('img', { name: /^Connections\. Sampled every 10 sec\. Latest 39, lowest 10, highest 39\.$/ })).toBeVisible();
  expect(screen.getAllByRole('img', { name: /Latest/ })).toHaveLength(6);
  const drawn = chartRenders.count;
  expect(drawn).toBeGreaterThanOrEqual(6);

  // The next poll (every 2 s) changes the card's number; the charts stay as they are.
  expect(await within(incoming).findByText('20', {}, { timeout: 5_000 })).toBeVisible();
  expect(chartRenders.count).toBe(drawn);

  // A new range brings new samples: all six charts draw them.
  await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Time range' }), 'Last 7 days');
  expect(await screen.findByRole('img', { name: /^Connections\. Sampled every 10 min\. Latest 29,/ })).toBeVisible();
  expect(chartRenders.count).toBeGreaterThanOrEqual(drawn + 6);
}, 15_000);
