import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { recordRequests } from '../../../test/requests';
import { gatewaySandbox } from '../test-support';
import { GatewayListenersView } from './GatewayListenersView';

describe('GatewayListenersView', () => {
  const { state, server } = gatewaySandbox();
  const requests = recordRequests(server);

  it("adds a STOMP listener of the gateway's transports and deletes it after asking", async () => {
    const user = userEvent.setup();
    renderInRouter(<GatewayListenersView name="stomp" />);
    const table = await screen.findByRole('table', { name: 'Listeners' });
    expect(await within(table).findByText('61613', { exact: false })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add listener' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add listener' });
    const type = within(dialog).getByRole('combobox', { name: 'Type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['TCP', 'SSL/TLS']);
    // A second TCP listener: "default" is taken, so the name is the operator's to give.
    const name = within(dialog).getByRole('textbox', { name: /Listener name/ });
    expect(name).toHaveValue('');
    fireEvent.change(name, { target: { value: 'second' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(table).findByRole('button', { name: 'Edit stomp:tcp:second' })).toBeVisible();
    expect(state.gateways.loaded.get('stomp')!.listeners.get('stomp:tcp:second')).toMatchObject({ type: 'tcp', bind: '61614' });

    await user.click(await within(table).findByRole('button', { name: 'Delete stomp:tcp:second' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete listener stomp:tcp:second?' });
    requests.clear();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(state.gateways.loaded.get('stomp')!.listeners.has('stomp:tcp:second')).toBe(false));
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Edit stomp:tcp:second' })).toBeNull());
    // The listeners are read again only once the cache holds nothing of the deleted one.
    await waitFor(() => expect(requests.list()).toContain('GET /gateways/stomp/listeners'));
    expect(requests.of('/gateways/stomp/listeners/stomp:tcp:second')).toEqual(['DELETE /gateways/stomp/listeners/stomp:tcp:second']);
  });

  it('edits a listener after warning that its connections are dropped', async () => {
    const user = userEvent.setup();
    renderInRouter(<GatewayListenersView name="stomp" />);
    const table = await screen.findByRole('table', { name: 'Listeners' });
    await user.click(await within(table).findByRole('button', { name: 'Edit stomp:tcp:default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit listener stomp:tcp:default' });
    const rate = within(dialog).getByRole('spinbutton', { name: /Max connection rate/ });
    fireEvent.change(rate, { target: { value: '50' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Update listener stomp:tcp:default?' });
    expect(warning).toHaveTextContent('existing connections are dropped');
    // The confirmation opens over the form dialog: until its opening settles, the page under it takes no pointer.
    await waitFor(() => user.click(within(warning).getByRole('button', { name: 'Save and drop connections' })));
    await waitFor(() => expect(state.gateways.loaded.get('stomp')!.listeners.get('stomp:tcp:default')?.max_conn_rate).toBe(50));
  });
});
