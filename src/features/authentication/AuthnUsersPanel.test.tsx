import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxState } from '../../../sandbox/handlers';
import { setSession } from '../../api/session';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { AuthnUsersPanel } from './AuthnUsersPanel';
import { globalUsersApi } from './authn-users-api';

const ID = 'scram:built_in_database';
const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const users = () => state.authn.find((a) => a.config.mechanism === 'scram')!.users!;

/** The query of every user listing the sandbox receives. */
function listings(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith(`/authentication/${encodeURIComponent(ID)}/users`)) seen.push(url.searchParams);
  });
  return seen;
}

async function table() {
  const found = await screen.findByRole('table', { name: 'Users' });
  await within(found).findByText('gateway-01');
  return found;
}

const userIds = (found: HTMLElement) =>
  within(found)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('AuthnUsersPanel', () => {
  beforeAll(() => {
    // 3 seeded users and 25 more: two pages of 20.
    for (let i = 0; i < 25; i++) {
      const userId = `sensor-${String(i).padStart(2, '0')}`;
      users().set(userId, { user_id: userId, password: `pass-${i}`, is_superuser: false });
    }
  });
  afterEach(() => server.events.removeAllListeners());

  it('lists the users page by page with their superuser flag', async () => {
    const sent = listings();
    renderInRouter(<AuthnUsersPanel api={globalUsersApi(ID)} />);
    const found = await table();
    expect(within(found).getAllByRole('row')).toHaveLength(21);
    expect(within(within(found).getByText('dev/ops-1').closest('tr')!).getByText('Yes')).toBeVisible();
    expect(within(within(found).getByText('gateway-01').closest('tr')!).getByText('No')).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of 2 · 28 rows in all');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(userIds(screen.getByRole('table', { name: 'Users' }))).toEqual(['sensor-17', 'sensor-18', 'sensor-19', 'sensor-20', 'sensor-21', 'sensor-22', 'sensor-23', 'sensor-24']),
    );
    expect(Object.fromEntries(sent.at(-1)!)).toEqual({ page: '2', limit: '20' });
  });

  it('searches by user ID from the first page', async () => {
    const sent = listings();
    renderInRouter(<AuthnUsersPanel api={globalUsersApi(ID)} />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('sensor-24');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by user ID' }), { target: { value: 'sensor-2' } });
    await waitFor(() => expect(userIds(screen.getByRole('table', { name: 'Users' }))).toEqual(['sensor-20', 'sensor-21', 'sensor-22', 'sensor-23', 'sensor-24']));
    expect(Object.fromEntries(sent.at(-1)!)).toEqual({ page: '1', limit: '20', like_user_id: 'sensor-2' });
    // A like_user_id search is fuzzy: the broker leaves the count out, so the pager shows the page alone.
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1');
    expect(screen.getByRole('navigation', { name: 'Pages' })).not.toHaveTextContent('rows in all');
  });

  it('creates a user, saying what is missing next to each field as the user types', async () => {
    renderInRouter(<AuthnUsersPanel api={globalUsersApi(ID)} />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    const userId = within(dialog).getByLabelText(/^User ID/);
    const password = within(dialog).getByLabelText(/^Password/);
    expect(within(dialog).queryByText('User ID is required')).toBeNull();
    await userEvent.type(userId, 'x');
    await userEvent.clear(userId);
    // The message is tied to the field (aria-errormessage) once it is drawn.
    await waitFor(() => expect(userId).toHaveAccessibleErrorMessage('User ID is required'));
    expect(userId).toBeInvalid();
    await userEvent.type(userId, 'line/7 sensor');
    expect(within(dialog).queryByText('User ID is required')).toBeNull();
    // Saving without a password says so there, and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(password).toHaveAccessibleErrorMessage('Password is required'));
    expect(users().has('line/7 sensor')).toBe(false);
    await userEvent.type(password, 's3cret!');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Superuser' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(users().get('line/7 sensor')).toEqual({ user_id: 'line/7 sensor', password: 's3cret!', is_superuser: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create user' })).toBeNull());
  });

  it('makes a user a superuser with a new password', async () => {
    renderInRouter(<AuthnUsersPanel api={globalUsersApi(ID)} />);
    const found = await table();
    fireEvent.click(within(found).getByRole('button', { name: 'Edit gateway-01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user gateway-01' });
    expect(within(dialog).queryByLabelText(/^User ID/)).toBeNull();
    const superuser = within(dialog).getByRole('checkbox', { name: 'Superuser' });
    expect(superuser).not.toBeChecked();
    await userEvent.click(superuser);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^New password/)).toHaveAccessibleErrorMessage('Password is required'));
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'rotated-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(users().get('gateway-01')).toEqual({ user_id: 'gateway-01', password: 'rotated-1', is_superuser: true }));
    const row = () =>
      within(screen.getByRole('table', { name: 'Users' }))
        .getByText('gateway-01')
        .closest('tr')!;
    expect(await within(row()).findByText('Yes')).toBeVisible();
  });

  it('deletes a user after confirmation', async () => {
    renderInRouter(<AuthnUsersPanel api={globalUsersApi(ID)} />);
    const found = await table();
    fireEvent.click(within(found).getByRole('button', { name: 'Delete 温度传感器-01' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this user?' });
    expect(confirm).toHaveTextContent('温度传感器-01 can no longer log in through this authenticator.');
    expect(users().has('温度传感器-01')).toBe(true);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(users().has('温度传感器-01')).toBe(false));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Users' })).queryByText('温度传感器-01')).toBeNull());
  });

  it('for a viewer, lists and searches but disables every change', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    renderInRouter(<AuthnUsersPanel api={globalUsersApi(ID)} />);
    const found = await table();
    expect(screen.getByRole('button', { name: 'Create user' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import users' })).toBeDisabled();
    expect(within(found).getByRole('button', { name: 'Edit gateway-01' })).toBeDisabled();
    expect(within(found).getByRole('button', { name: 'Delete gateway-01' })).toBeDisabled();
    expect(screen.getByRole('searchbox', { name: 'Search by user ID' })).toBeEnabled();
  });
});
