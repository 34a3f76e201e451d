import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createSandboxState } from '../../../sandbox/handlers';
import { setSession } from '../../api/session';
import { renderInRouter } from '../../test/render';
import { holdNextRead, recordRequests } from '../../test/requests';
import { serveSandbox } from '../../test/serve-sandbox';
import { AuthenticationView } from './AuthenticationView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const requests = recordRequests(server);
const order = () => state.authn.map((a) => (a.config.backend ? `${String(a.config.mechanism)}:${String(a.config.backend)}` : String(a.config.mechanism)));

async function chain() {
  const table = await screen.findByRole('table', { name: 'Authentication chain' });
  await within(table).findByText('password_based:mysql');
  return table;
}

describe('AuthenticationView', () => {
  it('lists the chain in order with mechanism, backend, enabled state, status and metrics', async () => {
    renderInRouter(<AuthenticationView />);
    const table = await chain();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual(['password_based:mysql', 'jwt', 'scram:built_in_database']);
    const mysql = rows[0]!;
    expect(within(mysql).getByText('Password-based')).toBeVisible();
    expect(within(mysql).getByText('MySQL')).toBeVisible();
    expect(within(rows[1]!).getByRole('checkbox', { name: 'Enable jwt' })).not.toBeChecked();
    expect(await within(mysql).findByText('Connected')).toBeVisible();
    expect(within(mysql).getByText(/total · .* allowed · .* failed/)).toBeVisible();
  });

  it('says in plain words why an authenticator is not connected, the broker’s reason under Details', async () => {
    const reason = '{start_pool_failed,<<"authn:mysql">>,{1045,<<"28000">>,<<"Access denied for user \'emqx\'@\'172.17.0.1\' (using password: YES)">>}}';
    const node = state.nodes[0]!.name;
    server.use(
      http.get('/api/v5/authentication/:id/status', ({ params }) =>
        decodeURIComponent(String(params.id)) === 'password_based:mysql'
          ? HttpResponse.json({ status: 'disconnected', metrics: {}, node_status: [{ node, status: 'disconnected' }], node_metrics: [], node_error: [{ node, reason }] })
          : undefined,
      ),
    );
    try {
      renderInRouter(<AuthenticationView />);
      const table = await chain();
      const mysql = within(table).getAllByRole('row')[1]!;
      expect(await within(mysql).findByText('The server refused the user name or password. Check both.')).toBeVisible();
      fireEvent.click(within(mysql).getByRole('button', { name: 'Details password_based:mysql' }));
      expect(await within(mysql).findByText(reason)).toBeVisible();
    } finally {
      server.resetHandlers();
    }
  });

  it('reads a status Unknown, as of its last answer, while its poll fails, and shows it again once answered', async () => {
    // The status polls every 10 s on setInterval: this test moves that clock on.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let failing = false;
    server.use(http.get('/api/v5/authentication/:id/status', () => (failing ? HttpResponse.json({ code: 'SERVICE_UNAVAILABLE', message: 'busy' }, { status: 503 }) : undefined)));
    /** Moves the poll clock on; the answer reaches the page on real timers, and what follows waits for what it shows. */
    const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    try {
      renderInRouter(<AuthenticationView />);
      const mysql = within(await chain()).getAllByRole('row')[1]!;
      expect(await within(mysql).findByText('Connected')).toBeVisible();

      failing = true;
      await pass(10_000);
      expect(await within(mysql).findByText('Unknown')).toBeVisible();
      expect(within(mysql).getByText(/^as of \d{2}:\d{2}:\d{2}$/)).toBeVisible();
      expect(within(mysql).queryByText('Connected')).toBeNull();

      // Backed off to 20 s after the failure; the next answer brings the status back.
      failing = false;
      await pass(20_000);
      expect(await within(mysql).findByText('Connected')).toBeVisible();
      expect(within(mysql).queryByText(/^as of /)).toBeNull();
    } finally {
      vi.useRealTimers();
      server.resetHandlers();
    }
  });

  it('moves an authenticator by its buttons and deletes one after confirmation, its row gone at once and never asked for again', async () => {
    renderInRouter(<AuthenticationView />);
    await chain();
    fireEvent.click(screen.getByRole('button', { name: 'Move scram:built_in_database to the front' }));
    await waitFor(() => expect(order()[0]).toBe('scram:built_in_database'));
    fireEvent.click(await screen.findByRole('button', { name: 'Move password_based:mysql down' }));
    await waitFor(() => expect(order()).toEqual(['scram:built_in_database', 'jwt', 'password_based:mysql']));

    fireEvent.click(screen.getByRole('button', { name: 'Delete jwt' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this authenticator?' });
    const release = holdNextRead(server, '/authentication');
    requests.clear();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(order()).toEqual(['scram:built_in_database', 'password_based:mysql']));
    // Before the chain is read again.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete jwt' })).toBeNull());
    release();
    // The chain is read again only once the cache holds nothing of jwt: nothing is left that could ask for it.
    await waitFor(() => expect(requests.list()).toContain('GET /authentication'));
    expect(requests.of('/authentication/jwt')).toEqual(['DELETE /authentication/jwt']);
  });

  it('for a viewer, disables every control that would change the chain', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    renderInRouter(<AuthenticationView />);
    await chain();
    expect(screen.getByRole('checkbox', { name: 'Enable password_based:mysql' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete password_based:mysql' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move scram:built_in_database to the rear' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reorder password_based:mysql' })).toBeDisabled();
  });

  it('moves an authenticator by keyboard on its drag handle', async () => {
    setSession({ token: 't', username: 'admin', role: 'administrator', edition: 'enterprise' });
    renderInRouter(<AuthenticationView />);
    await chain();
    const start = order();
    const handle = screen.getByRole('button', { name: `Reorder ${start[0]!}` });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ' });
    expect(await screen.findByText(`${start[0]!} picked up, position 1 of ${start.length}`)).toBeInTheDocument();
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    fireEvent.keyDown(handle, { key: ' ' });
    await waitFor(() => expect(order()).toEqual([start[1], start[0], ...start.slice(2)]));
  });
});
