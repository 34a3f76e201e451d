import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { gatewaySandbox } from '../test-support';
import { GatewaySettingsView } from './GatewaySettingsView';

describe('GatewaySettingsView', () => {
  const { state } = gatewaySandbox();

  it("saves STOMP's frame limits with the rest of its settings, after showing what changes", async () => {
    const user = userEvent.setup();
    const listenersBefore = [...state.gateways.loaded.get('stomp')!.listeners.keys()];
    renderInRouter(<GatewaySettingsView name="stomp" />);
    const maxHeaders = await screen.findByRole('spinbutton', { name: /Max headers/ });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(maxHeaders);
    await user.type(maxHeaders, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Max headers');
    await user.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect((state.gateways.loaded.get('stomp')!.config.frame as { max_headers?: number }).max_headers).toBe(20));
    // Listeners have their own tab: a settings save leaves them alone.
    expect([...state.gateways.loaded.get('stomp')!.listeners.keys()]).toEqual(listenersBefore);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });
});
