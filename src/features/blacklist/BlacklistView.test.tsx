import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { toLocalInput } from '../../components/expiry/expiry';
import { renderRoute } from '../../test/route';

describe('BlacklistView', () => {
  // One sandbox for the file: each test starts where the one before left the blacklist.
  const state = createSandboxState({ clients: 20, requireAuth: false });

  it('lists the bans with their kind, reason and end, "never" for bans without one', async () => {
    await renderRoute('/blacklist', { state });
    const table = await screen.findByRole('table', { name: 'Blacklist' });
    const row = (await within(table).findByText('198.51.100.0/24')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('IP address range (CIDR)')).toBeVisible();
    expect(within(row as HTMLElement).getByText('Scanner network')).toBeVisible();
    expect(within(row as HTMLElement).getByText('Never expires')).toBeVisible();
  });

  it('searches one kind by regular expression, kept in the URL', async () => {
    const { history } = await renderRoute('/blacklist', { state });
    const table = await screen.findByRole('table', { name: 'Blacklist' });
    await within(table).findByText('guest');
    const search = screen.getByRole('search', { name: 'Search the blacklist' });
    fireEvent.change(within(search).getByLabelText('Search in'), { target: { value: 'username' } });
    fireEvent.change(within(search).getByLabelText('Matching (regular expression)'), { target: { value: '^gu' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).queryByText('198.51.100.0/24')).toBeNull());
    expect(within(table).getByText('guest')).toBeVisible();
    expect(history.location.search).toContain('by=username');
  });

  it('adds a ban until a later time, then removes it after confirmation', async () => {
    await renderRoute('/blacklist', { state });
    const table = await screen.findByRole('table', { name: 'Blacklist' });
    await within(table).findByText('guest');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to the blacklist' });
    fireEvent.change(within(dialog).getByLabelText(/^Value/), { target: { value: 'rogue/device 9' } });
    fireEvent.change(within(dialog).getByLabelText(/^Until/), { target: { value: toLocalInput(new Date(Date.now() + 2 * 86_400_000)) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(table).findByText('rogue/device 9')).toBeVisible();
    expect(state.banned.get('clientid\u0000rogue/device 9')?.until).toEqual(expect.any(Number));

    fireEvent.click(within(table).getByRole('button', { name: 'Remove rogue/device 9 from the blacklist' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this ban?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(table).queryByText('rogue/device 9')).toBeNull());
  });

  it('clears the whole blacklist after confirmation', async () => {
    await renderRoute('/blacklist', { state });
    const table = await screen.findByRole('table', { name: 'Blacklist' });
    await within(table).findByText('guest');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear the whole blacklist?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Clear all' }));
    expect(await within(table).findByText('Nobody is banned')).toBeVisible();
    expect(state.banned.size).toBe(0);
  });

  it('gives a viewer every control that changes the blacklist disabled', async () => {
    state.banned.set('username\u0000x', { as: 'username', who: 'x', by: 'mgmt_api', reason: '', at: Date.now(), until: 'infinity' });
    await renderRoute('/blacklist', { state, role: 'viewer' });
    const table = await screen.findByRole('table', { name: 'Blacklist' });
    expect(await within(table).findByRole('button', { name: 'Remove x from the blacklist' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });
});
