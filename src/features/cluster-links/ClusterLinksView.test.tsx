import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxState } from '../../../sandbox/handlers';
import { setSession } from '../../api/session';
import { renderInRouter } from '../../test/render';
import { recordRequests } from '../../test/requests';
import { serveSandbox } from '../../test/serve-sandbox';
import { until } from '../../test/wait';
import { CLUSTER_LINK_POLL_MS } from './cluster-link-queries';
import { ClusterLinksView } from './ClusterLinksView';
import { rowCells } from '../../test/table';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const requests = recordRequests(server);
const record = (name: string) => state.clusterLinks.find((r) => r.config.name === name);

async function table() {
  const found = await screen.findByRole('table', { name: 'Cluster links' });
  await within(found).findByText('emqx-eu-west');
  return found;
}

describe('ClusterLinksView', () => {
  it('lists the links with their server, topics and status', async () => {
    renderInRouter(<ClusterLinksView />);
    const links = await table();
    const rows = within(links).getAllByRole('row').slice(1);
    const cells = (i: number) => rowCells(links)[i]!;
    expect(cells(0).slice(0, 4)).toEqual(['emqx-eu-west', 'emqx-eu-west.example.com:1883', 'factory/+/telemetryalerts/#fleet/eu/+/position', 'Connected']);
    expect(cells(1).slice(0, 4)).toEqual(['emqx-ap-south', 'emqx-ap-south.example.com:8883', 'fleet/ap/#', 'Disabled']);
    expect(within(rows[1]!).getByRole('checkbox', { name: 'Enable emqx-ap-south' })).not.toBeChecked();
    expect(within(rows[0]!).getByRole('link', { name: 'Open emqx-eu-west' })).toHaveAttribute('href', expect.stringContaining('/cluster/links/detail/emqx-eu-west'));
  });

  it('shows the status on each node on hover', async () => {
    renderInRouter(<ClusterLinksView />);
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    await userEvent.hover(within(rows[0]!).getByRole('button', { name: 'Connected' }));
    expect(await screen.findByText('emqx@node3.emqx.io: Connected')).toBeInTheDocument();
  });

  it('enables a link, keeping its masked password, and deletes one after confirmation', async () => {
    renderInRouter(<ClusterLinksView />);
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Enable emqx-ap-south' }));
    await waitFor(() => expect(record('emqx-ap-south')?.config.enable).toBe(true));
    expect(record('emqx-ap-south')?.config).toMatchObject({ password: 'seeded-ap-secret', ssl: { enable: true, verify: 'verify_peer' } });

    fireEvent.click(screen.getByRole('button', { name: 'Delete emqx-ap-south' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this cluster link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(record('emqx-ap-south')).toBeUndefined());
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Cluster links' })).queryByText('emqx-ap-south')).toBeNull());
  });

  it('for a viewer, disables every control that would change a link and sends nothing', async () => {
    // The list polls on setInterval: this test moves that clock on.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    try {
      renderInRouter(<ClusterLinksView />);
      await table();
      requests.clear();
      const toggle = screen.getByRole('checkbox', { name: 'Enable emqx-eu-west' });
      expect(toggle).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Delete emqx-eu-west' })).toBeDisabled();
      fireEvent.click(toggle);
      // The list's next poll comes after the click: what the click would send is sent by then.
      await act(() => vi.advanceTimersByTimeAsync(CLUSTER_LINK_POLL_MS));
      await until(() => expect(requests.list()).toContain('GET /cluster/links'));
      expect(requests.list().filter((r) => !r.startsWith('GET'))).toEqual([]);
    } finally {
      vi.useRealTimers();
      setSession({ token: 't', username: 'admin', role: 'administrator', edition: 'enterprise' });
    }
  });

  it('offers to create the first link when there is none', async () => {
    const saved = state.clusterLinks;
    state.clusterLinks = [];
    try {
      renderInRouter(<ClusterLinksView />);
      expect(await screen.findByText('No cluster link yet.')).toBeVisible();
      expect(screen.getAllByRole('link', { name: 'Create cluster link' }).length).toBeGreaterThan(0);
    } finally {
      state.clusterLinks = saved;
    }
  });
});
