import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { gatewaySandbox } from '../test-support';
import { GatewayListenersView } from './GatewayListenersView';

describe('GatewayListenersView', () => {
  const { state, server } = gatewaySandbox();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it("adds a STOMP listener of the gateway's transports, edits it after the restart warning and deletes it after asking", async () => {
    const user = userEvent.setup();
    renderInRouter(<GatewayListenersView name="stomp" />);
    const table = await screen.findByRole('table', { name: 'Listeners' });
    expect(await within(table).findByText('61613', { exact: false })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add listener' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add listener' });
    const type = within(dialog).getByRole('combobox', { name: 'Type' });
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['TCP', 'SSL/TLS']);
    await user.selectOptions(type, 'ssl');
    expect(within(dialog).getByRole('textbox', { name: /Listener name/ })).toHaveValue('default');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(table).findByRole('button', { name: 'Edit stomp:ssl:default' })).toBeVisible();
    expect(state.gateways.loaded.get('stomp')!.listeners.get('stomp:ssl:default')).toMatchObject({ type: 'ssl', bind: '61614' });

    await user.click(within(table).getByRole('button', { name: 'Edit stomp:ssl:default' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit listener stomp:ssl:default' });
    const rate = within(dialog).getByRole('spinbutton', { name: /Max connection rate/ });
    await user.clear(rate);
    await user.type(rate, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Update listener stomp:ssl:default?' });
    expect(warning).toHaveTextContent('existing connections are dropped');
    await user.click(within(warning).getByRole('button', { name: 'Save and drop connections' }));
    await waitFor(() => expect(state.gateways.loaded.get('stomp')!.listeners.get('stomp:ssl:default')?.max_conn_rate).toBe(50));

    await user.click(await within(table).findByRole('button', { name: 'Delete stomp:ssl:default' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete listener stomp:ssl:default?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(state.gateways.loaded.get('stomp')!.listeners.has('stomp:ssl:default')).toBe(false));
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Edit stomp:ssl:default' })).toBeNull());
  });
});
