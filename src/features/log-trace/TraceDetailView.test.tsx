import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderAtRoutes, renderInRouter } from '../../test/render';
import { cachedQueriesOf, recordRequests } from '../../test/requests';
import { serveSandbox } from '../../test/serve-sandbox';
import { MAX_LOADED_BYTES, PAGE_BYTES } from './log-buffer';
import { TraceDetailView } from './TraceDetailView';

/** The sandbox's clock, moved by hand: a running trace writes as it moves. */
let now = Date.now();
const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
const state = createSandboxState({ clients: 0, requireAuth: false, now: clock.now });
const server = serveSandbox(state);
const requests = recordRequests(server);
const sensorNode = state.clients.get('温度传感器-01')!.node;
const edgeNode = state.clients.get('bridge-edge-01')!.node;
const logRegion = () => screen.getByRole('region', { name: 'Trace log' });
/** The lines read so far, as the screen counts them (the view draws only those in sight). */
const lineCount = () => Number(/^([\d,]+) lines/.exec(screen.getByText(/^[\d,]+ lines, /).textContent ?? '')?.[1]?.replace(/,/g, ''));

describe('TraceDetailView', () => {
  it("shows a finished trace's facts and its log on the client's node, searched in what is loaded", async () => {
    const user = userEvent.setup();
    renderInRouter(<TraceDetailView name="device_debug" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'device_debug' })).toBeVisible();
    expect(await screen.findByText('Stopped')).toBeVisible();
    expect(screen.getByText('温度传感器-01')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();

    await waitFor(() => expect(within(logRegion()).getAllByRole('listitem').length).toBeGreaterThan(10));
    expect((screen.getByRole('combobox', { name: 'Node' }) as HTMLSelectElement).value).toBe(sensorNode);
    expect(logRegion()).toHaveTextContent('温度传感器-01@10.20.3.201:');
    expect(screen.getByText(/^[\d,]+ lines, [\d.]+ KB loaded$/)).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search the loaded log' }), 'pingreq');
    expect(await screen.findByText(/^\d+ of [\d,]+ lines match$/)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Only matching lines' }));
    await waitFor(() =>
      expect(
        within(logRegion())
          .getAllByRole('listitem')
          .every((line) => /PINGREQ/.test(line.textContent ?? '')),
      ).toBe(true),
    );
    expect(within(logRegion()).getAllByText('PINGREQ', { selector: 'mark' }).length).toBeGreaterThan(0);

    // Another node's log: nothing was logged there.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Node' }), state.nodes.find((n) => n.name !== sensorNode)!.name);
    expect(await within(logRegion()).findByText('Nothing was logged on this node.')).toBeVisible();
  });

  it('follows a running trace as lines are written, and pauses', async () => {
    const user = userEvent.setup();
    const start = Math.floor(clock.now() / 1000) * 1000;
    state.traces.set('edge_live', {
      name: 'edge_live',
      type: 'clientid',
      filter: 'bridge-edge-01',
      payloadEncode: 'text',
      formatter: 'text',
      startAt: start,
      endAt: start + 600_000,
      written: 0,
      files: new Map(),
    });
    renderInRouter(<TraceDetailView name="edge_live" />);
    expect(await screen.findByText('Running')).toBeVisible();
    expect(await within(logRegion()).findByText(/Nothing logged yet/)).toBeVisible();
    expect((screen.getByRole('combobox', { name: 'Node' }) as HTMLSelectElement).value).toBe(state.nodes[0]!.name);

    clock.advance(5000);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Node' }), edgeNode);
    await waitFor(() => expect(logRegion()).toHaveTextContent('bridge-edge-01@10.0.0.11'));
    const before = lineCount();
    clock.advance(5000);
    // The next poll brings what was written since.
    await waitFor(() => expect(lineCount()).toBeGreaterThan(before));
    expect(screen.getByText(/following the log/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText(/paused/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeVisible();
  });

  it('stops reading past the size limit and offers the download', async () => {
    const user = userEvent.setup();
    const page = `${'x'.repeat(199)}\n`.repeat(PAGE_BYTES / 200);
    server.use(
      http.get('/api/v5/trace/:name/log', ({ request }) => {
        const position = Number(new URL(request.url).searchParams.get('position'));
        // Pages that claim to have moved far on: the limit is reached in two reads.
        return HttpResponse.json({ items: page, meta: { position: position + MAX_LOADED_BYTES / 2, bytes: PAGE_BYTES } });
      }),
    );
    renderInRouter(<TraceDetailView name="device_debug" />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('The Trace is too long, you better download to view')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Download/ })).toHaveLength(2);
  });

  it('deletes the trace and leaves for the list without asking for the trace again', async () => {
    const user = userEvent.setup();
    const start = Math.floor(clock.now() / 1000) * 1000;
    state.traces.set('doomed', {
      name: 'doomed',
      type: 'clientid',
      filter: 'bridge-edge-01',
      payloadEncode: 'text',
      formatter: 'text',
      startAt: start - 600_000,
      endAt: start - 1000,
      written: 0,
      files: new Map(),
    });
    const { history, queryClient } = renderAtRoutes({ 'log-trace': () => <p>The list</p>, 'log-trace/detail/doomed': () => <TraceDetailView name="doomed" /> }, '/log-trace/detail/doomed');
    expect(await screen.findByText('Stopped')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    requests.clear();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The list')).toBeVisible();
    expect(history.location.pathname).toBe('/log-trace');
    // The delete forgets the trace once no screen shows it: then nothing is left that could ask for it.
    await waitFor(() => expect(cachedQueriesOf(queryClient, '/trace/doomed')).toEqual([]));
    expect(requests.of('/trace/doomed')).toEqual(['DELETE /trace/doomed']);
  });

  it('names a trace that does not exist', async () => {
    renderInRouter(<TraceDetailView name="nope" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'nope' })).toBeVisible();
    expect(await screen.findByText('There is no trace named nope: it may have been deleted.')).toBeVisible();
  });
});
