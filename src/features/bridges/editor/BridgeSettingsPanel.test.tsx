import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createServer, type AddressInfo } from 'node:net';
import { createSandboxState } from '../../../../sandbox/handlers';
import { clearSession, setSession } from '../../../api/session';
import { renderInRouter } from '../../../test/render';
import { serveSandbox } from '../../../test/serve-sandbox';
import { BridgeSettingsPanel } from './BridgeSettingsPanel';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);

async function closedPort(): Promise<number> {
  const listener = createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as AddressInfo;
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  return port;
}

describe('BridgeSettingsPanel', () => {
  it('asks for the stored MQTT password again when the broker changes, warns of the restart, then updates the connector', async () => {
    const actionBefore = structuredClone(state.actions.get('mqtt:alerts_to_cloud')?.config);
    renderInRouter(<BridgeSettingsPanel id="mqtt:alerts_to_cloud" />);
    const address = await screen.findByLabelText(/^Server(?! name)/);
    expect(address).toHaveValue('mqtt.cloud.example.com:8883');
    fireEvent.change(address, { target: { value: '127.0.0.1:1' } });
    expect(await screen.findByText('Please re-enter your original password')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'cl0ud#plant7' } });
    await waitFor(() => expect(screen.queryByText('Please re-enter your original password')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Updating a bridge restarts it; buffered or newly received messages are lost during the restart.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(state.connectors.get('mqtt:cloud_broker')?.config).toMatchObject({ server: '127.0.0.1:1', password: 'cl0ud#plant7', username: 'plant-7' }));
    // Only the part that changed was sent.
    expect(state.actions.get('mqtt:alerts_to_cloud')?.config).toEqual(actionBefore);
  });

  it('saves an HTTP action as a copy on the same connector, its masked secrets kept by the broker', async () => {
    renderInRouter(<BridgeSettingsPanel id="http:webhook_out" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save as copy' }));
    await waitFor(() => expect(state.actions.has('http:webhook_out_duplication')).toBe(true));
    const original = state.actions.get('http:webhook_out')?.config;
    const copy = state.actions.get('http:webhook_out_duplication')?.config;
    expect(copy).toMatchObject({ connector: 'dispatch_service' });
    expect(copy?.parameters).toEqual(original?.parameters);
    // The schema's defaults the form fills in are not changes of the user's.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('tests a changed connector and, when nothing listens, says so and marks its server', async () => {
    renderInRouter(<BridgeSettingsPanel id="mqtt:alerts_to_cloud" />);
    const address = await screen.findByLabelText(/^Server(?! name)/);
    fireEvent.change(address, { target: { value: `127.0.0.1:${await closedPort()}` } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'cl0ud#plant7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test connectivity' }));
    const status = (await screen.findByText('Connection failed')).closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent('The target refused the connection');
    await waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining('The target refused the connection')));
    // The mark is advice, not a rule: the bridge can still be saved.
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('gives a viewer the settings read-only: no save, copy or test', async () => {
    setSession({ token: 'test-token', username: 'noc-viewer', edition: 'enterprise', role: 'viewer' });
    try {
      renderInRouter(<BridgeSettingsPanel id="http:webhook_out" />);
      expect(await screen.findByLabelText(/^URL path/)).toBeDisabled();
      for (const name of ['Save', 'Save as copy', 'Test connectivity']) expect(screen.getByRole('button', { name })).toBeDisabled();
    } finally {
      clearSession();
    }
  });
});
