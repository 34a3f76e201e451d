import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { createSandboxState } from '../../../../sandbox/handlers';
import { setSession } from '../../../api/session';
import { renderInRouter } from '../../../test/render';
import { serveSandbox } from '../../../test/serve-sandbox';
import { AuthzDetailView } from '../AuthzDetailView';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);

async function openRules(tab?: 'Users' | 'All') {
  renderInRouter(<AuthzDetailView type="built_in_database" />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Rules' }));
  if (tab) fireEvent.click(await screen.findByRole('tab', { name: tab }));
}

describe('built-in database rules', () => {
  it('lists each client with its rules, and pages and searches the users', async () => {
    await openRules();
    const clients = await screen.findByRole('table', { name: 'Rules by client ID' });
    const row = (await within(clients).findByText('gateway-01')).closest('tr')!;
    expect(within(row).getByText('gateway/${clientid}/#')).toBeVisible();
    expect(within(row).getByText('Publish and subscribe')).toBeVisible();
    expect(within(row).getByText('QoS 1 · Retained only')).toBeVisible();

    fireEvent.click(screen.getByRole('tab', { name: 'Users' }));
    const users = await screen.findByRole('table', { name: 'Rules by username' });
    expect(await screen.findByText(/Page 1 of 2/)).toBeVisible();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by username' }), { target: { value: 'fleet' } });
    await waitFor(() => expect(within(users).getAllByRole('row')).toHaveLength(2));
    expect(within(users).getByText('fleet-manager')).toBeVisible();
  });

  it('checks every field as it is typed, puts a placeholder in the topic and adds a client’s rules', async () => {
    await openRules();
    fireEvent.click(await screen.findByRole('button', { name: 'Add client rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add rules for a client' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Client ID is required')).toBeVisible();
    expect(within(dialog).getByText('Topic is required')).toBeVisible();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Client ID/ }), { target: { value: 'robot/7' } });
    expect(within(dialog).queryByText('Client ID is required')).toBeNull();
    const rule1 = within(dialog).getByRole('group', { name: 'Rule 1' });
    fireEvent.change(within(rule1).getByRole('textbox', { name: /Topic/ }), { target: { value: 'robots/' } });
    fireEvent.click(within(rule1).getByRole('button', { name: 'Insert ${clientid} into the topic' }));
    expect(within(rule1).getByRole('textbox', { name: /Topic/ })).toHaveValue('robots/${clientid}');
    await userEvent.click(within(rule1).getByRole('checkbox', { name: 'QoS 2' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    const rule2 = within(dialog).getByRole('group', { name: 'Rule 2' });
    fireEvent.change(within(rule2).getByRole('combobox', { name: 'Permission' }), { target: { value: 'deny' } });
    fireEvent.change(within(rule2).getByRole('combobox', { name: 'Action' }), { target: { value: 'subscribe' } });
    expect(within(rule2).queryByRole('combobox', { name: 'Retain flag' })).toBeNull();
    fireEvent.change(within(rule2).getByRole('textbox', { name: /Topic/ }), { target: { value: '#' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(state.authzRules.clients.get('robot/7')).toEqual([
        { permission: 'allow', action: 'publish', topic: 'robots/${clientid}', qos: [0, 1], retain: 'all' },
        { permission: 'deny', action: 'subscribe', topic: '#', qos: [0, 1, 2] },
      ]),
    );
  });

  it('edits a client’s rules and deletes them after confirmation', async () => {
    await openRules();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the rules of ops dashboard (Grafana)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the rules of client ops dashboard (Grafana)' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Permission' }), { target: { value: 'deny' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.authzRules.clients.get('ops dashboard (Grafana)')?.[0]?.permission).toBe('deny'));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete the rules of ops dashboard (Grafana)' }));
    const confirm = await screen.findByRole('alertdialog', { name: "Delete this client's rules?" });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(state.authzRules.clients.has('ops dashboard (Grafana)')).toBe(false));
  });

  it('edits the rules for all as lines, saves them, and clears them after confirmation', async () => {
    await openRules('All');
    const form = await screen.findByRole('form', { name: 'Rules for all' });
    expect(within(form).getAllByRole('group', { name: /^Rule \d$/ })).toHaveLength(3);
    fireEvent.click(within(form).getByRole('button', { name: 'Remove rule 3' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Move rule 1 down' }));
    // The moved line keeps the focus, on its button at its new place.
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Move rule 2 up' })).toHaveFocus());
    fireEvent.click(within(form).getByRole('button', { name: 'Save rules for all' }));
    await waitFor(() => expect(state.authzRules.all.map((r) => r.topic)).toEqual(['devices/${clientid}/up', 'public/#']));

    fireEvent.click(within(form).getByRole('button', { name: 'Clear rules for all' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear the rules for all?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(state.authzRules.all).toEqual([]));
    expect(await screen.findByText('No rule applies to all clients yet.')).toBeVisible();
  });

  it('deletes every rule after confirmation', async () => {
    // The broker purges only while the source is disabled (emqx_authz_api_mnesia:rules(delete)).
    const source = state.authz.sources.find((s) => s.config.type === 'built_in_database')!;
    const wasEnabled = source.config.enable!;
    source.config.enable = false;
    onTestFinished(() => {
      source.config.enable = wasEnabled;
    });
    await openRules();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete all rules' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete all rules?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete all rules' }));
    await waitFor(() => expect(state.authzRules.clients.size + state.authzRules.users.size).toBe(0));
    expect(await screen.findByText('No client has rules yet')).toBeVisible();
  });

  it('for a viewer, disables every control that would change a rule', async () => {
    state.authzRules.clients.set('viewer-check', [{ permission: 'allow', action: 'publish', topic: 't', qos: [0], retain: 'all' }]);
    state.authzRules.all = [{ permission: 'allow', action: 'subscribe', topic: 'public/#', qos: [0, 1, 2] }];
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    await openRules();
    expect(await screen.findByRole('button', { name: 'Edit the rules of viewer-check' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete the rules of viewer-check' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add client rules' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete all rules' })).toBeDisabled();
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    const form = await screen.findByRole('form', { name: 'Rules for all' });
    expect(within(form).getByRole('textbox', { name: /Topic/ })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Save rules for all' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Clear rules for all' })).toBeDisabled();
  });
});
