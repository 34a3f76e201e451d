import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { setSession } from '../../api/session';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { UsersView } from './UsersView';

const state = createSandboxState({ clients: 20, requireAuth: false });
serveSandbox(state);

async function table() {
  const found = await screen.findByRole('table', { name: 'Dashboard users' });
  await within(found).findByText('noc-viewer');
  return found;
}

describe('UsersView', () => {
  it('lists users with their role and marks the one logged in, who cannot delete themself', async () => {
    renderInRouter(<UsersView />);
    const users = await table();
    const mine = within(users).getByText('You').closest('tr') as HTMLElement;
    expect(within(mine).getByText('admin')).toBeVisible();
    expect(within(mine).getByText('Administrator')).toBeVisible();
    const deleteMe = within(mine).getByRole('button', { name: 'Delete admin' });
    expect(deleteMe).toBeDisabled();
    expect(within(users).getByText('Viewer')).toBeVisible();
    expect(within(users).getByRole('button', { name: 'Delete noc-viewer' })).toBeEnabled();
  });

  it('creates a user, checking the username and password as they are typed', async () => {
    renderInRouter(<UsersView />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    const username = within(dialog).getByLabelText(/^Username/);
    fireEvent.change(username, { target: { value: 'admin' } });
    expect(await within(dialog).findByText('This username is already taken')).toBeVisible();
    fireEvent.change(username, { target: { value: 'ops_1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'onlyletters' } });
    expect(await within(dialog).findByText('Use at least two of letters, numbers and symbols')).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'ops-pass-2026' } });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm password/), { target: { value: 'ops-pass-2025' } });
    expect(await within(dialog).findByText("Two inputs don't match!")).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(state.users.has('ops_1')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^Confirm password/), { target: { value: 'ops-pass-2026' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'viewer' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Night shift' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(state.users.get('ops_1')).toMatchObject({ password: 'ops-pass-2026', role: 'viewer', description: 'Night shift' }));
    expect(await within(screen.getByRole('table', { name: 'Dashboard users' })).findByText('Night shift')).toBeVisible();
  });

  it("edits another user's role and description, and changes their password", async () => {
    renderInRouter(<UsersView />);
    const users = await table();
    fireEvent.click(within(users).getByRole('button', { name: 'Edit noc-viewer' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit user noc-viewer' });
    fireEvent.change(within(edit).getByLabelText('Description'), { target: { value: 'NOC (read-only)' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(users).findByText('NOC (read-only)')).toBeVisible();
    expect(state.users.get('noc-viewer')?.role).toBe('viewer');

    fireEvent.click(within(users).getByRole('button', { name: 'Change the password of noc-viewer' }));
    const change = await screen.findByRole('dialog', { name: 'Change the password of noc-viewer' });
    fireEvent.change(within(change).getByLabelText(/^Old password/), { target: { value: 'viewer#2024' } });
    fireEvent.change(within(change).getByLabelText(/^New password/), { target: { value: 'viewer#2024' } });
    expect(await within(change).findByText('The new and old passwords cannot be the same')).toBeVisible();
    fireEvent.change(within(change).getByLabelText(/^New password/), { target: { value: 'viewer#2025' } });
    fireEvent.change(within(change).getByLabelText(/^Confirm new password/), { target: { value: 'viewer#2025' } });
    fireEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(state.users.get('noc-viewer')?.password).toBe('viewer#2025'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change the password of noc-viewer' })).toBeNull());
  });

  it('keeps the password form when the broker refuses the old password', async () => {
    renderInRouter(<UsersView />);
    const users = await table();
    fireEvent.click(within(users).getByRole('button', { name: 'Change the password of noc-viewer' }));
    const change = await screen.findByRole('dialog', { name: 'Change the password of noc-viewer' });
    fireEvent.change(within(change).getByLabelText(/^Old password/), { target: { value: 'wrong-old-1' } });
    fireEvent.change(within(change).getByLabelText(/^New password/), { target: { value: 'another#2026' } });
    fireEvent.change(within(change).getByLabelText(/^Confirm new password/), { target: { value: 'another#2026' } });
    fireEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(within(change).getByRole('button', { name: 'Change password' })).not.toHaveAttribute('data-loading'));
    expect(within(change).getByLabelText(/^New password/)).toHaveValue('another#2026');
    expect(state.users.get('noc-viewer')?.password).not.toBe('another#2026');
  });

  it('deletes another user after confirmation', async () => {
    state.users.set('temp1', { username: 'temp1', password: 'temp-pass-1', role: 'viewer', description: '', backend: 'local' });
    renderInRouter(<UsersView />);
    const users = await table();
    fireEvent.click(await within(users).findByRole('button', { name: 'Delete temp1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this user?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(users).queryByText('temp1')).toBeNull());
    expect(state.users.has('temp1')).toBe(false);
  });

  it('gives a viewer every control that changes users disabled, but their own password', async () => {
    setSession({ token: 'test-token', username: 'noc-viewer', edition: 'enterprise', role: 'viewer' });
    renderInRouter(<UsersView />);
    const users = await table();
    expect(screen.getByRole('button', { name: 'Create user' })).toBeDisabled();
    for (const name of ['Edit admin', 'Change the password of admin', 'Delete admin', 'Edit noc-viewer', 'Delete noc-viewer']) {
      expect(within(users).getByRole('button', { name })).toBeDisabled();
    }
    expect(within(users).getByRole('button', { name: 'Change the password of noc-viewer' })).toBeEnabled();
  });

  it('offers no role where the edition has none', async () => {
    setSession({ token: 'test-token', username: 'admin', edition: 'community', role: 'administrator' });
    renderInRouter(<UsersView />);
    const users = await table();
    expect(within(users).queryByRole('columnheader', { name: 'Role' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    expect(within(dialog).queryByLabelText('Role')).toBeNull();
  });
});
