import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { noteResponse } from '../../api/reachability';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { LiveStats } from './LiveStats';
import { NodesView } from './NodesView';
import { OverviewNodes } from './OverviewNodes';
import { until } from '../../test/wait';

// Overrides are taken off in the afterEach below, before reachability is noted again.
const server = serveSandbox(createSandboxState({ clients: 0, requireAuth: false }), { resetAfterEach: false });
beforeEach(() => {
  // Polls run on setInterval: the tests move that clock on; answers still take real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  // Reachability is the worker's: the next file starts with a broker that answers.
  noteResponse();
});

/** Counts the requests to `path`, answered by `answer` (undefined: by the sandbox). */
function watch(path: string, answer: () => Response | undefined) {
  const seen = { count: 0 };
  server.use(
    http.get(`/api/v5${path}`, () => {
      seen.count += 1;
      return answer();
    }),
  );
  return seen;
}

/** Moves the poll clock on by `ms`, then lets the answers of the polls it started reach the page. */
async function pass(ms: number, asked: { count: number }, expected: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await until(() => expect(asked.count).toBe(expected));
  // The failure or answer is taken in, and React commits, on real timers.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

const AS_OF = /^Out of date: as of \d{2}:\d{2}:\d{2}$/;

it('marks the live numbers and the nodes as of their last answer while the broker does not answer, and returns on the next answer', async () => {
  let down = false;
  const live = watch('/monitor_current', () => (down ? HttpResponse.error() : undefined));
  // The nodes' rates and the totals: the broker answers nothing at all.
  watch('/metrics', () => (down ? HttpResponse.error() : undefined));
  renderInRouter(
    <>
      <LiveStats />
      <OverviewNodes />
    </>,
  );
  const connections = await screen.findByRole('group', { name: 'Connections' });
  await within(connections).findByText(/^\d+$/);
  const nodes = await screen.findByRole('table', { name: 'Nodes' });
  expect((await within(nodes).findAllByText('Running')).length).toBeGreaterThan(0);
  expect(connections).not.toHaveAccessibleDescription();

  // Two polls without a response: the broker is unreachable (the second comes after a doubled wait).
  down = true;
  await pass(2_000, live, 2);
  await pass(4_000, live, 3);

  expect(connections).toHaveAccessibleDescription(AS_OF);
  expect(within(connections).getByText(/^as of /)).toBeVisible();
  // The nodes' own poll (every 15 s) has not come yet: their table is stale with the broker.
  expect(nodes).toHaveAccessibleDescription(AS_OF);
  expect(within(nodes).queryByText('Running')).toBeNull();
  expect(within(nodes).getAllByText('Unknown').length).toBeGreaterThan(0);

  // The next good answer (after the backed-off wait of 8 s) ends it everywhere.
  down = false;
  await pass(8_000, live, 4);
  expect(connections).not.toHaveAccessibleDescription();
  expect(within(connections).queryByText(/^as of /)).toBeNull();
  expect(nodes).not.toHaveAccessibleDescription();
  expect(within(nodes).getAllByText('Running').length).toBeGreaterThan(0);
  expect(within(nodes).queryByText('Unknown')).toBeNull();
});

it('reads a node Unknown, as of the last answer, while the nodes poll fails, and Running again once it answers', async () => {
  let failing = false;
  const asked = watch('/nodes', () => (failing ? HttpResponse.json({ code: 'SERVICE_UNAVAILABLE', message: 'busy' }, { status: 503 }) : undefined));
  renderInRouter(<NodesView />);
  const table = await screen.findByRole('table', { name: 'Nodes' });
  expect((await within(table).findAllByText('Running')).length).toBeGreaterThan(0);

  failing = true;
  await pass(15_000, asked, 2);
  // The broker answers (an error): only this poll's figures are stale.
  expect(table).toHaveAccessibleDescription(AS_OF);
  expect(within(table).queryByText('Running')).toBeNull();
  expect(within(table).getAllByText('Unknown').length).toBeGreaterThan(0);
  // The rows stay on screen, not the error that replaces a table that never loaded.
  expect(within(table).queryByText('The data could not be loaded.')).toBeNull();

  failing = false;
  await pass(30_000, asked, 3);
  expect(table).not.toHaveAccessibleDescription();
  expect(within(table).getAllByText('Running').length).toBeGreaterThan(0);
  expect(within(table).queryByText(/^as of /)).toBeNull();
});
