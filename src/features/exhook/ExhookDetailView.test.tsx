import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderAtRoutes, renderInRouter } from '../../test/render';
import { cachedQueriesOf, recordRequests } from '../../test/requests';
import { serveSandbox } from '../../test/serve-sandbox';
import { ExhookDetailView } from './ExhookDetailView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const requests = recordRequests(server);
const record = (name: string) => state.exhooks.find((r) => r.config.name === name);

describe('ExhookDetailView', () => {
  it('shows the status and counters of every node, and the registered hooks with their parameters', async () => {
    renderInRouter(<ExhookDetailView name="default" />);
    const table = await screen.findByRole('table', { name: 'Status per node' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ),
    ).toEqual(state.nodes.map((n) => [n.name, 'Connected']));
    expect(screen.getByText('Registered hooks', { selector: 'dt' }).nextElementSibling).toHaveTextContent('11');
    expect(screen.getByText('Failed action', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Deny');
    expect(screen.getByText('Auto reconnect', { selector: 'dt' }).nextElementSibling).toHaveTextContent('60s');

    await userEvent.click(screen.getByRole('tab', { name: 'Registered hooks' }));
    const hooks = await screen.findByRole('table', { name: 'Registered hooks' });
    const publish = (await within(hooks).findByText('message.publish')).closest('tr')!;
    expect(within(publish).getByText('topics: sensor/#, trucks/+/position')).toBeVisible();
  });

  it('saves the settings, sending the masked TLS key password back unchanged so that the broker keeps it', async () => {
    renderInRouter(<ExhookDetailView name="legacy_acl" />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    fireEvent.change(await screen.findByLabelText(/^Connection pool size/), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The changes are shown before they are sent (the confirmation's body is loaded on first use).
    const diff = await screen.findByRole('alertdialog', { name: 'Save these changes?' });
    fireEvent.click(within(diff).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(record('legacy_acl')?.config.pool_size).toBe(4));
    expect(record('legacy_acl')?.config.ssl).toMatchObject({ password: 'seeded-key-passphrase', enable: true });
    expect(record('legacy_acl')?.config.auto_reconnect).toBe('30s');
  });

  it('disables the server, deletes it after confirmation and leaves without asking for it again', async () => {
    const { history, queryClient } = renderAtRoutes({ exhook: () => <p>The list</p>, 'exhook/detail/billing_audit': () => <ExhookDetailView name="billing_audit" /> }, '/exhook/detail/billing_audit');
    const enabled = await screen.findByRole('checkbox', { name: 'Enabled' });
    expect(enabled).not.toBeChecked();
    fireEvent.click(enabled);
    await waitFor(() => expect(record('billing_audit')?.config.enable).toBe(true));
    expect(record('billing_audit')?.config.auto_reconnect).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this ExHook server?' });
    requests.clear();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(record('billing_audit')).toBeUndefined());
    expect(await screen.findByText('The list')).toBeVisible();
    expect(history.location.pathname).toBe('/exhook');
    // The delete forgets the server once no screen shows it: then nothing is left that could ask for it.
    await waitFor(() => expect(cachedQueriesOf(queryClient, '/exhooks/billing_audit')).toEqual([]));
    expect(requests.of('/exhooks/billing_audit')).toEqual(['DELETE /exhooks/billing_audit']);
  });
});
