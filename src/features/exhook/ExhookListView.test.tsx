import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxState } from '../../../sandbox/handlers';
import { setSession } from '../../api/session';
import { activateLocale, loadCatalogs } from '../../i18n/i18n';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { ExhookListView } from './ExhookListView';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);
const order = () => state.exhooks.map((r) => String(r.config.name));

async function table() {
  const found = await screen.findByRole('table', { name: 'ExHook servers' });
  await within(found).findByText('default');
  return found;
}

describe('ExhookListView', () => {
  it('lists the servers in order with status, registered hooks and counters', async () => {
    renderInRouter(<ExhookListView />);
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual(['default', 'legacy_acl', 'billing_audit']);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(0).slice(4, 6)).toEqual(['Connected', '11']);
    expect(cells(1)[4]).toBe('Error');
    expect(cells(2)[4]).toBe('Disabled');
    expect(Number(cells(0)[6]?.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(within(rows[2]!).getByRole('checkbox', { name: 'Enable billing_audit' })).not.toBeChecked();
  });

  it('shows the status on each node on hover', async () => {
    renderInRouter(<ExhookListView />);
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    await userEvent.hover(within(rows[1]!).getByRole('button', { name: 'Error' }));
    expect(await screen.findByText('emqx@node3.emqx.io: Error')).toBeInTheDocument();
  });

  it('says on hover what a stopped server means and what to do', async () => {
    const record = state.exhooks.find((r) => r.config.name === 'legacy_acl')!;
    const seeded = record.seededStatus;
    record.seededStatus = 'disconnected';
    try {
      renderInRouter(<ExhookListView />);
      const rows = within(await table())
        .getAllByRole('row')
        .slice(1);
      await userEvent.hover(within(rows[1]!).getByRole('button', { name: 'Stopped' }));
      const tooltip = await screen.findByRole('tooltip');
      expect(within(tooltip).getAllByText(/: Stopped$/).length).toBeGreaterThan(0);
      // Said once for the cluster, not once per node.
      expect(within(tooltip).getByText('Stopped: EMQX is not connected to it. Check that the target is running and reachable, then reconnect.')).toBeInTheDocument();
    } finally {
      record.seededStatus = seeded;
    }
  });

  it('moves a server, disables one and deletes one after confirmation', async () => {
    renderInRouter(<ExhookListView />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Move billing_audit to the front' }));
    await waitFor(() => expect(order()).toEqual(['billing_audit', 'default', 'legacy_acl']));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Enable legacy_acl' }));
    await waitFor(() => expect(state.exhooks.find((r) => r.config.name === 'legacy_acl')?.config.enable).toBe(false));
    // The masked TLS key password went back masked: the stored one is kept.
    expect(state.exhooks.find((r) => r.config.name === 'legacy_acl')?.config.ssl).toMatchObject({ password: 'seeded-key-passphrase' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete legacy_acl' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this ExHook server?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(order()).toEqual(['billing_audit', 'default']));
  });

  it('for a viewer, disables every control that would change a server', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    renderInRouter(<ExhookListView />);
    await table();
    expect(screen.getByRole('checkbox', { name: 'Enable default' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete default' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reorder default' })).toBeDisabled();
    setSession({ token: 't', username: 'admin', role: 'administrator', edition: 'enterprise' });
  });

  it('reads in Chinese', async () => {
    await act(async () => {
      await activateLocale('zh');
      await loadCatalogs(['extensions']);
    });
    try {
      renderInRouter(<ExhookListView />);
      const found = await screen.findByRole('table', { name: 'ExHook 服务器' });
      expect(await within(found).findByRole('columnheader', { name: '已注册钩子' })).toBeVisible();
      expect(await within(found).findByText('已连接')).toBeVisible();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
