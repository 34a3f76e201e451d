import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { Profiler, useEffect } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createSandboxHandlers, createSandboxState } from '../../../sandbox/handlers';
import { OverviewView } from './OverviewView';
import { renderOverview as renderOverviewAt } from './render-overview';
import { until } from '../../test/wait';

// The charts are drawn (SVG, as in the browser) through a wrapper that counts how often each is drawn,
// and fails for the line named in `failingLine`, as a chart might on data it cannot draw.
const chartRenders = vi.hoisted(() => ({ count: 0, failingLine: undefined as string | undefined }));
vi.mock('./history/LineChart', async (importOriginal) => {
  const { LineChart } = await importOriginal<typeof import('./history/LineChart')>();
  return {
    LineChart: (props: Parameters<typeof LineChart>[0]) => {
      chartRenders.count += 1;
      if (props.lines.some((line) => line.id === chartRenders.failingLine)) throw new Error('cannot draw this');
      return <LineChart {...props} />;
    },
  };
});

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
  // The live numbers poll on setInterval: the tests move that clock on instead of waiting 2 s per poll.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  polls = 0;
  chartRenders.count = 0;
  chartRenders.failingLine = undefined;
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  vi.restoreAllMocks();
});

/** The page's query cache, for telling when a poll's answer has been taken in. */
let queryClient: QueryClient | undefined;
function QueryClientProbe() {
  const client = useQueryClient();
  useEffect(() => {
    queryClient = client;
  }, [client]);
  return null;
}

/** Moves the clock on to the next poll of the live numbers (every 2 s) and returns once its answer reached the page. */
async function nextPoll(): Promise<void> {
  const before = polls;
  await vi.advanceTimersByTimeAsync(2_000);
  await until(() => {
    expect(polls).toBe(before + 1);
    expect(queryClient?.isFetching()).toBe(0);
  });
  // The query cache tells React in a zero-delay timeout: let it run and React commit.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The overview at its route, with the range in the URL as the app validates it; `onCommit` hears each React commit under it. */
function renderOverview(onCommit: () => void = () => undefined) {
  return renderOverviewAt(() => (
    <>
      <QueryClientProbe />
      <Profiler id="overview" onRender={onCommit}>
        <OverviewView />
      </Profiler>
    </>
  ));
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
  await nextPoll();
  expect(await within(incoming).findByText('20')).toBeVisible();
  expect(chartRenders.count).toBe(drawn);

  // A new range brings new samples: all six charts draw them.
  await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Time range' }), 'Last 7 days');
  expect(await screen.findByRole('img', { name: /^Connections\. Sampled every 10 min\. Latest 29,/ })).toBeVisible();
  expect(chartRenders.count).toBeGreaterThanOrEqual(drawn + 6);
});

it('renders nothing again when a poll answers what the page already shows', async () => {
  // A quiet broker: every poll of the live numbers answers the same figures.
  server.use(
    http.get('/api/v5/monitor_current', () => {
      polls += 1;
      return HttpResponse.json({ connections: 10, live_connections: 9, received_msg_rate: 7, sent_msg_rate: 5, dropped_msg_rate: 0, subscriptions: 3, topics: 2 });
    }),
    // Counters that do not move: the nodes' rates stay at zero.
    http.get('/api/v5/metrics', ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('aggregate') === 'false' ? [{ node: 'emqx@node1.emqx.io', 'messages.received': 5, 'messages.sent': 5, 'messages.dropped': 0 }] : { 'messages.received': 5, 'messages.sent': 5 },
      ),
    ),
  );
  let commits = 0;
  renderOverview(() => (commits += 1));
  expect(await within(await screen.findByRole('group', { name: 'Incoming messages per second' })).findByText('7')).toBeVisible();
  expect(await screen.findAllByRole('img', { name: /Latest/ })).toHaveLength(6);
  expect(await screen.findByRole('cell', { name: 'emqx@node1.emqx.io' })).toBeVisible();
  // The nodes' rates need two readings of their counters, five seconds apart.
  for (let i = 0; i < 3; i++) await nextPoll();
  expect(await screen.findAllByRole('cell', { name: '0.0' })).not.toHaveLength(0);
  // Settled once the next poll is answered: from here on, nothing the page shows changes.
  await nextPoll();
  const committed = commits;
  const drawn = chartRenders.count;
  expect(committed).toBeGreaterThan(0);

  // Two more polls (every 2 s), answered alike: no commit, no chart drawn.
  await nextPoll();
  await nextPoll();
  expect(commits).toBe(committed);
  expect(chartRenders.count).toBe(drawn);
});

it('keeps a chart that cannot draw what the broker sent to itself', async () => {
  // React reports what a boundary caught; the test asserts on the screen instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  chartRenders.failingLine = 'Topics';
  renderOverview();

  const topics = await screen.findByRole('figure', { name: 'Topics' });
  expect(await within(topics).findByText('This part could not be shown.')).toBeVisible();
  // The other five charts, the cards, the node table and the range picker go on.
  expect(await screen.findAllByRole('img', { name: /Latest/ })).toHaveLength(5);
  expect(within(screen.getByRole('figure', { name: 'Subscriptions' })).getByRole('img', { name: /^Subscriptions\. .*Latest 3,/ })).toBeVisible();
  expect(await within(screen.getByRole('group', { name: 'Incoming messages per second' })).findByText('10')).toBeVisible();
  expect(screen.getByRole('combobox', { name: 'Time range' })).toBeEnabled();
  expect(await screen.findByRole('table', { name: 'Nodes' })).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Overview' })).toBeVisible();
});

it.each([
  ['an object where the list belongs', { nodes: 'emqx@node1' }],
  ['a number', 42],
  ['null', null],
  ['a list of things that are not nodes', [7, 'emqx@node1']],
])('says the node table could not be read when the broker answers %s, and shows it once the answer is right', async (_shape, body) => {
  let answer: unknown = body;
  const healthy = [{ node: 'emqx@127.0.0.1', node_status: 'running', version: '5.8.1', uptime: 1000, connections: 1, role: 'core' }];
  server.use(http.get('/api/v5/nodes', () => HttpResponse.json(answer as JsonBodyType)));
  renderOverview();
  const table = await screen.findByRole('table', { name: 'Nodes' });
  expect(await within(table).findByText('The data could not be loaded.')).toBeVisible();
  // Nothing of the wrong answer was kept: once the broker answers right, Retry shows the nodes.
  answer = healthy;
  await userEvent.click(within(table).getByRole('button', { name: 'Retry' }));
  expect(await within(table).findByText('emqx@127.0.0.1')).toBeVisible();
});
