import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createSandboxState } from '../../../sandbox/handlers';
import { setSession } from '../../api/session';
import { renderInRouter } from '../../test/render';
import { holdNextRead, recordRequests } from '../../test/requests';
import { serveSandbox } from '../../test/serve-sandbox';
import { AuthorizationView } from './AuthorizationView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const requests = recordRequests(server);
const order = () => state.authz.sources.map((s) => String(s.config.type));

async function sources() {
  const table = await screen.findByRole('table', { name: 'Authorization sources' });
  await within(table).findByText('File');
  return table;
}

describe('AuthorizationView', () => {
  it('lists the sources in order with enabled state, status and allow/deny/no-match metrics', async () => {
    renderInRouter(<AuthorizationView />);
    const table = await sources();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual(['Built-in database', 'File']);
    expect(within(rows[1]!).getByRole('checkbox', { name: 'Enable File' })).toBeChecked();
    expect(await within(rows[1]!).findByText('Connected')).toBeVisible();
    expect(within(rows[1]!).getByText(/allowed · .* denied · .* no match/)).toBeVisible();
  });

  it('explains a status that differs between nodes, and shows a node’s error in plain words', async () => {
    const [first, second] = state.nodes.map((n) => n.name);
    server.use(
      http.get('/api/v5/authorization/sources/:type/status', ({ params }) =>
        params.type === 'file'
          ? HttpResponse.json({
              status: 'inconsistent',
              metrics: {},
              node_status: [
                { node: first, status: 'connected' },
                { node: second, status: 'disconnected' },
              ],
              node_metrics: [],
              node_error: [],
            })
          : HttpResponse.json({ status: 'disconnected', metrics: {}, node_status: [{ node: first, status: 'disconnected' }], node_metrics: [], node_error: [{ node: first, error: 'econnrefused' }] }),
      ),
    );
    try {
      renderInRouter(<AuthorizationView />);
      const rows = within(await sources())
        .getAllByRole('row')
        .slice(1);
      expect(await within(rows[1]!).findByText("The status differs between the cluster's nodes: some reach the target and others do not. See the status on each node.")).toBeVisible();
      expect(await within(rows[0]!).findByText(/^The target refused the connection/)).toBeVisible();
      expect(within(rows[0]!).getByRole('button', { name: 'Details built_in_database' })).toHaveAttribute('aria-expanded', 'false');
    } finally {
      server.resetHandlers();
    }
  });

  it('moves a source by keyboard on its drag handle, named as on screen', async () => {
    renderInRouter(<AuthorizationView />);
    await sources();
    const handle = screen.getByRole('button', { name: 'Reorder File' });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(screen.getByText('File picked up, position 2 of 2')).toBeInTheDocument();
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(screen.getByText('File dropped at position 1')).toBeInTheDocument();
    await waitFor(() => expect(order()).toEqual(['file', 'built_in_database']));
    // And back, for the tests below.
    const back = await screen.findByRole('button', { name: 'Reorder File' });
    await waitFor(() => expect(back).not.toHaveAttribute('aria-disabled'));
    fireEvent.keyDown(back, { key: ' ' });
    fireEvent.keyDown(back, { key: 'End' });
    fireEvent.keyDown(back, { key: ' ' });
    await waitFor(() => expect(order()).toEqual(['built_in_database', 'file']));
  });

  it('disables a source, moves one and deletes one after confirmation', async () => {
    renderInRouter(<AuthorizationView />);
    await sources();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Enable File' }));
    await waitFor(() => expect(state.authz.sources[1]?.config.enable).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Move File to the front' }));
    await waitFor(() => expect(order()).toEqual(['file', 'built_in_database']));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Built-in database' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this source?' });
    const release = holdNextRead(server, '/authorization/sources');
    requests.clear();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(order()).toEqual(['file']));
    // Gone before the sources are read again, and never asked for again.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Built-in database' })).toBeNull());
    release();
    // The sources are read again only once the cache holds nothing of the deleted one: nothing is left that could ask for it.
    await waitFor(() => expect(requests.list()).toContain('GET /authorization/sources'));
    expect(requests.of('/authorization/sources/built_in_database')).toEqual(['DELETE /authorization/sources/built_in_database']);
  });

  it('saves the settings and refuses a cache size out of range', async () => {
    renderInRouter(<AuthorizationView />);
    const size = await screen.findByRole('textbox', { name: /Max size/ });
    expect(screen.getByRole('combobox', { name: 'TTL' })).toHaveValue('1m');
    fireEvent.change(size, { target: { value: '0' } });
    expect(await screen.findByText('Enter a whole number from 1 to 1,048,576')).toBeVisible();
    fireEvent.change(size, { target: { value: '64' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'No match' }), { target: { value: 'deny' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.authz.settings).toMatchObject({ no_match: 'deny', cache: { max_size: 64, ttl: '1m' } }));
  });

  it('for a viewer, disables every control that would change something', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    renderInRouter(<AuthorizationView />);
    await sources();
    expect(screen.getByRole('checkbox', { name: 'Enable File' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete File' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reorder File' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear cache' })).toBeDisabled();
  });
});
