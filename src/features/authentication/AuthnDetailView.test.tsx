import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { AuthnDetailView } from './AuthnDetailView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const mysql = () => state.authn.find((a) => a.config.backend === 'mysql')!;
const n = (value: number) => value.toLocaleString('en');

/** The bodies of the PUTs the sandbox receives for an authenticator, as sent. */
function sentSettings(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && /\/authentication\/[^/]+$/.test(new URL(request.url).pathname))
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  });
  return bodies;
}

describe('AuthnDetailView', () => {
  afterEach(() => server.events.removeAllListeners());

  it('shows the counters for the cluster and the status and counters of every node', async () => {
    renderInRouter(<AuthnDetailView id="password_based:mysql" />);
    const table = await screen.findByRole('table', { name: 'Status per node' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(state.nodes.length);
    for (const [i, node] of state.nodes.entries()) {
      const c = mysql().counters.get(node.name)!;
      const cells = within(rows[i]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells.slice(0, 6)).toEqual([node.name, 'Connected', n(c.total), n(c.success), n(c.failed), n(c.nomatch)]);
    }
    const total = [...mysql().counters.values()].reduce((sum, c) => sum + c.total, 0);
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent(n(total));
  });

  it('saves the settings, sending a masked secret back unchanged so that the broker keeps it', async () => {
    const bodies = sentSettings();
    renderInRouter(<AuthnDetailView id="password_based:mysql" />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    const database = await screen.findByLabelText(/^Database/);
    fireEvent.change(database, { target: { value: 'mqtt_auth' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The changes are shown before they are sent (the confirmation's body is loaded on first use).
    const diff = await screen.findByRole('alertdialog', { name: 'Save these changes?' });
    fireEvent.click(within(diff).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mysql().config.database).toBe('mqtt_auth'));
    expect(bodies).toEqual([expect.objectContaining({ mechanism: 'password_based', backend: 'mysql', database: 'mqtt_auth', password: '******' })]);
    expect(mysql().config.password).toBe('seeded-mysql-secret');
  });

  it('offers the users of a built-in database only', async () => {
    const { unmount } = renderInRouter(<AuthnDetailView id="jwt" />);
    await screen.findByRole('table', { name: 'Status per node' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Settings']);
    unmount();

    renderInRouter(<AuthnDetailView id="scram:built_in_database" />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('table', { name: 'Users' })).toBeVisible();
  });

  it('says so when the authenticator cannot be read', async () => {
    renderInRouter(<AuthnDetailView id="password_based:postgresql" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This authenticator could not be read.');
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
