import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { gatewaySandbox } from '../test-support';
import { GatewayCreateView } from './GatewayCreateView';

describe('GatewayCreateView', () => {
  const { state, server } = gatewaySandbox();

  it('enables MQTT-SN in three steps: settings, listeners of its transports, no authentication', async () => {
    const user = userEvent.setup();
    renderInRouter(<GatewayCreateView name="mqttsn" />);
    expect(await screen.findByRole('heading', { name: 'Enable MQTT-SN' })).toBeVisible();
    const gatewayId = screen.getByRole('spinbutton', { name: /Gateway ID/ });
    await user.clear(gatewayId);
    await user.type(gatewayId, '7');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // A UDP listener is there to start with; another is added on the gateway's transports only.
    const table = await screen.findByRole('table', { name: 'Listeners' });
    expect(within(table).getByText('UDP')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add listener' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add listener' });
    const type = within(dialog).getByRole('combobox', { name: 'Type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['UDP', 'DTLS']);
    // The name "default" of a UDP listener is taken: the form says so next to the field.
    const name = within(dialog).getByRole('textbox', { name: /Listener name/ });
    await user.type(name, 'default');
    expect(await within(dialog).findByText('A udp listener named default exists already')).toBeVisible();
    await user.clear(name);
    await user.type(name, 'second');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add listener' })).toBeNull());
    expect(within(table).getByText('1885')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'None' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    // Going back keeps what was typed.
    expect(screen.getByRole('spinbutton', { name: /Gateway ID/ })).toHaveValue(7);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Enable gateway' }));

    await waitFor(() => expect(state.gateways.loaded.get('mqttsn')).toBeDefined());
    const mqttsn = state.gateways.loaded.get('mqttsn')!;
    expect(mqttsn.config).toMatchObject({ gateway_id: 7, enable: true });
    expect([...mqttsn.listeners.keys()]).toEqual(['mqttsn:udp:default', 'mqttsn:udp:second']);
  });

  it('says what was done when the gateway loaded but its authentication failed, and keeps the form', async () => {
    server.use(http.post('/api/v5/gateways/:name/authentication', () => HttpResponse.json({ code: 'BAD_REQUEST', message: 'no' }, { status: 400 })));
    const user = userEvent.setup();
    renderInRouter(<GatewayCreateView name="coap" />);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Password-based · Built-in database' }));
    await screen.findByText(/User ID type/);
    await user.click(screen.getByRole('button', { name: 'Enable gateway' }));
    expect(await screen.findByText('CoAP is enabled with its listeners, but its authentication could not be added.')).toBeVisible();
    expect(state.gateways.loaded.get('coap')).toBeDefined();
    expect(screen.getByText('Password-based · Built-in database')).toBeVisible();
    expect(screen.getByText(/User ID type/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add authentication' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('asks ExProto for a certificate and a key when its gRPC handler has TLS', async () => {
    const user = userEvent.setup();
    renderInRouter(<GatewayCreateView name="exproto" />);
    // The seeded ExProto is loaded (stopped): the flow says that its listeners stay as they are.
    expect(await screen.findByText(/is set up already/)).toBeVisible();
    const handler = await screen.findByRole('group', { name: /Connection handler/ });
    await user.click(within(handler).getByRole('checkbox', { name: /Enable/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Missing Cert or Key content...')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Listeners' })).toBeNull();
  });
});
