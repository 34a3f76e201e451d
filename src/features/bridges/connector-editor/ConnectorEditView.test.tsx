import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createSandboxHandlers, createSandboxState } from '../../../../sandbox/handlers';
import { renderInRouter } from '../../../test/render';
import { ConnectorEditView } from './ConnectorEditView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = setupServer(...createSandboxHandlers(state));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('ConnectorEditView', () => {
  it('warns that the bridges on a connector restart, then saves it with its masked header kept', async () => {
    const headers = structuredClone(state.connectors.get('http:dispatch_service')?.config.headers);
    renderInRouter(<ConnectorEditView id="http:dispatch_service" />);
    expect(await screen.findByText(/Used by: .*http:webhook_out/, undefined, { timeout: 5000 })).toBeVisible();
    const size = screen.getByLabelText(/^Connection pool size/);
    fireEvent.change(size, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Updating a bridge restarts it; buffered or newly received messages are lost during the restart.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(state.connectors.get('http:dispatch_service')?.config.pool_size).toBe(3));
    expect(state.connectors.get('http:dispatch_service')?.config.headers).toEqual(headers);
  });
});
