import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxState } from '../../../../sandbox/handlers';
import { renderInRouter } from '../../../test/render';
import { serveSandbox } from '../../../test/serve-sandbox';
import { GatewayAuthView } from './GatewayAuthView';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);

describe('GatewayAuthView', () => {
  it('adds built-in database authentication to STOMP, adds a user, and deletes it after confirmation', async () => {
    renderInRouter(<GatewayAuthView name="stomp" />);
    await screen.findByText('No authentication');
    expect(screen.getByText('Without authentication this gateway accepts any client.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Add authentication' }));

    // The wizard offers what STOMP takes: no SCRAM.
    const gallery = screen.getByRole('group', { name: 'Authenticator type' });
    expect(
      within(gallery)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Password-based', 'JWT']);
    expect(within(gallery).queryByRole('button', { name: /SCRAM/ })).toBeNull();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Password-based · Built-in database' }));
    await screen.findByText(/User ID type/);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByRole('heading', { name: 'Password-based · Built-in database' });
    expect(screen.queryByText('Without authentication this gateway accepts any client.')).toBeNull();
    expect(state.gatewayAuthn.get('stomp')?.config).toMatchObject({ mechanism: 'password_based', backend: 'built_in_database' });

    fireEvent.click(screen.getByRole('tab', { name: 'Users' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    await userEvent.type(within(dialog).getByLabelText(/^User ID/), 'stomp-client-1');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'secret-pass');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await within(await screen.findByRole('table', { name: 'Users' })).findByText('stomp-client-1');
    expect(state.gatewayAuthn.get('stomp')?.users?.get('stomp-client-1')?.password).toBe('secret-pass');

    fireEvent.click(screen.getByRole('button', { name: 'Delete authentication' }));
    const confirm = await screen.findByRole('alertdialog', { name: "Delete this gateway's authentication?" });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No authentication');
    expect(screen.getByText('Without authentication this gateway accepts any client.')).toBeVisible();
    expect(state.gatewayAuthn.has('stomp')).toBe(false);
  });

  it('shows the seeded CoAP authenticator and asks nothing about a gateway it does not know', async () => {
    const { unmount } = renderInRouter(<GatewayAuthView name="coap" />);
    expect(await screen.findByRole('heading', { name: 'Password-based · Built-in database' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    renderInRouter(<GatewayAuthView name="ocpp" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no gateway named ocpp.');
  });
});
