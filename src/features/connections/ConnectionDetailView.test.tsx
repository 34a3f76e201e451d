import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createSandboxHandlers, createSandboxState } from '../../../sandbox/handlers';
import { renderAtRoutes } from '../../test/render';
import { recordRequests, settled } from '../../test/requests';
import { ConnectionDetailView } from './ConnectionDetailView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = setupServer(...createSandboxHandlers(state));
const requests = recordRequests(server);

describe('ConnectionDetailView', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('kicks the client out and leaves for the list without asking for the client again', async () => {
    const user = userEvent.setup();
    const id = '温度传感器-01';
    const history = renderAtRoutes({ connections: () => <p>The list</p>, 'connections/detail/$clientId': ConnectionDetailView }, `/connections/detail/${encodeURIComponent(id)}`);
    await user.click(await screen.findByRole('button', { name: 'Kick out' }));
    requests.clear();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kick out' }));
    expect(await screen.findByText('The list')).toBeVisible();
    expect(history.location.pathname).toBe('/connections');
    await settled();
    expect(requests.of(`/clients/${id}`)).toEqual([`DELETE /clients/${id}`]);
  });

  it("shows an MQTT 3.1.1 client's fields as that version names them, without MQTT 5's subscription options", async () => {
    renderAtRoutes({ 'connections/detail/$clientId': ConnectionDetailView }, `/connections/detail/${encodeURIComponent('legacy%20client')}`);
    expect(await screen.findByText('MQTT v3.1.1')).toBeVisible();
    expect(screen.getByText('Clean session')).toBeVisible();
    expect(screen.queryByText('Clean start')).toBeNull();
    // No limit is said so, not left as a dash.
    expect(screen.getByText(/^\d+ \/ Unlimited$/)).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: /Subscriptions/ }));
    const table = await screen.findByRole('table', { name: 'Subscriptions of this client' });
    expect(within(table).getByRole('columnheader', { name: /Topic/ })).toBeVisible();
    expect(within(table).queryByRole('columnheader', { name: /No local/ })).toBeNull();
  });
});
