import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListenersListenerIdStatus } from '../../generated/model';
import { CreateListenerDialog, EditListenerDialog } from './ListenerDialogs';
import { listenerSandbox, renderInRouter } from './test-support';

const LISTENERS: ListenersListenerIdStatus[] = [
  { id: 'tcp:default', type: 'tcp', name: 'default', enable: true, bind: '0.0.0.0:1883' },
  { id: 'ssl:default', type: 'ssl', name: 'default', enable: true, bind: '0.0.0.0:8883' },
];

const NAME_RULE = 'Start with a letter, then use only letters, digits, underscores (_) and hyphens (-)';
const BIND_RULE = 'Enter an IPv4 address and port, such as 0.0.0.0:1883, or a port alone';

describe('CreateListenerDialog', () => {
  const { state } = listenerSandbox();

  it('checks the name and the bind next to their fields, and creates only a valid listener', async () => {
    const onCreated = vi.fn();
    renderInRouter(<CreateListenerDialog listeners={LISTENERS} onCreated={onCreated} onClose={() => undefined} />);
    const name = await screen.findByLabelText(/^Listener name/);
    const bind = screen.getByLabelText(/^Bind address \(IP:port\)/);
    // tcp:default exists, so no name is suggested; the default port is taken, so the next one is.
    expect(name).toHaveValue('');
    expect(bind).toHaveValue('0.0.0.0:1884');

    fireEvent.change(name, { target: { value: '1st-listener' } });
    expect(await screen.findByText(NAME_RULE)).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(name, { target: { value: 'default' } });
    expect(await screen.findByText('The listener tcp:default already exists')).toBeVisible();
    fireEvent.change(name, { target: { value: 'edge_1-b' } });
    await waitFor(() => expect(screen.queryByText(NAME_RULE)).toBeNull());
    expect(screen.queryByText('The listener tcp:default already exists')).toBeNull();

    fireEvent.change(bind, { target: { value: '300.0.0.1:1883' } });
    expect(await screen.findByText(BIND_RULE)).toBeVisible();
    fireEvent.change(bind, { target: { value: 'localhost:1883' } });
    expect(await screen.findByText(BIND_RULE)).toBeVisible();
    fireEvent.change(bind, { target: { value: '0.0.0.0:70000' } });
    expect(await screen.findByText('The port must be between 0 and 65535')).toBeVisible();
    fireEvent.change(bind, { target: { value: '1883' } });
    expect(await screen.findByText('This port is already used by tcp:default')).toBeVisible();

    // Refused with the message still next to the field: nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onCreated).not.toHaveBeenCalled();
    expect(state.listeners.has('tcp:edge_1-b')).toBe(false);

    fireEvent.change(bind, { target: { value: '0.0.0.0:2883' } });
    await waitFor(() => expect(screen.queryByText('This port is already used by tcp:default')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('tcp:edge_1-b'));
    expect(state.listeners.get('tcp:edge_1-b')).toMatchObject({ bind: '0.0.0.0:2883', zone: 'default' });
  });

  it('picks the schema by type and keeps a typed name when the type changes', async () => {
    renderInRouter(<CreateListenerDialog listeners={LISTENERS} onCreated={() => undefined} onClose={() => undefined} />);
    const name = await screen.findByLabelText(/^Listener name/);
    fireEvent.change(name, { target: { value: 'secure' } });
    expect(screen.queryByText('TLS settings')).toBeNull();
    fireEvent.change(screen.getByLabelText('Listener type'), { target: { value: 'ssl' } });
    expect(await screen.findByText('TLS settings')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Listener name/)).toHaveValue('secure');
    expect(screen.getByLabelText(/^Bind address \(IP:port\)/)).toHaveValue('0.0.0.0:8884');
    // A type without a listener named "default" suggests that name.
    fireEvent.change(screen.getByLabelText(/^Listener name/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Listener type'), { target: { value: 'quic' } });
    await waitFor(() => expect(screen.getByLabelText(/^Listener name/)).toHaveValue('default'));
    // A name carried over is checked in the new form straight away.
    fireEvent.change(screen.getByLabelText(/^Listener name/), { target: { value: '1x' } });
    fireEvent.change(screen.getByLabelText('Listener type'), { target: { value: 'ws' } });
    await waitFor(() => expect(screen.getByLabelText(/^Listener name/)).toHaveValue('1x'));
    expect(await screen.findByText(NAME_RULE)).toBeVisible();
  });

  it('asks before an update drops connections, and keeps every value when the broker refuses it', async () => {
    const onSaved = vi.fn();
    // Without the list, the port clash is left for the broker to find.
    renderInRouter(<EditListenerDialog id="ws:default" listeners={[]} onSaved={onSaved} onClose={() => undefined} />);
    const bind = await screen.findByLabelText(/^Bind address \(IP:port\)/);
    expect(bind).toHaveValue('0.0.0.0:8083');
    expect(screen.queryByLabelText(/^Listener name/)).toBeNull();
    fireEvent.change(bind, { target: { value: '0.0.0.0:1883' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Update listener ws:default?' });
    expect(within(confirm).getByText(/existing connections are dropped/)).toBeVisible();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save and drop connections' }));
    expect(await screen.findByText(/eaddrinuse/)).toBeVisible();
    expect(screen.getByLabelText(/^Bind address \(IP:port\)/)).toHaveValue('0.0.0.0:1883');
    expect(onSaved).not.toHaveBeenCalled();
    expect(state.listeners.get('ws:default')).toMatchObject({ bind: '0.0.0.0:8083' });
  });

  it('is named by its title alone, with the listener ID copied by a button beside it', async () => {
    renderInRouter(<EditListenerDialog id="ws:default" listeners={[]} onSaved={() => undefined} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit listener ws:default' });
    const title = within(dialog).getByRole('heading', { name: 'Edit listener ws:default' });
    const copy = within(dialog).getByRole('button', { name: 'Copy listener ID' });
    expect(title).not.toContainElement(copy);
    await screen.findByLabelText(/^Bind address \(IP:port\)/);
  });
});
