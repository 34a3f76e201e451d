import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createServer, type AddressInfo } from 'node:net';
import { createSandboxState } from '../../../../sandbox/handlers';
import { renderInRouter } from '../../../test/render';
import { serveSandbox } from '../../../test/serve-sandbox';
import { ConnectorEditView } from './ConnectorEditView';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);

async function closedPort(): Promise<number> {
  const listener = createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as AddressInfo;
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  return port;
}

// The first screen of a file loads the schema form and its widgets: on a busy 2-core machine that alone
// has taken 4 s, so the first draws are awaited longer than findBy's default.
describe('ConnectorEditView', () => {
  it('warns that the bridges on a connector restart, then saves it with its masked header kept', async () => {
    const headers = structuredClone(state.connectors.get('http:dispatch_service')?.config.headers);
    renderInRouter(<ConnectorEditView id="http:dispatch_service" />);
    expect(await screen.findByText(/Used by: .*http:webhook_out/)).toBeVisible();
    const size = screen.getByLabelText(/^Connection pool size/);
    fireEvent.change(size, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Updating a bridge restarts it; buffered or newly received messages are lost during the restart.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(state.connectors.get('http:dispatch_service')?.config.pool_size).toBe(3));
    expect(state.connectors.get('http:dispatch_service')?.config.headers).toEqual(headers);
  });

  it('explains a failed test in plain words, marks the field to fix and goes to it, until it is changed', async () => {
    renderInRouter(<ConnectorEditView id="http:dispatch_service" />);
    const url = await screen.findByLabelText(/^URL/);
    fireEvent.change(url, { target: { value: `http://127.0.0.1:${await closedPort()}/` } });
    fireEvent.click(screen.getByRole('button', { name: 'Test connectivity' }));
    const result = await screen.findByText('Connection failed');
    const status = result.closest('[role="status"]') as HTMLElement;
    const sentence = 'The target refused the connection: nothing accepts connections at this host and port. Check the address and the port, and that the service is running.';
    expect(status).toHaveTextContent(sentence);
    // The broker's own word is one keypress away.
    fireEvent.click(within(status).getByRole('button', { name: 'Details' }));
    expect(await within(status).findByText('econnrefused')).toBeVisible();
    await waitFor(() => expect(url).toHaveAccessibleDescription(expect.stringContaining(sentence)));
    fireEvent.click(within(status).getByRole('button', { name: 'Go to the setting' }));
    expect(url).toHaveFocus();
    // Another address is another attempt: the mark goes.
    fireEvent.change(url, { target: { value: 'http://dispatch.plant.internal:8081' } });
    await waitFor(() => expect(url).not.toHaveAccessibleDescription(expect.stringContaining(sentence)));
  });

  it('says why a connector is not connected everywhere above its settings', async () => {
    renderInRouter(<ConnectorEditView id="mqtt:cloud_broker" />);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Current status');
    expect(note).toHaveTextContent("The status differs between the cluster's nodes");
    expect(note).toHaveTextContent('The target refused the connection');
    // Two nodes of three reach the server with these settings: the server field is not marked.
    expect(screen.getByLabelText(/^Server(?! name)/)).not.toHaveAccessibleDescription(expect.stringContaining('refused'));
  });
});
