import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createServer, type AddressInfo } from 'node:net';
import { createSandboxState } from '../../../../sandbox/handlers';
import { renderInRouter } from '../../../test/render';
import { serveSandbox } from '../../../test/serve-sandbox';
import { BridgeCreateForm } from './BridgeCreateForm';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);

async function closedPort(): Promise<number> {
  const listener = createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as AddressInfo;
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  return port;
}

describe('BridgeCreateForm, Test connectivity', () => {
  it('explains why a new connector cannot be reached, marks its URL and goes there', async () => {
    renderInRouter(<BridgeCreateForm target={{ kind: 'action', type: 'http' }} onDirty={() => undefined} onCreated={() => undefined} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Create a new connector' }));
    // The new connector's section comes with a fresh form: its fields are typed once it is there.
    const url = await screen.findByLabelText(/^URL(?! path)/);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'orders_hook' } });
    fireEvent.change(url, { target: { value: `http://127.0.0.1:${await closedPort()}/` } });
    fireEvent.change(screen.getByLabelText(/^URL path/), { target: { value: '/orders' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test connectivity' }));

    const status = (await screen.findByText('Connection failed')).closest('[role="status"]') as HTMLElement;
    const sentence = 'The target refused the connection: nothing accepts connections at this host and port. Check the address and the port, and that the service is running.';
    expect(status).toHaveTextContent(sentence);
    expect(status).not.toHaveTextContent('Connection failed: econnrefused');
    fireEvent.click(within(status).getByRole('button', { name: 'Details' }));
    expect(await within(status).findByText('econnrefused')).toBeVisible();
    await waitFor(() => expect(url).toHaveAccessibleDescription(expect.stringContaining(sentence)));
    fireEvent.click(within(status).getByRole('button', { name: 'Go to the setting' }));
    expect(url).toHaveFocus();
  });
});
