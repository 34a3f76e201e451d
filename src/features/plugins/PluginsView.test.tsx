import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSandboxState } from '../../../sandbox/handlers';
import { nameVsn } from '../../../sandbox/model/plugins';
import { setSession } from '../../api/session';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { PluginsView } from './PluginsView';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);
const order = () => state.plugins.map(nameVsn);
const statusOf = (key: string) => [...state.plugins.find((p) => nameVsn(p) === key)!.status.values()];

async function table() {
  const t = await screen.findByRole('table', { name: 'Plugins' });
  await within(t).findByText('emqx_plugin_template');
  return t;
}

const rowOf = (t: HTMLElement, name: string) => within(t).getByRole('link', { name }).closest('tr')!;

async function menuItem(key: string, item: string) {
  fireEvent.click(screen.getByRole('button', { name: `More actions for ${key}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

async function confirm(title: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: title })).not.toBeInTheDocument());
}

describe('PluginsView', () => {
  it('lists plugins in boot order with version, author, status and description; a status that differs by node says so', async () => {
    renderInRouter(<PluginsView />);
    const t = await table();
    const names = within(t)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('link')[0]!.textContent);
    expect(names).toEqual(['emqx_plugin_template', 'emqx_prometheus_push', 'emqx_message_audit']);
    const template = rowOf(t, 'emqx_plugin_template');
    expect(within(template).getByText('5.0.0')).toBeVisible();
    expect(within(template).getByText('EMQX Team')).toBeVisible();
    expect(within(template).getByText('Running')).toBeVisible();
    expect(within(template).getByText(/This is a demo plugin/)).toBeVisible();
    expect(await within(rowOf(t, 'emqx_prometheus_push')).findByText('Running on 2 of 3 nodes')).toBeVisible();
    expect(within(rowOf(t, 'emqx_message_audit')).getByText('Stopped on 2 of 3 nodes')).toBeVisible();
  });

  it('starts and stops after confirmation, moves by the move buttons and the menu, uninstalls after confirmation', async () => {
    renderInRouter(<PluginsView />);
    const t = await table();
    fireEvent.click(within(rowOf(t, 'emqx_message_audit')).getByRole('button', { name: 'Start' }));
    await confirm('Start emqx_message_audit-0.9.1?', 'Start');
    await waitFor(() => expect(statusOf('emqx_message_audit-0.9.1')).toEqual(['running', 'running']));

    fireEvent.click(within(rowOf(t, 'emqx_plugin_template')).getByRole('button', { name: 'Stop' }));
    await confirm('Stop emqx_plugin_template-5.0.0?', 'Stop');
    await waitFor(() => expect(statusOf('emqx_plugin_template-5.0.0')).toEqual(['stopped', 'stopped', 'stopped']));

    // Up is in its slot on the first row too, disabled: the buttons stand in the same place on every row.
    expect(screen.getByRole('button', { name: 'Move emqx_plugin_template-5.0.0 up' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move emqx_message_audit-0.9.1 to the front' }));
    await waitFor(() => expect(order()[0]).toBe('emqx_message_audit-0.9.1'));
    await menuItem('emqx_message_audit-0.9.1', 'Move after…');
    const dialog = await screen.findByRole('alertdialog', { name: 'Move emqx_message_audit-0.9.1 after another plugin' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Start it after' }), { target: { value: 'emqx_prometheus_push-2.1.3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(order()).toEqual(['emqx_plugin_template-5.0.0', 'emqx_prometheus_push-2.1.3', 'emqx_message_audit-0.9.1']));

    await menuItem('emqx_message_audit-0.9.1', 'Uninstall');
    await confirm('Uninstall emqx_message_audit-0.9.1?', 'Uninstall');
    await waitFor(() => expect(order()).toEqual(['emqx_plugin_template-5.0.0', 'emqx_prometheus_push-2.1.3']));
    await waitFor(() => expect(within(t).queryByText('emqx_message_audit')).not.toBeInTheDocument());
  });

  it('for a viewer, disables every control that would change a plugin', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    renderInRouter(<PluginsView />);
    const t = await table();
    expect(within(rowOf(t, 'emqx_prometheus_push')).getByRole('button', { name: 'Stop' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More actions for emqx_plugin_template-5.0.0' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reorder emqx_plugin_template-5.0.0' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Install plugin' })).toHaveAttribute('aria-disabled', 'true');
  });
});
