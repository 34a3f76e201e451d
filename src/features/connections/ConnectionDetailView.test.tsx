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
});
