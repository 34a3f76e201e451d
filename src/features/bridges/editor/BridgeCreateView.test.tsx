import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createSandboxHandlers, createSandboxState } from '../../../../sandbox/handlers';
import { renderInRouter } from '../../../test/render';
import { BridgeCreateView } from './BridgeCreateView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = setupServer(...createSandboxHandlers(state));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function pick(type: string) {
  await userEvent.click(await screen.findByRole('radio', { name: type }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('BridgeCreateView', () => {
  it('creates an HTTP bridge on an existing connector and hands back its id', async () => {
    const onCreated = vi.fn();
    renderInRouter(<BridgeCreateView onCreated={onCreated} />);
    await pick('HTTP server (webhook)');
    // Reusing a connector is offered first when one of the type exists.
    expect(await screen.findByRole('radio', { name: 'Use an existing connector' })).toBeChecked();
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'webhook_out' } });
    expect(await screen.findByText('A bridge with this name already exists')).toBeVisible();
    fireEvent.change(name, { target: { value: 'orders_hook' } });
    fireEvent.change(screen.getByLabelText(/^URL path/), { target: { value: '/orders/${clientid}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ actionId: 'http:orders_hook', sourceId: undefined }));
    const created = state.actions.get('http:orders_hook');
    expect(created?.config).toMatchObject({ connector: 'dispatch_service', parameters: { path: '/orders/${clientid}' } });
    expect(created?.config.resource_opts).toMatchObject({ query_mode: 'sync' });
  });

  it('asks an MQTT bridge for a remote topic, refuses the same one both ways, then creates its connector and source', async () => {
    const onCreated = vi.fn();
    renderInRouter(<BridgeCreateView onCreated={onCreated} />);
    await pick('MQTT (ingress and egress)');
    await userEvent.click(await screen.findByRole('radio', { name: 'Create a new connector' }));
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'edge_in' } });
    fireEvent.change(screen.getByLabelText(/^Server(?! name)/), { target: { value: '127.0.0.1:1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findAllByText('Please configure at least one remote topic in ingress or egress')).length).toBe(2);
    const [ingressTopic, egressTopic] = screen.getAllByLabelText(/^Remote topic/);
    fireEvent.change(ingressTopic!, { target: { value: 'remote/in' } });
    fireEvent.change(egressTopic!, { target: { value: 'remote/in' } });
    expect((await screen.findAllByText('The same remote MQTT topics are configured for ingress and egress')).length).toBe(2);
    fireEvent.change(egressTopic!, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ actionId: undefined, sourceId: 'mqtt:edge_in' }));
    expect(state.connectors.get('mqtt:edge_in')?.config).toMatchObject({ server: '127.0.0.1:1' });
    expect(state.sources.get('mqtt:edge_in')?.config).toMatchObject({ connector: 'edge_in', parameters: { topic: 'remote/in', qos: 1 } });
    expect(state.actions.has('mqtt:edge_in')).toBe(false);
  });
});
