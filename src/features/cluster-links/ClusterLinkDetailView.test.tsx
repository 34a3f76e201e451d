import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSandboxState } from '../../../sandbox/handlers';
import { setSession } from '../../api/session';
import { renderAtRoutes, renderInRouter } from '../../test/render';
import { recordRequests } from '../../test/requests';
import { serveSandbox } from '../../test/serve-sandbox';
import { until } from '../../test/wait';
import { CLUSTER_LINK_POLL_MS } from './cluster-link-queries';
import { ClusterLinkDetailView } from './ClusterLinkDetailView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const requests = recordRequests(server);
const record = (name: string) => state.clusterLinks.find((r) => r.config.name === name);

describe('ClusterLinkDetailView', () => {
  it('shows the status and the forwarding counters of every node, and resets them after confirmation', async () => {
    renderInRouter(<ClusterLinkDetailView name="emqx-eu-west" />);
    const table = await screen.findByRole('table', { name: 'Statistics per node' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(5));
    const rows = within(table).getAllByRole('row').slice(1, 4);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual(state.nodes.map((n) => [n.name, 'Connected', '1,284']));
    expect(Number(within(rows[0]!).getAllByRole('cell')[3]?.textContent?.replace(/,/g, ''))).toBeGreaterThan(0);
    // The three nodes, the cluster's row and its card.
    expect(screen.getAllByText('1,284')).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: 'Reset statistics' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset statistics?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(record('emqx-eu-west')?.routesClearedAt).toBeDefined());
    // The routes gauge is cleared until the next route sync; forwarding counts again from zero.
    await waitFor(() => {
      const cells = within(within(screen.getByRole('table', { name: 'Statistics per node' })).getAllByRole('row')[1]!).getAllByRole('cell');
      expect(cells[2]?.textContent).toBe('0');
      expect(Number(cells[3]?.textContent?.replace(/,/g, ''))).toBeLessThan(1000);
    });
  });

  it('saves the settings, sending the masked password back unchanged so that the broker keeps it', async () => {
    renderInRouter(<ClusterLinkDetailView name="emqx-eu-west" />);
    fireEvent.change(await screen.findByLabelText(/^Connection pool size/), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const diff = await screen.findByRole('alertdialog', { name: 'Save these changes?' });
    fireEvent.click(within(diff).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(record('emqx-eu-west')?.config.pool_size).toBe(4));
    expect(record('emqx-eu-west')?.config).toMatchObject({ password: 'seeded-link-secret', topics: ['factory/+/telemetry', 'alerts/#', 'fleet/eu/+/position'], clientid: 'emqx-us-east-link' });
  });

  it('for a viewer, shows the link and its counters with every control disabled', async () => {
    // The counters poll on setInterval: this test moves that clock on.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    try {
      renderInRouter(<ClusterLinkDetailView name="emqx-eu-west" />);
      const table = await screen.findByRole('table', { name: 'Statistics per node' });
      requests.clear();
      expect(screen.getByRole('checkbox', { name: 'Enabled' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Reset statistics' })).toBeDisabled();
      expect(await screen.findByLabelText(/^Connection pool size/)).toBeDisabled();
      // Once the counters are drawn, their next poll comes after all the screen does on what it read.
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
      const metrics = () => requests.list().filter((r) => r === 'GET /cluster/links/link/emqx-eu-west/metrics').length;
      const polled = metrics();
      await act(() => vi.advanceTimersByTimeAsync(CLUSTER_LINK_POLL_MS));
      await until(() => expect(metrics()).toBeGreaterThan(polled));
      expect(requests.list().filter((r) => !r.startsWith('GET'))).toEqual([]);
    } finally {
      vi.useRealTimers();
      setSession({ token: 't', username: 'admin', role: 'administrator', edition: 'enterprise' });
    }
  });

  it('disables the link, deletes it after confirmation and goes back to the list', async () => {
    const { history } = renderAtRoutes(
      { 'cluster/links': () => <p>The list</p>, 'cluster/links/detail/emqx-ap-south': () => <ClusterLinkDetailView name="emqx-ap-south" /> },
      '/cluster/links/detail/emqx-ap-south',
    );
    const enabled = await screen.findByRole('checkbox', { name: 'Enabled' });
    expect(enabled).not.toBeChecked();
    fireEvent.click(enabled);
    await waitFor(() => expect(record('emqx-ap-south')?.config.enable).toBe(true));
    expect(record('emqx-ap-south')?.config.password).toBe('seeded-ap-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this cluster link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(record('emqx-ap-south')).toBeUndefined());
    expect(await screen.findByText('The list')).toBeVisible();
    expect(history.location.pathname).toBe('/cluster/links');
  });
});
