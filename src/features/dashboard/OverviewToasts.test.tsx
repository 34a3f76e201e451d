import { act, screen } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useEffect } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { connectHttpUi, watchQueries } from '../../api/error-reporting';
import { noteResponse } from '../../api/reachability';
import { OverviewView } from './OverviewView';
import { renderOverview as renderOverviewAt } from './render-overview';
import { until } from '../../test/wait';

const failing = (status: number, code: string) => () => HttpResponse.json({ code, message: 'database down' }, { status });
/** What the live numbers' poll gets; a test changes it between polls. */
let answer: () => Response;
/**
 * What every other request of the overview gets, all along: its other polls (nodes, totals,
 * history) fail as they first failed, which is no news, whenever their slower turns come.
 */
const others = failing(500, 'INTERNAL_ERROR');
let polls = 0;
const asked = new Set<string>();
const server = setupServer(
  http.all('/api/v5/*', ({ request }) => {
    const path = new URL(request.url).pathname;
    asked.add(path);
    if (path !== '/api/v5/monitor_current') return others();
    polls += 1;
    return answer();
  }),
);

const toast = vi.fn<(message: string) => void>();
let queryClient: QueryClient | undefined;
let disconnect: () => void = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  // The live numbers poll every 2 s (setInterval), the toast de-duplication window is a 1 s setTimeout: both
  // clocks are moved on by the test, several poll periods in a few milliseconds.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  polls = 0;
  asked.clear();
  toast.mockReset();
  disconnect = connectHttpUi({ toast, toLogin: () => undefined });
});
afterEach(async () => {
  disconnect();
  queryClient = undefined;
  noteResponse();
  try {
    // The next file in this worker starts outside this test's de-duplication window.
    await vi.advanceTimersByTimeAsync(1_100);
  } finally {
    vi.useRealTimers();
    server.resetHandlers();
  }
});

/** Connects the page's query cache as the app's HTTP bridge does. */
function QueryCacheBridge() {
  const client = useQueryClient();
  useEffect(() => {
    queryClient = client;
    return watchQueries(client.getQueryCache());
  }, [client]);
  return null;
}

function renderOverview() {
  return renderOverviewAt(() => (
    <>
      <QueryCacheBridge />
      <OverviewView />
    </>
  ));
}

/** Everything the overview asks for on arrival, the lazily loaded history too, has been answered. */
async function arrived(): Promise<void> {
  await until(async () => {
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect([...asked]).toEqual(expect.arrayContaining(['/api/v5/monitor_current', '/api/v5/monitor', '/api/v5/nodes']));
    expect(queryClient?.isFetching()).toBe(0);
    // The history's code loads on first use: that takes real time.
  });
}

/**
 * Moves the clock on to the next poll of the live numbers and waits for its answer: every 2 s, and
 * longer while they fail (src/api/poll.ts). Steps of a second never pass a poll: the next one comes
 * at least 2 s after this one's answer.
 */
async function nextPoll(): Promise<void> {
  const before = polls;
  // The answer may land during waitFor's own clock steps: inside act, so React takes it in as the page would.
  await act(() =>
    until(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
      expect(polls).toBe(before + 1);
      expect(queryClient?.isFetching()).toBe(0);
      // A first success loads the schemas that answers are checked against: real time again.
    }),
  );
  await act(() => vi.advanceTimersByTimeAsync(10));
}

it('says a failing poll once, however often it fails the same way, and again once it fails otherwise or after a success', async () => {
  answer = failing(500, 'INTERNAL_ERROR');
  renderOverview();
  await arrived();
  expect(toast.mock.calls).toEqual([['500 INTERNAL_ERROR database down']]);

  // Five polls later (each well past the 1 s window of a burst), still the one toast.
  for (let i = 0; i < 5; i++) await nextPoll();
  expect(toast).toHaveBeenCalledTimes(1);

  // Another failure is news, once.
  answer = failing(503, 'SERVICE_UNAVAILABLE');
  for (let i = 0; i < 3; i++) await nextPoll();
  expect(toast.mock.calls).toEqual([['500 INTERNAL_ERROR database down'], ['503 SERVICE_UNAVAILABLE database down']]);

  // After an answer, the same failure is news again.
  answer = () => HttpResponse.json({ connections: 1, live_connections: 1, received_msg_rate: 0, sent_msg_rate: 0, dropped_msg_rate: 0, subscriptions: 0, topics: 0 });
  await nextPoll();
  answer = failing(503, 'SERVICE_UNAVAILABLE');
  await nextPoll();
  await nextPoll();
  expect(toast).toHaveBeenCalledTimes(3);
});
