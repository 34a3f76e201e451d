import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSandboxState } from '../../../../sandbox/handlers';
import { postRules } from '../../../generated/endpoints/rules/rules';
import { parkedRuleDraft } from '../../rules/editor/action-handoff/handoff';
import { cachedQueriesOf } from '../../../test/requests';
import { renderRoute, routeServer, type RenderRouteOptions } from '../../../test/route';

const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('BridgeDetailView', () => {
  // One sandbox for the file: each test starts where the one before left the bridges.
  const state = createSandboxState({ clients: 0, requireAuth: false });
  const nodes = state.nodes.map((node) => node.name);
  const renderBridge = (id: string, options: RenderRouteOptions = {}) => renderRoute('/bridge/detail/$id', { state, params: { id }, ...options });

  it('shows the bridge, its status per node with a reconnect for each, and its statistics per node', async () => {
    const node = nodes[1]!;
    state.actions.get('http:webhook_out')!.health[node] = { status: 'disconnected', reason: 'timeout' };
    await renderBridge('http:webhook_out');
    const status = await screen.findByRole('table', { name: 'Status of http:webhook_out on each node' });
    expect(screen.getByRole('heading', { level: 1, name: 'webhook_out' })).toBeVisible();
    expect(screen.getByText('Egress')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    // What it is tied to, each a link.
    expect(screen.getByRole('link', { name: 'dispatch_service' })).toHaveAttribute('href', '/bridge/connector/http%3Adispatch_service');
    expect(await screen.findByRole('link', { name: 'fleet_positions_to_webhook' })).toHaveAttribute('href', '/rules/detail/fleet_positions_to_webhook');

    const broken = within(status).getByRole('cell', { name: node }).closest('tr') as HTMLElement;
    const [nodeCell, statusCell, reasonCell, actionCell] = within(broken).getAllByRole('cell');
    expect([nodeCell?.textContent, statusCell?.textContent, actionCell?.textContent]).toEqual([node, 'Error', 'Reconnect']);
    // The reason in plain words, the broker's word under Details.
    expect(reasonCell).toHaveTextContent('The target did not answer in time. Check the address, that the service is running, and that no firewall blocks EMQX.');
    fireEvent.click(within(reasonCell!).getByRole('button', { name: `Details ${node}` }));
    expect(await within(reasonCell!).findByText('timeout')).toBeVisible();
    fireEvent.click(within(broken).getByRole('button', { name: `Reconnect on ${node}` }));
    await waitFor(() => expect(cellTexts(broken)[1]).toBe('Connected'));
    expect(state.actions.get('http:webhook_out')!.health[node]).toBeUndefined();

    const stats = await screen.findByRole('table', { name: 'Statistics per node' });
    const headers = within(stats).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Node', 'Matched', 'Sent successfully', 'Sent failed', 'Dropped', 'Retried', 'Queuing', 'Sent inflight', 'Late reply', 'Received',
      'Rate (per second)', 'Rate in last 5 minutes (per second)', 'Maximum rate (per second)',
    ]);
    const rows = within(stats).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellTexts(row)[0])).toEqual([...nodes, 'Cluster']);
  });

  it('resets the statistics after confirmation', async () => {
    await renderBridge('mqtt:cloud_commands');
    const stats = await screen.findByRole('table', { name: 'Statistics per node' });
    const received = () => Number(cellTexts(within(stats).getAllByRole('row').at(-1)!)[9]?.replace(/,/g, ''));
    await waitFor(() => expect(received()).toBeGreaterThan(100));
    fireEvent.click(screen.getByRole('button', { name: 'Reset statistics' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset statistics?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(received()).toBeLessThan(100));
  });

  it('deletes a source used by a rule after saying what the rule keeps, then goes back to the list', async () => {
    // The broker takes the rule's id in the body, beside what the contract lists.
    const rule = { id: 'cloud_commands_log', sql: 'SELECT * FROM "$bridges/mqtt:cloud_commands"', actions: [{ function: 'console' }] };
    routeServer({ state });
    await postRules(rule as Parameters<typeof postRules>[0]);
    const { history, requests, queryClient } = await renderBridge('mqtt:cloud_commands', { search: { tab: 'overview' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete bridge mqtt:cloud_commands?' });
    expect(await within(dialog).findByText(/These rules read from this source/)).toBeVisible();
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['cloud_commands_log']);
    requests.clear();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(history.location.pathname).toBe('/bridge/dataBridge'));
    expect(state.sources.has('mqtt:cloud_commands')).toBe(false);
    expect(state.rules.has('cloud_commands_log')).toBe(true);
    // The delete forgets the source once no screen shows it: then nothing is left that could ask for it.
    await waitFor(() => expect(cachedQueriesOf(queryClient, '/sources/mqtt:cloud_commands')).toEqual([]));
    expect(requests.of('/sources/mqtt:cloud_commands')).toEqual(['DELETE /sources/mqtt:cloud_commands']);
  });

  it('offers the action for a new rule: the editor opens with it as the output', async () => {
    const { history } = await renderBridge('mqtt:alerts_to_cloud');
    fireEvent.click(await screen.findByRole('button', { name: 'Use in a new rule' }));
    await waitFor(() => expect(history.location.pathname).toBe('/rules/create'));
    expect(await screen.findByRole('list', { name: 'Outputs' })).toHaveTextContent(/Action: mqtt.*alerts_to_cloud/);
    // The editor took the draft the detail view parked for it.
    expect(parkedRuleDraft('')).toBeUndefined();
  });

  it('says when the rules using the bridge could not be read, and reads them again on Retry', async () => {
    let refuse = true;
    routeServer({ state }).use(http.get('/api/v5/rules', () => (refuse ? HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'down' }, { status: 500 }) : undefined)));
    await renderBridge('http:webhook_out');
    expect(await screen.findByText('The rules could not be read.')).toBeVisible();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'fleet_positions_to_webhook' })).toHaveAttribute('href', '/rules/detail/fleet_positions_to_webhook');
  });

  it('says clearly when there is no such bridge', async () => {
    await renderBridge('http:gone');
    expect(await screen.findByText('No action or source has the ID http:gone. It may have been deleted.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'gone' })).toBeVisible();
    // Called by its name, its whole ID under it.
    expect(screen.getByRole('button', { name: 'Copy bridge ID' })).toBeVisible();
  });

  it('for a viewer, disables every control that would change something', async () => {
    await renderBridge('mqtt:alerts_to_cloud', { role: 'viewer' });
    await screen.findByRole('table', { name: 'Statistics per node' });
    expect(screen.getByRole('checkbox', { name: 'Enabled' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset statistics' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Use in a new rule' })).toBeDisabled();
    for (const button of screen.getAllByRole('button', { name: /^Reconnect/ })) expect(button).toBeDisabled();
  });
});
