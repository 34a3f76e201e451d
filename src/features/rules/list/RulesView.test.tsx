import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../api/session';
import { holdNextRead, recordRequests } from '../../../test/requests';
import { renderRules, rulesSandbox } from './test-support';

async function rulesTable() {
  const table = await screen.findByRole('table', { name: 'Rules' });
  await within(table).findByRole('link', { name: 'temperature_alerts' });
  return table;
}

const rowOf = (table: HTMLElement, id: string) => within(table).getByRole('link', { name: id }).closest('tr') as HTMLElement;

describe('RulesView', () => {
  const { state, server } = rulesSandbox();
  const requests = recordRequests(server);

  it('lists each rule with its sources, outputs, enabled state and counters', async () => {
    renderRules();
    const table = await rulesTable();
    const alerts = rowOf(table, 'temperature_alerts');
    expect(within(alerts).getByText('factory/+/telemetry')).toBeVisible();
    expect(within(alerts).getByText('Republish →')).toBeVisible();
    expect(within(alerts).getByText('alerts/${clientid}/temperature')).toBeVisible();
    expect(within(alerts).getByRole('checkbox', { name: 'Enable rule temperature_alerts' })).toBeChecked();

    const connected = rowOf(table, 'client_connected_log');
    expect(within(connected).getByText('Event')).toBeVisible();
    expect(within(connected).getByText('$events/client_connected')).toBeVisible();
    expect(within(connected).getByText('Console')).toBeVisible();

    const fleet = rowOf(table, 'fleet_positions_to_webhook');
    expect(within(fleet).getByText('HTTP')).toBeVisible();
    expect(within(fleet).getByText('webhook_out')).toBeVisible();

    const legacy = rowOf(table, 'legacy_meter_forward');
    expect(within(legacy).getByRole('checkbox', { name: 'Enable rule legacy_meter_forward' })).not.toBeChecked();
    // The disabled rule kept what it counted: its matched cell shows a number once the metrics arrive.
    const matched = within(table)
      .getAllByRole('columnheader')
      .findIndex((th) => th.textContent === 'Matched');
    await waitFor(() => expect(within(legacy).getAllByRole('cell')[matched]?.textContent).toMatch(/^[\d,]+$/));
  });

  it('filters by topic match and status, kept in the URL', async () => {
    const { history } = renderRules();
    const table = await rulesTable();
    const filters = screen.getByRole('search', { name: 'Filter rules' });
    fireEvent.change(within(filters).getByLabelText('Topic'), { target: { value: 'meters/kitchen/1' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'temperature_alerts' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'legacy_meter_forward' })).toBeVisible();
    expect(history.location.search).toContain('topic=');

    // Applied filters refill a new form (the URL is its source).
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'enabled' } });
    fireEvent.click(within(screen.getByRole('search', { name: 'Filter rules' })).getByRole('button', { name: 'Search' }));
    expect(await within(table).findByText('No rule matches these filters')).toBeVisible();
    expect(history.location.search).toContain('state=enabled');
  });

  it('reads its filters from the URL', async () => {
    renderRules('/rules?id=fleet');
    const table = await screen.findByRole('table', { name: 'Rules' });
    expect(await within(table).findByRole('link', { name: 'fleet_positions_to_webhook' })).toBeVisible();
    expect(within(table).queryByRole('link', { name: 'temperature_alerts' })).toBeNull();
    expect(within(screen.getByRole('search', { name: 'Filter rules' })).getByLabelText('Rule ID')).toHaveValue('fleet');
  });

  it('lists the rules that call an action, by its id', async () => {
    renderRules('/rules?action=http%3Awebhook_out');
    const table = await screen.findByRole('table', { name: 'Rules' });
    expect(await within(table).findByRole('link', { name: 'legacy_meter_forward' })).toBeVisible();
    expect(within(table).getByRole('link', { name: 'fleet_positions_to_webhook' })).toBeVisible();
    expect(within(table).queryByRole('link', { name: 'temperature_alerts' })).toBeNull();
  });

  it.each(['temperature_alerts', 'client_connected_log'])('disables %s in its row, keeping its SQL and outputs', async (id) => {
    renderRules();
    const table = await rulesTable();
    const { sql, actions, description } = state.rules.get(id)!;
    fireEvent.click(within(rowOf(table, id)).getByRole('checkbox', { name: `Enable rule ${id}` }));
    await waitFor(() => expect(state.rules.get(id)?.enable).toBe(false));
    expect(state.rules.get(id)).toMatchObject({ sql, actions, description });
  });

  it('copies a rule as {id}_duplication, then _1, disabled', async () => {
    renderRules();
    const table = await rulesTable();
    fireEvent.click(within(rowOf(table, 'fleet_positions_to_webhook')).getByRole('button', { name: 'Copy rule fleet_positions_to_webhook' }));
    expect(await within(table).findByRole('link', { name: 'fleet_positions_to_webhook_duplication' })).toBeVisible();
    const copy = state.rules.get('fleet_positions_to_webhook_duplication');
    const original = state.rules.get('fleet_positions_to_webhook')!;
    expect(copy).toMatchObject({ sql: original.sql, actions: original.actions, description: original.description, enable: false });

    const again = within(rowOf(table, 'fleet_positions_to_webhook')).getByRole('button', { name: 'Copy rule fleet_positions_to_webhook' });
    await waitFor(() => expect(again).toBeEnabled());
    fireEvent.click(again);
    expect(await within(table).findByRole('link', { name: 'fleet_positions_to_webhook_duplication_1' })).toBeVisible();
  });

  it('deletes a rule after confirmation', async () => {
    renderRules();
    const table = await rulesTable();
    await within(table).findByRole('link', { name: 'fleet_positions_to_webhook_duplication' });
    fireEvent.click(within(rowOf(table, 'fleet_positions_to_webhook_duplication')).getByRole('button', { name: 'Delete rule fleet_positions_to_webhook_duplication' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete rule fleet_positions_to_webhook_duplication?' });
    const release = holdNextRead(server, '/rules');
    requests.clear();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Gone before the list is read again, and never asked for again.
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'fleet_positions_to_webhook_duplication' })).toBeNull());
    expect(state.rules.has('fleet_positions_to_webhook_duplication')).toBe(false);
    release();
    // The list is read again only once the cache holds nothing of the rule: nothing is left that could ask for it.
    await waitFor(() => expect(requests.list()).toContain('GET /rules'));
    expect(requests.of('/rules/fleet_positions_to_webhook_duplication')).toEqual(['DELETE /rules/fleet_positions_to_webhook_duplication']);
  });

  it('for a viewer, disables every control that would change something', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    renderRules();
    const table = await rulesTable();
    const row = rowOf(table, 'temperature_alerts');
    expect(within(row).getByRole('checkbox', { name: 'Enable rule temperature_alerts' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Copy rule temperature_alerts' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Delete rule temperature_alerts' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Create rule' })).toHaveAttribute('aria-disabled', 'true');
  });
});
