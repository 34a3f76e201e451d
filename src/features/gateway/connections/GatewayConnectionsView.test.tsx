import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSandboxState } from '../../../../sandbox/handlers';
import { setSession } from '../../../api/session';
import { renderInRouter } from '../../../test/render';
import { recordRequests } from '../../../test/requests';
import { serveSandbox } from '../../../test/serve-sandbox';
import { GatewayConnectionsView } from './GatewayConnectionsView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const requests = recordRequests(server);
const stompClients = () => state.gateways.loaded.get('stomp')?.clients;

async function table() {
  const found = await screen.findByRole('table', { name: 'Gateway connections' });
  await within(found).findAllByRole('button', { name: /^Kick out / });
  return found;
}

const rowNames = (found: HTMLElement) =>
  within(found)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('GatewayConnectionsView', () => {
  it('pages and filters the clients, opens one with its subscriptions and kicks it out after confirmation', async () => {
    renderInRouter(<GatewayConnectionsView name="stomp" />);
    const list = await table();
    expect(rowNames(list)).toHaveLength(20);
    expect(screen.getByText(/Page 1 of 2 · 31 rows in all/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowNames(list)).toHaveLength(11));

    const filters = screen.getByRole('search', { name: 'Filter gateway connections' });
    fireEvent.change(within(filters).getByLabelText('Client ID'), { target: { value: 'erp' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rowNames(list)).toEqual(['erp-adapter-01', 'erp-adapter-02']));

    fireEvent.click(within(list).getByRole('button', { name: 'erp-adapter-02' }));
    const detail = await screen.findByRole('dialog', { name: 'Client erp-adapter-02' });
    expect(await within(detail).findByText(`STOMP ${stompClients()?.get('erp-adapter-02')?.protoVer}`)).toBeInTheDocument();
    const subscriptions = await within(detail).findByRole('table', { name: 'Subscriptions of erp-adapter-02' });
    expect(await within(subscriptions).findByText('/queue/orders')).toBeInTheDocument();

    fireEvent.click(within(detail).getByRole('button', { name: 'Kick out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Kick out erp-adapter-02?' });
    requests.clear();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Kick out' }));
    await waitFor(() => expect(stompClients()?.has('erp-adapter-02')).toBe(false));
    await waitFor(() => expect(rowNames(list)).toEqual(['erp-adapter-01']));
    expect(screen.queryByRole('dialog', { name: 'Client erp-adapter-02' })).not.toBeInTheDocument();
    // Nothing asks for the client that is gone: the list is read again only once the cache holds nothing of it.
    await waitFor(() => expect(requests.list()).toContain('GET /gateways/stomp/clients'));
    expect(requests.of('/gateways/stomp/clients/erp-adapter-02')).toEqual(['DELETE /gateways/stomp/clients/erp-adapter-02']);
  });

  it('says a stopped or unloaded gateway has no connections and links to the gateway list', async () => {
    const { unmount } = renderInRouter(<GatewayConnectionsView name="exproto" />);
    expect(await screen.findByText('The gateway is stopped')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the gateway list' })).toHaveAttribute('href', '/gateway');
    unmount();
    renderInRouter(<GatewayConnectionsView name="mqttsn" />);
    expect(await screen.findByText('The gateway is not enabled (unloaded)')).toBeInTheDocument();
  });

  it('for a viewer, disables kicking out', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    renderInRouter(<GatewayConnectionsView name="stomp" />);
    const list = await table();
    expect(
      within(list)
        .getAllByRole('button', { name: /^Kick out / })
        .every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    setSession({ token: 't', username: 'admin', role: 'administrator', edition: 'enterprise' });
  });
});
