import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxState } from '../../../../sandbox/handlers';
import { join, JOIN_DELAY_MS } from '../../../../sandbox/model/cluster-invite';
import { setSession } from '../../../api/session';
import { renderInRouter } from '../../../test/render';
import { serveSandbox } from '../../../test/serve-sandbox';
import { NodesView } from '../NodesView';

let now = Date.UTC(2025, 0, 15, 9, 30);
const state = createSandboxState({ clients: 0, requireAuth: false, now: () => now });
serveSandbox(state);

async function nodesTable() {
  const table = await screen.findByRole('table', { name: 'Nodes' });
  await within(table).findByText('emqx@node1.emqx.io');
  return table;
}

describe('NodesView: inviting nodes and forcing them to leave', () => {
  afterEach(() => {
    state.cluster.joined.length = 0;
    state.cluster.invitations.clear();
  });

  it('checks the node name as typed, invites, follows the invitation until the node has joined', async () => {
    const user = userEvent.setup();
    renderInRouter(<NodesView />);
    const table = await nodesTable();
    await user.click(screen.getByRole('button', { name: 'Invite node' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite node' }));
    await user.click(dialog.getByRole('button', { name: 'Invite' }));
    expect(dialog.getByText('Node name required')).toBeVisible();
    const field = dialog.getByRole('textbox', { name: /^Node name/ });
    await user.type(field, 'emqx');
    expect(dialog.getByText("Enter the node's name as name@host, such as emqx@192.168.0.12")).toBeVisible();
    await user.clear(field);
    await user.paste('emqx@node2.emqx.io');
    expect(dialog.getByText('emqx@node2.emqx.io is already in the cluster')).toBeVisible();
    await user.clear(field);
    await user.paste('emqx@node4.emqx.io');
    await user.click(dialog.getByRole('button', { name: 'Invite' }));

    const invitations = await screen.findByRole('table', { name: 'Invitations' });
    expect(await within(invitations).findByText('Joining')).toBeVisible();
    now += JOIN_DELAY_MS;
    expect(await within(invitations).findByText('Joined')).toBeVisible();
    expect(await within(table).findByText('emqx@node4.emqx.io')).toBeVisible();
  });

  it('forces a stopped node to leave after confirmation; a viewer sees both actions disabled', async () => {
    expect(join(state, 'emqx@node5.emqx.io')).toBeUndefined();
    state.cluster.joined[0]!.status = 'stopped';
    const user = userEvent.setup();
    const { unmount } = renderInRouter(<NodesView />);
    const table = await nodesTable();
    const row = (await within(table).findByText('emqx@node5.emqx.io')).closest('tr')!;
    expect(within(row).getByText('Stopped')).toBeVisible();
    // Only the stopped node offers it.
    expect(within(table).getAllByRole('button', { name: /^Force .* to leave$/ })).toHaveLength(1);
    await user.click(within(row).getByRole('button', { name: 'Force emqx@node5.emqx.io to leave' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Force emqx@node5.emqx.io to leave the cluster?' }));
    await user.click(confirm.getByRole('button', { name: 'Force leave' }));
    await waitFor(() => expect(within(table).queryByText('emqx@node5.emqx.io')).toBeNull());
    expect(state.cluster.joined).toEqual([]);
    unmount();

    join(state, 'emqx@node6.emqx.io');
    state.cluster.joined[0]!.status = 'stopped';
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    try {
      renderInRouter(<NodesView />);
      const viewerTable = await nodesTable();
      expect(screen.getByRole('button', { name: 'Invite node' })).toBeDisabled();
      expect(await within(viewerTable).findByRole('button', { name: 'Force emqx@node6.emqx.io to leave' })).toBeDisabled();
    } finally {
      setSession({ token: 't', username: 'admin', role: 'administrator', edition: 'enterprise' });
    }
  });
});
