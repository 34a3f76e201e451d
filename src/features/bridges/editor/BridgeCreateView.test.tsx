import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxState } from '../../../../sandbox/handlers';
import { renderInRouter } from '../../../test/render';
import { serveSandbox } from '../../../test/serve-sandbox';
import { BridgeCreateView } from './BridgeCreateView';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);

/** One pick: the card goes straight to the settings. */
async function pick(card: string) {
  await userEvent.click(await screen.findByRole('button', { name: card }));
}

describe('BridgeCreateView', () => {
  it('offers the types as a searchable gallery, HTTP and MQTT first, then by kind, with their direction', async () => {
    renderInRouter(<BridgeCreateView />);
    const search = await screen.findByRole('searchbox', { name: 'Search types' });
    expect(search).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['HTTP and MQTT', 'Message queues and streaming', 'Databases', 'Time series', 'Cloud and storage', 'Other']);
    expect(within(screen.getByRole('list', { name: 'HTTP and MQTT' })).getAllByRole('button')).toEqual([
      screen.getByRole('button', { name: 'HTTP server Sink' }),
      screen.getByRole('button', { name: 'MQTT Sink and source' }),
    ]);
    const streaming = within(screen.getByRole('list', { name: 'Message queues and streaming' }));
    expect(streaming.getByRole('button', { name: 'Kafka producer Sink' })).toBeVisible();
    expect(streaming.getByRole('button', { name: 'Kafka consumer Source' })).toBeVisible();
    expect(streaming.getByRole('button', { name: 'RabbitMQ Sink' })).toBeVisible();
    expect(streaming.getByRole('button', { name: 'RabbitMQ Source' })).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Databases' })).getByRole('button', { name: 'MySQL Sink' })).toHaveAccessibleDescription('Open-source relational database');
    fireEvent.change(search, { target: { value: 'time series' } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Time series']);
    // Enter picks the one card left, and its settings follow.
    fireEvent.change(search, { target: { value: 'influx' } });
    await userEvent.type(search, '{Enter}');
    expect(await screen.findByRole('button', { name: 'Change type' })).toBeVisible();
    expect(screen.queryByRole('searchbox', { name: 'Search types' })).toBeNull();
  });

  it('offers actions only where the screen makes an action', async () => {
    renderInRouter(<BridgeCreateView egressOnly />);
    expect(await screen.findByRole('button', { name: 'MQTT Sink' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'MQTT Sink and source' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Source$/ })).toBeNull();
  });

  it('opens the webhook page for HTTP: the URL and the topic filter of its rule first', async () => {
    renderInRouter(<BridgeCreateView />);
    await pick('HTTP server Sink');
    expect(await screen.findByLabelText(/^URL/)).toBeVisible();
    expect(screen.getByLabelText(/^Topic filter/)).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Use an existing connector' })).toBeNull();
  });

  it("as a rule's output, creates an HTTP action on the existing connector the user picks, and hands back its id", async () => {
    const onCreated = vi.fn();
    renderInRouter(<BridgeCreateView egressOnly onCreated={onCreated} />);
    await pick('HTTP server Sink');
    // The form never opens on a connector the user did not choose.
    expect(await screen.findByRole('radio', { name: 'Create a new connector' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Use an existing connector' }));
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
    await pick('MQTT Sink and source');
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
